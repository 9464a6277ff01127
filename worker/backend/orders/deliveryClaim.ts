import { deliveryDifferences, differenceText } from '../../../contract/deliveryDifferences'
import type { DeliveryClaimRequest, DeliveryClaimResponse } from '../../../contract/schemas/deliveryClaim'
import { sendMail } from '../../mail'
import { CLAIM_LIMITS } from '../../throttle/limits'
import { countRequest, counterKey } from '../../throttle/store'
import { BackendError } from '../errors'
import { readSupplier } from '../operator/supplier'
import { isoTime } from './access'
import { deliveryDetail } from './deliveries'

/**
 * A receiving claim (docs/decisions/083-receiving-deliveries.md): the buyer's counts against the
 * parcel's lines and lots, the differences written by the same function the page shows them
 * with, and one mail to customer service with the delivery, its lines and the differences.
 * Once per delivery (delivery_claims' key), and at most CLAIM_LIMITS a day per user.
 */
export async function sendDeliveryClaim(
  env: Pick<Env, 'DB' | 'MAIL' | 'MAIL_FROM'>,
  caller: { companyId: number; customerId: number },
  deliveryId: number,
  body: DeliveryClaimRequest,
): Promise<DeliveryClaimResponse> {
  const delivery = await deliveryDetail(env.DB, caller.companyId, deliveryId)
  if (!delivery) throw new BackendError(404, 'Toimitusta ei löytynyt.')
  if (delivery.lines.length === 0) throw new BackendError(409, 'Toimituksella ei ole rivejä, joita vastaanottaa.')
  if (delivery.status !== 'delivered') {
    throw new BackendError(409, 'Toimitus ei ole vielä perillä: vastaanota se, kun se on toimitettu.')
  }
  const earlier = await env.DB.prepare('SELECT sent_at FROM delivery_claims WHERE delivery_id = ?')
    .bind(deliveryId)
    .first<{ sent_at: number }>()
  if (earlier) throw alreadySent()
  const differences = deliveryDifferences(delivery.lines, body.received, body.unknown_codes)
  if (differences.length === 0) {
    throw new BackendError(400, 'Vastaanotossa ei ollut poikkeamia, joten reklamaatiota ei tarvita.')
  }
  const now = Math.floor(Date.now() / 1000)
  const counted = await countRequest(
    env.DB,
    await counterKey(['claim', 'user', String(caller.customerId)]),
    CLAIM_LIMITS.user,
    now,
  )
  if (counted.count > CLAIM_LIMITS.user.max) {
    const seconds = Math.max(1, counted.windowEnds - now)
    throw new BackendError(
      429,
      'Liian monta reklamaatiota lyhyessä ajassa. Ota yhteyttä asiakaspalveluun.',
      undefined,
      {
        'Retry-After': String(seconds),
      },
    )
  }
  const claimed = await env.DB.prepare(
    `INSERT INTO delivery_claims (delivery_id, customer_id, differences, note, sent_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (delivery_id) DO NOTHING`,
  )
    .bind(deliveryId, caller.customerId, JSON.stringify(differences), body.note, now)
    .run()
  if (claimed.meta.changes !== 1) throw alreadySent()

  const customer = await env.DB.prepare(
    'SELECT firstname, lastname, email, company, business_id FROM customers WHERE id = ?',
  )
    .bind(caller.customerId)
    .first<{ firstname: string; lastname: string; email: string; company: string; business_id: string }>()
  const supplier = await readSupplier(env.DB)
  try {
    await sendMail(env, {
      to: supplier.email,
      ...(customer?.email ? { replyTo: customer.email } : {}),
      subject: `Reklamaatio: toimitus ${delivery.tracking_code}, tilaus ${delivery.order_number}`,
      text: [
        `Asiakas reklamoi toimituksen vastaanotossa havaituista poikkeamista.`,
        '',
        `Asiakas: ${customer?.company ?? ''} (${customer?.business_id ?? ''})`,
        `Vastaanottaja: ${customer?.firstname ?? ''} ${customer?.lastname ?? ''}, ${customer?.email ?? ''}`,
        `Tilaus: ${delivery.order_number}`,
        `Lähetys: ${delivery.tracking_code} (${delivery.carrier_name})`,
        '',
        'Poikkeamat:',
        ...differences.map((d) => `- ${differenceText(d)}`),
        '',
        'Toimituksen rivit:',
        ...delivery.lines.map(
          (line) =>
            `- ${line.quantity} × ${line.name} (${line.sku})${line.lots.length ? `: ${line.lots.map((l) => `erä ${l.lot} ${l.quantity} kpl`).join(', ')}` : ''}`,
        ),
        ...(body.note ? ['', 'Asiakkaan viesti:', body.note] : []),
      ].join('\n'),
    })
  } catch (error) {
    // Not sent is not claimed: the buyer may send it again.
    await env.DB.prepare('DELETE FROM delivery_claims WHERE delivery_id = ? AND sent_at = ?')
      .bind(deliveryId, now)
      .run()
    throw error
  }
  return { sent_at: isoTime(now), differences }
}

const alreadySent = () => new BackendError(409, 'Tämän toimituksen reklamaatio on jo lähetetty.')
