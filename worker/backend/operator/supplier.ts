/**
 * The shop's operator as the supplier of what it delivers: named in the medicine record
 * (docs/decisions/081-delivery-lots.md), which EU 2019/6 Art. 103 asks to carry the supplier's
 * name and address. A deployment sets its own in store_config (`supplier_name`,
 * `supplier_address`, and `customer_service_email` for receiving claims); the demo's operator is
 * the default.
 */
export interface Supplier {
  name: string
  address: string
  /** Customer service, where a receiving claim goes (docs/decisions/083-receiving-deliveries.md). */
  email: string
}

export const DEMO_SUPPLIER: Supplier = {
  name: 'VetTarvike Oy',
  address: 'Tiilitie 6 B, 01720 Vantaa',
  email: 'asiakaspalvelu@vettarvike.fi',
}

export async function readSupplier(db: D1Database): Promise<Supplier> {
  const { results } = await db
    .prepare(
      "SELECT key, value FROM store_config WHERE key IN ('supplier_name', 'supplier_address', 'customer_service_email')",
    )
    .all<{ key: string; value: string }>()
  const stored = new Map(results.map((r) => [r.key, r.value]))
  return {
    name: stored.get('supplier_name') ?? DEMO_SUPPLIER.name,
    address: stored.get('supplier_address') ?? DEMO_SUPPLIER.address,
    email: stored.get('customer_service_email') ?? DEMO_SUPPLIER.email,
  }
}
