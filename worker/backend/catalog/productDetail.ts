import type { ProductDetail } from '../../../contract/schemas/catalog'
import { drugFilter, isDrug } from './drugs'
import { attributesQuery, toAttributes } from './productAttributes'
import { SUMMARY_COLUMNS, toSummary, type ProductRow } from './rows'

interface DetailRow extends ProductRow {
  parent_id: number | null
  description: string
  vat_class: 'medicine' | 'food' | 'other'
  variant_attribute: string | null
  variant_value: string | null
  min_shelf_life_months: number | null
}

const DETAIL_COLUMNS = `${SUMMARY_COLUMNS}, p.parent_id, p.description, p.vat_class, p.variant_attribute, p.variant_value,
  p.min_shelf_life_months`

const attributeCode = (label: string) =>
  label
    .toLocaleLowerCase('fi')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '_')

/**
 * spec §7 productdetails by url_key. A variant's url_key opens its parent (listings show the
 * parent, docs/decisions/011-catalogue-input-and-audience.md). Configurable products list their variants and the option values,
 * and their price range starts at the cheapest variant.
 *
 * For a denyMedListing caller a drug product does not exist (null, a 404; docs/decisions/012-restricted-medicines-and-guest-prices.md), and a
 * drug variant of another product is not among its variants.
 */
export async function productDetail(
  db: D1Database,
  slug: string,
  view: { withoutDrugs: boolean } = { withoutDrugs: false },
): Promise<ProductDetail | null> {
  let row = await db
    .prepare(`SELECT ${DETAIL_COLUMNS} FROM products p WHERE p.url_key = ?`)
    .bind(slug)
    .first<DetailRow>()
  if (row?.type === 'variant' && row.parent_id !== null) {
    row = await db
      .prepare(`SELECT ${DETAIL_COLUMNS} FROM products p WHERE p.id = ?`)
      .bind(row.parent_id)
      .first<DetailRow>()
  }
  if (!row) return null
  if (view.withoutDrugs && (await isDrug(db, row.id))) return null

  const [media, variants, crumbs, attributes] = await db.batch([
    db.prepare('SELECT url, label FROM product_media WHERE product_id = ? ORDER BY position').bind(row.id),
    db
      .prepare(
        `SELECT ${DETAIL_COLUMNS} FROM products p WHERE p.parent_id = ?${drugFilter('p', view.withoutDrugs)} ORDER BY p.position, p.id`,
      )
      .bind(row.id),
    db
      .prepare(
        `WITH RECURSIVE up(id, parent_id, name, url_path, depth) AS (
           SELECT c.id, c.parent_id, c.name, c.url_path, 0 FROM categories c
           WHERE c.id = (SELECT category_id FROM product_categories WHERE product_id = ?1 ORDER BY position LIMIT 1)
           UNION ALL SELECT c.id, c.parent_id, c.name, c.url_path, up.depth + 1 FROM categories c JOIN up ON c.id = up.parent_id)
         SELECT name, url_path FROM up ORDER BY depth DESC`,
      )
      .bind(row.id),
    attributesQuery(db, row.id),
  ])
  const variantRows = (variants?.results ?? []) as DetailRow[]
  const summary = toSummary(row)

  const options = new Map<string, { label: string; values: string[] }>()
  for (const v of variantRows) {
    if (!v.variant_attribute || !v.variant_value) continue
    const code = attributeCode(v.variant_attribute)
    const option = options.get(code) ?? { label: v.variant_attribute, values: [] }
    if (!option.values.includes(v.variant_value)) option.values.push(v.variant_value)
    options.set(code, option)
  }
  const configurable_options = [...options.entries()].map(([attribute_code, o]) => ({
    attribute_code,
    label: o.label,
    values: o.values.map((label, index) => ({ value_index: index + 1, label })),
  }))

  if (variantRows.length > 0) {
    const cheapest = variantRows.reduce((a, b) => (b.final_price_cents < a.final_price_cents ? b : a))
    summary.price_range = toSummary(cheapest).price_range
    summary.in_stock = variantRows.some((v) => v.in_stock === 1)
  }

  return {
    ...summary,
    description: row.description,
    vat_class: row.vat_class,
    min_shelf_life_months: row.min_shelf_life_months,
    media_gallery: ((media?.results ?? []) as { url: string; label: string }[]).map((m) => ({
      url: m.url,
      label: m.label,
    })),
    breadcrumbs: (crumbs?.results ?? []) as { name: string; url_path: string }[],
    configurable_options,
    attributes: toAttributes((attributes?.results ?? []) as { attribute: string; value: string }[]),
    variants: variantRows.map((v) => {
      const code = v.variant_attribute ? attributeCode(v.variant_attribute) : ''
      const option = configurable_options.find((o) => o.attribute_code === code)
      const value = option?.values.find((x) => x.label === v.variant_value)
      return {
        attributes: option && value ? [{ code, value_index: value.value_index, label: value.label }] : [],
        product: toSummary(v),
      }
    }),
  }
}
