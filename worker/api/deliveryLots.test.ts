import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { MEDICINE_RECORD_COLUMNS } from '../../contract/schemas/medicineRecord'
import type { OperatorDeliveryResponse } from '../../contract/schemas/operatorDeliveries'
import { CookieJar, login, shopFetch, USERS } from '../test/helpers'
import { addCustomer } from '../test/orderFixtures'
import {
  deliveryOf,
  insertParcelOrder,
  parcel,
  PARCEL_DELIVERED,
  PARCEL_ORDER,
  sendParcel,
} from '../test/deliveryFixtures'

/**
 * Lots and expiry on deliveries (docs/decisions/081-delivery-lots.md): the ERP's parcel arrives
 * through PUT /api/operator/deliveries once per delivery id, the buyer sees each line's lots on
 * the delivery, a lot shorter than the promise is flagged, and the medicine record lists the
 * company's received medicines lot by lot. Receiving's claim: ./deliveryClaim.test.ts.
 */

beforeEach(insertParcelOrder)

describe('the ERP’s parcel with its lots', () => {
  it('refuses a call without the operator’s secret or with a customer’s session', async () => {
    expect((await sendParcel(parcel(), null)).status).toBe(401)
    expect((await sendParcel(parcel(), 'vaara-avain-0123456789')).status).toBe(401)
    const { jar } = await login()
    expect((await sendParcel(parcel(), jar.get('session')!)).status).toBe(401)
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM deliveries').first<{ n: number }>()
    expect(count?.n).toBe(0)
  })

  it('makes the delivery once: the buyer sees each line’s lots, and a lot shorter than the promise is flagged', async () => {
    const first = await sendParcel(parcel())
    expect(first.status, await first.clone().text()).toBe(200)
    const made = (await first.json()) as OperatorDeliveryResponse
    expect(made).toMatchObject({ delivery_id: 'ERP-PARCEL-1', created: true, lines: 2, lots: 2 })

    const { jar } = await login()
    const delivery = await deliveryOf(jar, made.id)
    expect(delivery.status).toBe('delivered')
    expect(delivery.order_number).toBe(PARCEL_ORDER)
    expect(delivery.lines).toEqual([
      {
        sku: 'LAA-1001',
        name: 'Amoksisilliini 250 mg vet',
        url_key: 'amoksisilliini-250-mg-vet',
        ean: '6430009000017',
        vnr: expect.any(String),
        quantity: 3,
        is_medicine: true,
        min_shelf_life_months: 6,
        // Ordered by expiry: the older lot first. 2026-07-31 is less than six months from 10.3.
        lots: [
          { lot: 'AM25K077', expiry: '2026-07-31', quantity: 1, short_dated: true },
          { lot: 'AM26C101', expiry: '2028-02-29', quantity: 2, short_dated: false },
        ],
      },
      expect.objectContaining({ sku: 'HOI-1001', quantity: 2, is_medicine: false, lots: [] }),
    ])

    // The same parcel again, with its tracking moved on: the same delivery, its lots untouched.
    const again = await sendParcel(parcel({ tracking_code: 'JJFI64250210000000002' }))
    expect(await again.json()).toMatchObject({ id: made.id, created: false })
    const after = await deliveryOf(jar, made.id)
    expect(after.tracking_code).toBe('JJFI64250210000000002')
    expect(after.lines).toEqual(delivery.lines)
    const count = await env.DB.prepare('SELECT COUNT(*) AS n FROM delivery_lots').first<{ n: number }>()
    expect(count?.n).toBe(2)
  })

  it('takes the same parcel sent again with its lines and lots in another order as the same parcel', async () => {
    const first = (await (await sendParcel(parcel())).json()) as OperatorDeliveryResponse
    const original = parcel().lines
    const reordered = [original[1]!, { ...original[0]!, lots: [...original[0]!.lots].reverse() }]
    const again = await sendParcel(parcel({ lines: reordered }))
    expect(again.status).toBe(200)
    expect(await again.json()).toMatchObject({ id: first.id, created: false })
  })

  it('never changes a parcel’s lots once given: another lot for the same parcel is a 409', async () => {
    expect((await sendParcel(parcel())).status).toBe(200)
    const changed = parcel({
      lines: [
        { sku: 'LAA-1001', quantity: 3, lots: [{ lot: 'TOINEN1', expiry: '2028-01-31', quantity: 3 }] },
        { sku: 'HOI-1001', quantity: 2, lots: [] },
      ],
    })
    const res = await sendParcel(changed)
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('lääkekirjanpitoa') })
    const lots = await env.DB.prepare('SELECT lot FROM delivery_lots ORDER BY lot').all<{ lot: string }>()
    expect(lots.results.map((r) => r.lot)).toEqual(['AM25K077', 'AM26C101'])
  })

  it('refuses a line that is not on the order, more than was ordered, and lots that do not add up', async () => {
    const notOnOrder = await sendParcel(parcel({ lines: [{ sku: 'LAA-1002', quantity: 1, lots: [] }] }))
    expect(notOnOrder.status).toBe(400)
    expect(await notOnOrder.json()).toMatchObject({
      fields: { 'lines.0.sku': expect.stringContaining('ei ole tilauksella') },
    })

    expect(
      (await sendParcel(parcel({ delivery_id: 'ERP-A', lines: [{ sku: 'HOI-1001', quantity: 2, lots: [] }] }))).status,
    ).toBe(200)
    // The order had two; the first parcel brought both.
    const tooMany = await sendParcel(
      parcel({ delivery_id: 'ERP-B', lines: [{ sku: 'HOI-1001', quantity: 1, lots: [] }] }),
    )
    expect(tooMany.status).toBe(400)
    expect(await tooMany.json()).toMatchObject({
      fields: { 'lines.0.quantity': expect.stringContaining('jo 2 kpl') },
    })

    const wrongSum = await sendParcel(
      parcel({
        delivery_id: 'ERP-C',
        lines: [{ sku: 'LAA-1001', quantity: 3, lots: [{ lot: 'AM26C101', expiry: '2028-02-29', quantity: 2 }] }],
      }),
    )
    expect(wrongSum.status).toBe(400)
    expect(JSON.stringify(await wrongSum.json())).toContain('Erien määrien summa')

    const badExpiry = await sendParcel(
      parcel({
        delivery_id: 'ERP-D',
        lines: [{ sku: 'LAA-1001', quantity: 3, lots: [{ lot: 'AM26C101', expiry: '2028-02-30', quantity: 3 }] }],
      }),
    )
    expect(badExpiry.status).toBe(400)
    const unknownOrder = await sendParcel(parcel({ delivery_id: 'ERP-E', order_number: 'W999999' }))
    expect(unknownOrder.status).toBe(404)
  })

  it('shows another company’s delivery to no one else', async () => {
    const made = (await (await sendParcel(parcel())).json()) as OperatorDeliveryResponse
    await addCustomer(50, 'muu@example.fi', ['orders'])
    const { jar } = await login('muu@example.fi')
    expect((await shopFetch(`/api/customer/deliveries/${made.id}`, { jar })).status).toBe(404)
  })
})

