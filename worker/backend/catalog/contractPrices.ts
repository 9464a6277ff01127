import type { ContractPrice } from '../../../contract/schemas/catalog'

/** spec §3 contract prices of a customer, by product number (prices in euros, as the ERP answers). */
export async function listContractPrices(db: D1Database, customerId: number): Promise<ContractPrice[]> {
  const { results } = await db
    .prepare(
      'SELECT product_no, special_price_cents, price_type FROM contract_prices WHERE customer_id = ? ORDER BY product_no',
    )
    .bind(customerId)
    .all<{ product_no: string; special_price_cents: number; price_type: number }>()
  return results.map((r) => ({
    product_no: r.product_no,
    special_price: r.special_price_cents / 100,
    price_type: r.price_type,
  }))
}
