import type { ProductSummary } from '../../../contract/schemas/catalog'
import { availabilityColumns, availabilityOfRow, type AvailabilityRow } from './availability'

/** Columns every product query selects (money in cents in the database, euros in the API). */
export const SUMMARY_COLUMNS = `p.id, p.sku, p.name, p.url_key, p.type, p.image_url, p.image_label, p.pakkauskokoteksti,
  p.regular_price_cents, p.final_price_cents, p.new_from_date, p.new_to_date, p.in_stock,
  p.ean, p.vnr, p.min_sale_qty, p.max_sale_qty, p.qty_increment, ${availabilityColumns('p')}`

export interface ProductRow extends AvailabilityRow {
  id: number
  sku: string
  name: string
  url_key: string
  type: 'simple' | 'configurable' | 'variant'
  image_url: string
  image_label: string
  pakkauskokoteksti: string
  regular_price_cents: number
  final_price_cents: number
  new_from_date: string | null
  new_to_date: string | null
  in_stock: number
  ean: string | null
  vnr: string | null
  min_sale_qty: number
  max_sale_qty: number
  qty_increment: number
}

/** A product row's pack-size rules in the API's shape (contract/quantityRules.ts). */
export const quantityRulesOf = (row: Pick<ProductRow, 'min_sale_qty' | 'max_sale_qty' | 'qty_increment'>) => ({
  min_sale_qty: row.min_sale_qty,
  max_sale_qty: row.max_sale_qty,
  qty_increments: row.qty_increment,
})

const euros = (cents: number) => Math.round(cents) / 100

/** Maps a row to spec §3's product shape; the discount is derived from regular vs final. */
export function toSummary(row: ProductRow): ProductSummary {
  const regular = row.regular_price_cents
  const final = row.final_price_cents
  const amountOff = Math.max(0, regular - final)
  return {
    sku: row.sku,
    name: row.name,
    url_key: row.url_key,
    type: row.type === 'configurable' ? 'configurable' : 'simple',
    image: { url: row.image_url, label: row.image_label },
    pakkauskokoteksti: row.pakkauskokoteksti,
    price_range: {
      minimum_price: {
        final_price: { value: euros(final) },
        regular_price: { value: euros(regular) },
        discount: {
          percent_off: regular > 0 ? Math.round((amountOff / regular) * 10000) / 100 : 0,
          amount_off: euros(amountOff),
        },
      },
    },
    custom_price: null,
    new_from_date: row.new_from_date,
    new_to_date: row.new_to_date,
    in_stock: row.in_stock === 1,
    availability: availabilityOfRow(row),
    ean: row.ean,
    vnr: row.vnr,
    quantity_rules: quantityRulesOf(row),
  }
}