describe('the medicine record', () => {
  async function recordOf(jar: CookieJar, query = ''): Promise<string[]> {
    const res = await shopFetch(`/api/customer/medicine-record.csv${query}`, { jar })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toMatch(/filename="laakekirjanpito-\d{4}-\d{2}-\d{2}\.csv"/)
    const text = new TextDecoder().decode(await res.arrayBuffer())
    return text.slice(0, -2).split('\r\n')
  }

  it('lists each received lot of a medicine with what Art. 103 asks, and no supplies', async () => {
    await sendParcel(parcel())
    const { jar } = await login()
    const rows = await recordOf(jar)
    const vnr = (await env.DB.prepare("SELECT vnr FROM products WHERE sku = 'LAA-1001'").first<{ vnr: string }>())!.vnr
    expect(rows).toEqual([
      MEDICINE_RECORD_COLUMNS.join(';'),
      `10.03.2026;Amoksisilliini 250 mg vet;250 mg;tabletti;${vnr};12345;AM25K077;31.07.2026;1;VetTarvike Oy;Tiilitie 6 B, 01720 Vantaa;${PARCEL_ORDER};JJFI64250210000000001;LAA-1001`,
      `10.03.2026;Amoksisilliini 250 mg vet;250 mg;tabletti;${vnr};12345;AM26C101;29.02.2028;2;VetTarvike Oy;Tiilitie 6 B, 01720 Vantaa;${PARCEL_ORDER};JJFI64250210000000001;LAA-1001`,
    ])
  })

  it('keeps to the days asked, counts a parcel from its delivery, and names the deployment’s supplier', async () => {
    await env.DB.prepare(
      "INSERT INTO store_config (key, value) VALUES ('supplier_name', 'Tukku Oy'), ('supplier_address', 'Katu 1, 00100 Helsinki')",
    ).run()
    await sendParcel(parcel())
    const { jar } = await login()
    expect(await recordOf(jar, '?from=2026-03-11')).toHaveLength(1)
    expect(await recordOf(jar, '?from=2026-03-10&to=2026-03-10')).toHaveLength(3)
    expect(await recordOf(jar, '?to=2026-03-09')).toHaveLength(1)
    expect((await recordOf(jar, '?from=&to='))[1]).toContain(';Tukku Oy;Katu 1, 00100 Helsinki;')

    const bad = await shopFetch('/api/customer/medicine-record.csv?from=2026-03-12&to=2026-03-01', { jar })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({ fields: { to: expect.any(String) } })
  })

  it('holds only the caller’s company, and needs the orders scope', async () => {
    await sendParcel(parcel())
    const { jar } = await login(USERS.pharmacy)
    const res = await shopFetch('/api/customer/medicine-record.csv', { jar })
    expect(res.status).toBe(403)
    await addCustomer(50, 'muu@example.fi', ['orders'])
    const other = await login('muu@example.fi')
    expect(await recordOf(other.jar)).toHaveLength(1)
    expect((await shopFetch('/api/customer/medicine-record.csv')).status).toBe(401)
  })

  it('lists a parcel not yet delivered only once its delivered step has come', async () => {
    await sendParcel(parcel({ delivered_at: null }))
    const { jar } = await login()
    expect(await recordOf(jar)).toHaveLength(1)
  })
})

describe('the shelf-life promise', () => {
  it('is on the product page where the operator set one', async () => {
    const res = await shopFetch('/api/catalog/productdetails/amoksisilliini-250-mg-vet')
    expect(
      ((await res.json()) as { product: { min_shelf_life_months: number | null } }).product.min_shelf_life_months,
    ).toBe(6)
    const gauze = await shopFetch('/api/catalog/productdetails/sideharso-10-cm')
    expect(
      ((await gauze.json()) as { product: { min_shelf_life_months: number | null } }).product.min_shelf_life_months,
    ).toBeNull()
  })
})
