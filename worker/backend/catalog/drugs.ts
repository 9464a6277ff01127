/**
 * spec §1 denyMedListing, docs/decisions/012: a restricted customer cannot reach drug products
 * at all. A product is a drug product when its VAT class is `medicine` or it is listed in a
 * category flagged `category_has_drugs`; a variant is one when it or its parent is.
 *
 * The ids are one uncorrelated subquery: SQLite builds it once per statement, so a listing or a
 * search pays for it once, and only for a restricted customer's request.
 */
const DRUG_PRODUCT_IDS = `SELECT id FROM products WHERE vat_class = 'medicine'
  UNION SELECT pc.product_id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
  WHERE c.category_has_drugs = 1`

/** SQL: the products row `alias` is a drug product (or a variant of one). */
export const isDrugProduct = (alias: string): string =>
  `(${alias}.id IN (${DRUG_PRODUCT_IDS}) OR COALESCE(${alias}.parent_id, ${alias}.id) IN (${DRUG_PRODUCT_IDS}))`

/**
 * SQL: the listing row `alias` (a product without a parent) is a drug product, the same test as
 * isDrugProduct but on the row itself: its VAT class, or one of its categories flagged. Facets and
 * filters test it once per listing of a search's hits (docs/decisions/069-facets-and-filters.md),
 * where isDrugProduct's set of every drug product would cost a pass over the whole catalogue in
 * every statement, however few the hits.
 */
export const isDrugListing = (alias: string): string =>
  `(${alias}.vat_class = 'medicine' OR EXISTS (SELECT 1 FROM product_categories dpc JOIN categories dc ON dc.id = dpc.category_id
    WHERE dpc.product_id = ${alias}.id AND dc.category_has_drugs = 1))`

/** SQL to AND into a product query: nothing for everyone, the drug filter for a restricted view. */
export const drugFilter = (alias: string, withoutDrugs: boolean): string =>
  withoutDrugs ? ` AND NOT ${isDrugProduct(alias)}` : ''

/** Whether a product (by id) is a drug product. */
export async function isDrug(db: D1Database, productId: number): Promise<boolean> {
  const row = await db
    .prepare(`SELECT 1 AS drug FROM products p WHERE p.id = ? AND ${isDrugProduct('p')}`)
    .bind(productId)
    .first<{ drug: number }>()
  return row !== null
}

/** "”A”", "”A” ja ”B”", "”A”, ”B” ja ”C”": product names as a Finnish message lists them. */
export function quotedList(names: string[]): string {
  const quoted = names.map((name) => `”${name}”`)
  return quoted.length > 1 ? `${quoted.slice(0, -1).join(', ')} ja ${quoted.at(-1)}` : (quoted[0] ?? '')
}
