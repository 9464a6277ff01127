import type { ProductSubstitutesResponse } from '../../../contract/schemas/substitutes'
import { substituteQuantity } from '../../../contract/substitutes'
import { availabilityColumns, availabilityOfRow, type AvailabilityRow } from './availability'
import { drugFilter } from './drugs'
import { RULE_COLUMNS, rulesOf, type RuleRow } from './quantityRules'

interface SubstituteRow extends AvailabilityRow, RuleRow {
  reason: string
  sku: string
  name: string
  url_key: string
  pakkauskokoteksti: string
  in_stock: number
}

/**
 * A product's substitutes for its page (docs/decisions/077-substitutes.md), in the operator's order:
 * never a drug product to a restricted customer, never a discontinued one or a configurable
 * parent. Whether each ships now is its own label's to say; the cart offers only those that do.
 */
export async function productSubstitutes(
  db: D1Database,
  product: { id: number; sku: string; pakkauskokoteksti: string },
  withoutDrugs: boolean,
): Promise<ProductSubstitutesResponse> {
  const { results } = await db
    .prepare(
      `SELECT s.reason, p.sku, p.name, p.url_key, p.pakkauskokoteksti, p.in_stock, ${RULE_COLUMNS}, ${availabilityColumns('p')}
       FROM product_substitutes s JOIN products p ON p.id = s.substitute_id
       WHERE s.product_id = ?1 AND p.type <> 'configurable' AND p.discontinued = 0${drugFilter('p', withoutDrugs)}
       ORDER BY s.position, p.id`,
    )
    .bind(product.id)
    .all<SubstituteRow>()
  return {
    sku: product.sku,
    substitutes: results.map((row) => ({
      sku: row.sku,
      name: row.name,
      url_key: row.url_key,
      pakkauskokoteksti: row.pakkauskokoteksti,
      reason: row.reason,
      note:
        substituteQuantity(
          { pakkauskokoteksti: product.pakkauskokoteksti, quantity: 1 },
          { pakkauskokoteksti: row.pakkauskokoteksti, quantity_rules: rulesOf(row) },
        )?.note ?? null,
      in_stock: row.in_stock === 1,
      availability: availabilityOfRow(row),
    })),
  }
}

/** The product of a page's SKU: null when unknown. */
export const productOfSku = (db: D1Database, sku: string) =>
  db
    .prepare('SELECT id, sku, pakkauskokoteksti FROM products WHERE sku = ?')
    .bind(sku)
    .first<{ id: number; sku: string; pakkauskokoteksti: string }>()
