import type { ContractPrice } from '../../../contract/schemas/catalog'

/**
 * spec §3 contract prices of a company (spec §11: every user of a clinic sees its contract),
 * by product number (prices in euros, as the ERP answers): all of them, or only those of
 * `skus` (docs/decisions/028-page-cost-and-server-cpu.md: a page asks for what it shows).
 */
export async function listContractPrices(
  db: D1Database,
  companyId: number,
  skus?: readonly string[],
): Promise<ContractPrice[]> {
  const columns = 'SELECT product_no, special_price_cents, price_type FROM contract_prices WHERE company_id = ?1'
  const statement = skus
    ? db
        .prepare(`${columns} AND product_no IN (SELECT value FROM json_each(?2)) ORDER BY product_no`)
        .bind(companyId, JSON.stringify(skus))
    : db.prepare(`${columns} ORDER BY product_no`).bind(companyId)
  const { results } = await statement.all<{ product_no: string; special_price_cents: number; price_type: number }>()
  return results.map((r) => ({
    product_no: r.product_no,
    special_price: r.special_price_cents / 100,
    price_type: r.price_type,
  }))
}
