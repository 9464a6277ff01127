import { backorderText, replacesText } from '../../../contract/backorderText'
import type { OrderDetail } from '../../../contract/schemas/orders'
import { sendMail, type Mail } from '../../mail'
import { finnishDate, formatMoney } from '../../mail/format'
import { nowSeconds } from '../tokens'
import { orderDetail } from './orderHistory'

/**
 * The order confirmation the checkout success page promises ("Vahvistus lähetetään
 * sähköpostiisi"): the lines and a totals column that adds up to the cent, exactly as the
 * order view shows it (docs/decisions/015-totals-add-up.md).
 */

const WIDTH = 58
/** One line of a text column: label left, amount right. */
const column = (label: string, amount: string) =>
  `${label} `.padEnd(Math.max(WIDTH - amount.length, label.length + 1)) + amount

/** The billing step's details (docs/decisions/035-order-details-and-delivery-dates.md), as the order view shows them; nothing when none were given. */
function orderDetailLines(order: OrderDetail): string[] {
  const lines = [
    ...(order.customerReference ? [`Oma viite: ${order.customerReference}`] : []),
    `Toivottu toimituspäivä: ${
      order.requestedDeliveryDate ? finnishDate(order.requestedDeliveryDate) : 'ensimmäinen mahdollinen'
    }`,
    ...(order.deliveryNote ? ['Toimitusohje:', ...order.deliveryNote.split(/\r?\n/).map((l) => `  ${l}`)] : []),
  ]
  return [...lines, '']
}

export function orderConfirmationMail(to: string, order: OrderDetail): Mail {
  const { totals } = order
  const money = (value: number) => formatMoney(value, order.currency)
  const lines = order.items.map((item) =>
    [
      `${item.quantity} × ${item.name}${item.options ? ` (${item.options})` : ''}`,
      column(`  ${item.sku}, ${money(item.unit_price.value)} / kpl`, money(item.row_total.value)),
      // What the buyer chose for a line that could not ship in full (docs/decisions/073-availability.md).
      ...(item.backorder ? [`  ${backorderText(item.backorder)}`] : []),
      // A substitute the buyer took (docs/decisions/077-substitutes.md).
      ...(item.replaces ? [`  ${replacesText(item.replaces)}`] : []),
    ].join('\n'),
  )
  const hasDiscount = totals.discounts.length > 0
  const sum = [
    column(
      hasDiscount ? 'Välisumma listahinnoin (alv 0 %)' : 'Välisumma (alv 0 %)',
      money(totals.subtotal_excluding_tax.value),
    ),
    ...totals.discounts.map((d) => column(d.label || 'Alennus', money(-Math.abs(d.amount.value)))),
    column('Toimitus', money(totals.shipping.value)),
    ...totals.applied_taxes.map((t) => column(t.label, money(t.amount.value))),
    '-'.repeat(WIDTH),
    column('Yhteensä (sis. alv)', money(totals.grand_total.value)),
  ]
  const address = order.shipping_address
  return {
    to,
    subject: `Tilausvahvistus ${order.order_number} – VetTarvike`,
    text: [
      'Hei,',
      '',
      `kiitos tilauksestasi! Olemme vastaanottaneet tilauksen ${order.order_number}.`,
      '',
      ...orderDetailLines(order),
      ...lines,
      '',
      ...sum,
      '',
      ...(order.shipping_method
        ? [`Toimitustapa: ${order.shipping_method.carrier_title.map((t) => t.name).join(', ')}`]
        : []),
      ...(order.payment_method ? [`Maksutapa: ${order.payment_method.title}`] : []),
      ...(address
        ? [
            'Toimitusosoite:',
            `  ${address.firstname} ${address.lastname}`,
            `  ${address.street.join(', ')}`,
            `  ${address.postcode} ${address.city}`,
          ]
        : []),
      '',
      'Tilauksen tilan näet verkkokaupan tilaushistoriasta.',
      '',
      'Ystävällisin terveisin',
      'VetTarvike-asiakaspalvelu',
    ].join('\n'),
  }
}

/**
 * Sends the confirmation of an order at most once: the conditional UPDATE lets exactly one
 * caller (the first placeOrder, not its retries) claim the mail. A failure to send is logged,
 * never an error of the order, which is placed either way.
 */
export async function sendOrderConfirmationOnce(env: Env, customerId: number, orderNumber: string): Promise<void> {
  const claimed = await env.DB.prepare(
    'UPDATE orders SET confirmation_sent_at = ? WHERE order_number = ? AND customer_id = ? AND confirmation_sent_at IS NULL',
  )
    .bind(nowSeconds(), orderNumber, customerId)
    .run()
  if (claimed.meta.changes !== 1) return
  try {
    const customer = await env.DB.prepare('SELECT email, company_id FROM customers WHERE id = ?')
      .bind(customerId)
      .first<{ email: string; company_id: number }>()
    const order = customer ? await orderDetail(env.DB, customer.company_id, orderNumber) : null
    if (!order || !customer) return
    await sendMail(env, orderConfirmationMail(customer.email, order))
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', message: 'order confirmation mail failed', orderNumber, error: String(error) }),
    )
  }
}
