import { env } from 'cloudflare:workers'
import { expect } from 'vitest'
import type { DeliveryDetailResponse } from '../../contract/schemas/orders'
import { getJson } from './customerFixtures'
import type { CookieJar } from './helpers'
import { operatorCommand } from './operatorFixtures'
import { insertOrder, LINES } from './orderFixtures'

/**
 * An order and the ERP's parcel for it (docs/decisions/081-delivery-lots.md), for the tests of
 * lots, the medicine record and receiving's claim.
 */

export const PARCEL_ORDER = 'W900001'
/** 2026-03-10 14:00 in Helsinki (UTC+2). */
export const PARCEL_DELIVERED = '2026-03-10T14:00:00+02:00'

/** PUT /api/operator/deliveries with the operator's secret (or another, or none). */
export const sendParcel = (body: unknown, secret?: string | null) =>
  operatorCommand('PUT', 'deliveries', body, { secret })

/** The parcel of PARCEL_ORDER: two amoxicillin packs from two lots (one short-dated), and the gauze without lots. */
export const parcel = (overrides: Record<string, unknown> = {}) => ({
  delivery_id: 'ERP-PARCEL-1',
  order_number: PARCEL_ORDER,
  carrier: 'posti',
  tracking_code: 'JJFI64250210000000001',
  packed_at: '2026-03-09T10:00:00+02:00',
  shipped_at: '2026-03-09T16:30:00+02:00',
  out_for_delivery_at: '2026-03-10T07:45:00+02:00',
  delivered_at: PARCEL_DELIVERED,
  lines: [
    {
      sku: 'LAA-1001',
      quantity: 3,
      lots: [
        { lot: 'AM26C101', expiry: '2028-02-29', quantity: 2 },
        { lot: 'AM25K077', expiry: '2026-07-31', quantity: 1 },
      ],
    },
    { sku: 'HOI-1001', quantity: 2, lots: [] },
  ],
  ...overrides,
})

export async function deliveryOf(jar: CookieJar, id: number) {
  const res = await getJson(`/api/customer/deliveries/${id}`, { jar })
  expect(res.status).toBe(200)
  return ((await res.json()) as DeliveryDetailResponse).delivery
}

/** PARCEL_ORDER of the first customer: three amoxicillin packs (a medicine with a 6-month shelf-life promise) and two gauzes. */
export async function insertParcelOrder(): Promise<void> {
  await env.DB.prepare(
    `UPDATE products SET strength = '250 mg', dosage_form = 'tabletti', marketing_authorisation = '12345',
       min_shelf_life_months = 6 WHERE sku = 'LAA-1001'`,
  ).run()
  await insertOrder({
    id: 900,
    customerId: 1,
    orderNumber: PARCEL_ORDER,
    createdAt: Date.parse('2026-03-08T09:00:00Z') / 1000,
    lines: [{ ...LINES.amoksi, quantity: 3 }, LINES.sideharso],
  })
}
