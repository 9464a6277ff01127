import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import type { OperatorDeliveryResponse } from '../../contract/schemas/operatorDeliveries'
import { readOutbox } from '../mail/outbox'
import { CookieJar, login, postJson } from '../test/helpers'
import { addCustomer } from '../test/orderFixtures'
import {
  deliveryOf,
  insertParcelOrder,
  parcel,
  PARCEL_DELIVERED,
  PARCEL_ORDER,
  sendParcel,
} from '../test/deliveryFixtures'

// Receiving's claim (docs/decisions/083-receiving-deliveries.md): the differences between what
// arrived and the ERP's parcel, mailed to customer service once per delivery.

beforeEach(insertParcelOrder)

describe('receiving’s claim', () => {
  const claim = (jar: CookieJar, id: number, body: unknown) =>
    postJson(`/api/customer/deliveries/${id}/claim`, body, { jar })

  it('mails customer service the differences against the parcel, once, and the delivery says it was sent', async () => {
    const made = (await (await sendParcel(parcel())).json()) as OperatorDeliveryResponse
    const { jar } = await login()
    // The good lot came in full, the short-dated one came as another lot, the gauze one short,
    // and a code that is no product of this parcel.
    const body = {
      received: [
        { sku: 'LAA-1001', lot: 'AM26C101', quantity: 2 },
        { sku: 'LAA-1001', lot: 'VAARA1', quantity: 1 },
        { sku: 'HOI-1001', lot: null, quantity: 1 },
      ],
      unknown_codes: ['6430009000031'],
      note: 'Laatikko oli märkä.',
    }
    const res = await claim(jar, made.id, body)
    expect(res.status, await res.clone().text()).toBe(200)
    const answer = (await res.json()) as { differences: { kind: string; sku: string | null; lot: string | null }[] }
    expect(answer.differences.map((d) => [d.kind, d.sku, d.lot])).toEqual([
      ['short', 'LAA-1001', 'AM25K077'],
      ['wrong-lot', 'LAA-1001', 'VAARA1'],
      ['short', 'HOI-1001', null],
      ['unknown', null, null],
    ])
    const mails = await readOutbox(env.DB, 'asiakaspalvelu@vettarvike.fi')
    expect(mails).toHaveLength(1)
    expect(mails[0]!.to_address).toBe('asiakaspalvelu@vettarvike.fi')
    expect(mails[0]!.subject).toBe(`Reklamaatio: toimitus JJFI64250210000000001, tilaus ${PARCEL_ORDER}`)
    expect(mails[0]!.body_text).toContain('Amoksisilliini 250 mg vet, erä AM25K077: puuttuu 1 kpl')
    expect(mails[0]!.body_text).toContain('erä VAARA1 ei ole toimituksen erä')
    expect(mails[0]!.body_text).toContain('Laatikko oli märkä.')
    expect(mails[0]!.body_text).toContain('test@example.fi')

    // Once: a second claim is refused and sends nothing.
    expect((await claim(jar, made.id, body)).status).toBe(409)
    expect(await readOutbox(env.DB, 'asiakaspalvelu@vettarvike.fi')).toHaveLength(1)
    expect((await deliveryOf(jar, made.id)).claim_sent_at).toEqual(expect.any(String))
  })

  it('waits for the parcel to arrive', async () => {
    const made = (await (await sendParcel(parcel({ delivered_at: null }))).json()) as OperatorDeliveryResponse
    const { jar } = await login()
    const res = await claim(jar, made.id, { received: [], unknown_codes: [] })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ message: expect.stringContaining('ei ole vielä perillä') })
    expect(await readOutbox(env.DB, 'asiakaspalvelu@vettarvike.fi')).toHaveLength(0)
  })

  it('needs a difference, the caller’s own delivery, and a body it can read', async () => {
    const made = (await (await sendParcel(parcel())).json()) as OperatorDeliveryResponse
    const { jar } = await login()
    const everything = {
      received: [
        { sku: 'LAA-1001', lot: 'AM26C101', quantity: 2 },
        { sku: 'LAA-1001', lot: 'AM25K077', quantity: 1 },
        { sku: 'HOI-1001', lot: null, quantity: 2 },
      ],
      unknown_codes: [],
    }
    const none = await claim(jar, made.id, everything)
    expect(none.status).toBe(400)
    expect(await none.json()).toMatchObject({ message: expect.stringContaining('ei ollut poikkeamia') })
    // A pack without a lot fills the line's lots in order.
    const noLots = {
      received: [
        { sku: 'LAA-1001', lot: null, quantity: 3 },
        { sku: 'HOI-1001', lot: null, quantity: 2 },
      ],
      unknown_codes: [],
    }
    expect((await claim(jar, made.id, noLots)).status).toBe(400)
    expect((await claim(jar, made.id, { received: 'kaikki', unknown_codes: [] })).status).toBe(400)
    await addCustomer(50, 'muu@example.fi', ['orders'])
    const other = await login('muu@example.fi')
    expect((await claim(other.jar, made.id, { received: [], unknown_codes: [] })).status).toBe(404)
    expect(await readOutbox(env.DB, 'asiakaspalvelu@vettarvike.fi')).toHaveLength(0)
  })
})
