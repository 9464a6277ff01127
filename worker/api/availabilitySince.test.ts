import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import type { PurchaseRequest } from '../../contract/schemas/purchaseRequests'
import type { ReorderResponse } from '../../contract/schemas/reorder'
import { addToCart, cartOf } from '../test/cartFixtures'
import { addColleague, getJson } from '../test/customerFixtures'
import { login, postJson } from '../test/helpers'
import { CUSTOMER, insertOrder, LINES } from '../test/orderFixtures'

/**
 * A purchase request and a reorder re-check availability and say what changed since the request
 * was sent or the order placed (docs/decisions/078-availability-since.md).
 */

const setStock = (sku: string, available: number | null, restock: string | null = null) =>
  env.DB.prepare('UPDATE products SET available = ?2, restock_date = ?3 WHERE sku = ?1')
    .bind(sku, available, restock)
    .run()

describe('a purchase request', () => {
  it('shows, line by line, what no longer ships now since it was sent, and nothing for what still does', async () => {
    await setStock('HOI-1001', 200)
    await setStock('HOI-1002', 50)
    await setStock('HOI-2001', 0, '2026-12-10')
    const nurse = { id: 301, email: 'hoitaja@example.fi' }
    await addColleague(nurse, 'Hilla', ['orders', 'shoppinglists'])
    const jar = (await login(nurse.email)).jar
    for (const [sku, quantity] of [
      ['HOI-1001', 4],
      ['HOI-1002', 2],
      ['HOI-2001', 1],
    ] as const) {
      await cartOf(addToCart(jar, sku, quantity))
    }
    const sent = await postJson(
      '/api/purchaserequests',
      { note: '' },
      { jar, headers: { 'Idempotency-Key': 'since-0001-abcdef' } },
    )
    expect(sent.status).toBe(201)
    const { request } = (await sent.json()) as { request: PurchaseRequest }
    expect(request.lines.map((l) => l.availability_change)).toEqual([undefined, undefined, undefined])

    // Since: the gauze ran out, the wound wash runs low (still ships now), the syringes arrived.
    await setStock('HOI-1001', 0, '2026-12-15')
    await setStock('HOI-1002', 3)
    await setStock('HOI-2001', 100)
    const approver = (await login()).jar
    for (const reader of [approver, jar]) {
      const res = await getJson(`/api/purchaserequests/${request.id}`, { jar: reader })
      const { request: now } = (await res.json()) as { request: PurchaseRequest }
      expect(Object.fromEntries(now.lines.map((l) => [l.sku, l.availability_change]))).toEqual({
        'HOI-1001': 'Lähetettäessä: Varastossa. Nyt: Jälkitoimitus, arvio 15.12.',
        'HOI-1002': undefined,
        'HOI-2001': 'Lähetettäessä: Jälkitoimitus, arvio 10.12. Nyt: Varastossa.',
      })
    }
  })
})

describe('a reorder', () => {
  it('says which lines no longer ship now, or ship again, since the old order', async () => {
    await insertOrder({
      id: 1501,
      customerId: CUSTOMER.normal,
      orderNumber: 'W1501',
      createdAt: 1_767_225_600,
      lines: [
        LINES.sideharso, // HOI-1001 × 2, shipped in full
        {
          productId: 5,
          sku: 'HOI-1002',
          name: 'Haavanpuhdistusliuos 500 ml',
          quantity: 1,
          unitCents: 1290,
          vatRate: 25.5,
        },
        { productId: 6, sku: 'HOI-2001', name: 'Kertakäyttöruisku 5 ml', quantity: 1, unitCents: 500, vatRate: 25.5 },
      ],
    })
    // The syringes were backordered on that order.
    await env.DB.prepare(
      "UPDATE order_lines SET fulfilment = 'backorder' WHERE order_id = 1501 AND sku = 'HOI-2001'",
    ).run()
    await setStock('HOI-1001', 0, '2026-12-15')
    await setStock('HOI-1002', 40)
    await setStock('HOI-2001', 60)

    const { jar } = await login()
    const res = await postJson(
      '/api/customer/orders/W1501/reorder',
      {},
      { jar, headers: { 'Idempotency-Key': 'since-reorder-0001' } },
    )
    expect(res.status).toBe(200)
    const { lines } = (await res.json()) as ReorderResponse
    expect(Object.fromEntries(lines.map((l) => [l.sku, l.availability_change]))).toEqual({
      'HOI-1001': 'Tilattaessa toimitettiin heti. Nyt: Jälkitoimitus, arvio 15.12.',
      'HOI-1002': undefined,
      'HOI-2001': 'Tilattaessa jälkitoimitus. Nyt: Varastossa.',
    })
  })
})
