import { PRODUCT_ATTRIBUTE_CODES } from '../../../contract/productAttributes'
import type { ProductAttribute } from '../../../contract/schemas/catalog'

/** A listing's attribute values in the catalogue's order (docs/decisions/064-product-attributes.md). */
export const attributesQuery = (db: D1Database, productId: number) =>
  db
    .prepare('SELECT attribute, value FROM product_attributes WHERE product_id = ? ORDER BY attribute, position')
    .bind(productId)

/** Rows of attributesQuery as the contract's list: one entry per code, the known codes first in their order. */
export function toAttributes(rows: readonly { attribute: string; value: string }[]): ProductAttribute[] {
  const byCode = new Map<string, string[]>()
  for (const { attribute, value } of rows) byCode.set(attribute, [...(byCode.get(attribute) ?? []), value])
  const rank = (code: string) => {
    const i = PRODUCT_ATTRIBUTE_CODES.findIndex((known) => known === code)
    return i === -1 ? PRODUCT_ATTRIBUTE_CODES.length : i
  }
  return [...byCode.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([code, values]) => ({ code, values }))
}
