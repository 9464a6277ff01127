import { describe, expect, it } from 'vitest'
import type { ReorderResponse } from '../../contract/schemas/reorder'
import { getCart } from '../test/cartFixtures'
import { CookieJar, login, postJson, USERS } from '../test/helpers'
import { CUSTOMER, insertOrder, LINES, setScope } from '../test/orderFixtures'

/** Reorder (spec §10): POST /api/customer/orders/{orderNumber}/reorder. */

const line = (sku: string, name: string, quantity: number, productId: number | null = null) => ({
  productId,
  sku,
  name,
  quantity,
  unitCents: 100,
  vatRate: 25.5,
})

/** An old order of the test customer: one line still sold, one whose pack size changed, one sold out, one gone. */
async function oldOrder(customerId: number = CUSTOMER.normal, orderNumber = 'W500'): Promise<void> {
  await insertOrder({
    id: customerId * 1000 + 500,
    customerId,
    orderNumber,
    createdAt: 1_767_225_600,
    lines: [
      LINES.sideharso, // HOI-1001 × 2
      line('HOI-2003', 'Injektioneula 0,8 x 40 mm yksittäispakattu', 15, 90), // now sold by ten
      line('HOI-2002', 'Injektioneula 0,6 x 25 mm', 1, 7), // out of stock
      line('VANHA-1', 'Poistunut sidetarvike', 3), // no longer sold
    ],
  })
}

const reorder = (jar: CookieJar, orderNumber: string, body: unknown = {}, key = 'reorder-key-0001') =>
  postJson(`/api/customer/orders/${orderNumber}/reorder`, body, { jar, headers: { 'Idempotency-Key': key } })

const cartQuantities = async (jar: CookieJar) =>
  Object.fromEntries(((await getCart(jar)).cart?.items ?? []).map((i) => [i.product.sku, i.quantity]))

describe('reorder', () => {
  it('adds what is still sold at today’s prices, rounds a changed pack size and names the rest', async () => {
    await oldOrder()
    const { jar } = await login()
    const res = await reorder(jar, 'W500')
    expect(res.status).toBe(200)
    const body = (await res.json()) as ReorderResponse
    // Each line carries its old unit price, for the checkout's "price changed" notice (docs/decisions/058-one-page-checkout-and-repeat-orders.md).
    expect(body.lines.every((l) => typeof l.price_then === 'number')).toBe(true)
    expect(body.lines.map(({ price_then: _then, ...line }) => line)).toEqual([
      { line_no: 1, sku: 'HOI-1001', name: 'Sideharso 10 cm x 4 m', quantity: 2, added: true, quantity_added: 2 },
      {
        line_no: 2,
        sku: 'HOI-2003',
        name: 'Injektioneula 0,8 x 40 mm yksittäispakattu',
        quantity: 15,
        added: true,
        quantity_added: 20,
        message: 'Pakkauskoko on muuttunut: määrä pyöristettiin 20 kpl:een.',
      },
      {
        line_no: 3,
        sku: 'HOI-2002',
        name: 'Injektioneula 0,6 x 25 mm',
        quantity: 1,
        added: false,
        problem: 'discontinued',
        message: 'Tuote on poistunut valikoimasta.',
      },
      {
        line_no: 4,
        sku: 'VANHA-1',
        name: 'Poistunut sidetarvike',
        quantity: 3,
        added: false,
        problem: 'unknown',
        message: 'Tuotetta ei enää myydä.',
      },
    ])
    // Today's contract price of HOI-1001 (8,90 for the test customer), not the old order's 1,00.
    const sideharso = body.cart.items.find((i) => i.product.sku === 'HOI-1001')
    expect(sideharso?.prices?.price.value).toBe(8.9)
    expect(await cartQuantities(jar)).toEqual({ 'HOI-1001': 2, 'HOI-2003': 20 })
  })

  it('adds only the ticked lines, and a retry with the same key adds nothing twice', async () => {
    await oldOrder()
    const { jar } = await login()
    const first = await reorder(jar, 'W500', { lines: [1] }, 'reorder-key-0002')
    const again = await reorder(jar, 'W500', { lines: [1] }, 'reorder-key-0002')
    expect([first.status, again.status]).toEqual([200, 200])
    expect(await cartQuantities(jar)).toEqual({ 'HOI-1001': 2 })
    expect((await reorder(jar, 'W500', { lines: [] }, 'reorder-key-0003')).status).toBe(400)
    expect((await reorder(jar, 'W500', { lines: [9] }, 'reorder-key-0004')).status).toBe(400)
  })

  it("answers another customer's order as an unknown one, a guest 401 and a user without the orders scope 403", async () => {
    await oldOrder(CUSTOMER.pharmacy, 'W777')
    const { jar } = await login()
    const other = await reorder(jar, 'W777')
    expect(other.status).toBe(404)
    expect(await other.json()).toMatchObject({ message: 'Tilausta ei löytynyt.' })
    expect(await cartQuantities(jar)).toEqual({})
    expect((await reorder(new CookieJar(), 'W777')).status).toBe(401)
    await setScope(CUSTOMER.pharmacy, ['invoices'])
    const noScope = await login(USERS.pharmacy)
    expect((await reorder(noScope.jar, 'W777')).status).toBe(403)
  })

  it('needs an Idempotency-Key', async () => {
    await oldOrder()
    const { jar } = await login()
    const res = await postJson('/api/customer/orders/W500/reorder', {}, { jar })
    expect(res.status).toBe(400)
  })

  it('names a drug line for a denyMedListing customer without adding it', async () => {
    await setScope(CUSTOMER.restricted, ['orders'])
    await insertOrder({
      id: 2600,
      customerId: CUSTOMER.restricted,
      orderNumber: 'W600',
      createdAt: 1_767_225_600,
      lines: [LINES.amoksi, LINES.sideharso],
    })
    const { jar } = await login(USERS.restricted)
    const { lines } = (await (await reorder(jar, 'W600')).json()) as ReorderResponse
    expect(lines.map((l) => [l.sku, l.added, l.message ?? null])).toEqual([
      ['LAA-1001', false, 'Tuote ei ole tilattavissa asiakkuudellasi.'],
      ['HOI-1001', true, null],
    ])
  })
})
