/// <reference types="@cloudflare/vitest-pool-workers/types" />
// Helpers of the order, invoice, delivery and shopping-list tests: documents the ERP would
// write (seed/test.sql has none), customers with a chosen scope, and checkout as the browser does it.
import { env } from 'cloudflare:workers'
import type { Cart } from '../../contract/schemas/cart'
import { referenceNumber } from '../backend/orders/reference'
import { postJson, type CookieJar } from './helpers'
import { ADDRESS, addToCart, cartOf, getCart } from './cartFixtures'

export const CUSTOMER = { normal: 1, restricted: 2, pharmacy: 3 } as const

/** A new customer with the password of test@example.fi ('salasana123') and the given scope. */
export async function addCustomer(id: number, email: string, scope: string[]): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope, created_at)
     SELECT ?1, ?2, password_hash, 'Osa', 'Oikeus', 'Osaoikeus Oy', '7654321-0', 'C1' || ?1, ?3, created_at
     FROM customers WHERE id = 1`,
  )
    .bind(id, email, JSON.stringify(scope))
    .run()
}

export const setScope = (customerId: number, scope: string[]) =>
  env.DB.prepare('UPDATE customers SET scope = ? WHERE id = ?').bind(JSON.stringify(scope), customerId).run()

export interface LineInput {
  productId: number | null
  sku: string
  name: string
  quantity: number
  unitCents: number
  vatRate: number
}

const tax = (cents: number, rate: number) => Math.round((cents * Math.round(rate * 100)) / 10_000)

export const LINES = {
  sideharso: {
    productId: 4,
    sku: 'HOI-1001',
    name: 'Sideharso 10 cm x 4 m',
    quantity: 2,
    unitCents: 890,
    vatRate: 25.5,
  },
  amoksi: {
    productId: 1,
    sku: 'LAA-1001',
    name: 'Amoksisilliini 250 mg vet',
    quantity: 1,
    unitCents: 2450,
    vatRate: 10,
  },
} satisfies Record<string, LineInput>

/** An order as the ERP stores it (totals from its lines, shipping 14,90 by Posti); returns its id. */
/**
 * A delivered order with two VAT rates, ready to invoice: the medicine (24,50 at 10 %) and two
 * gauzes (2 × 8,90 at 25,5 %), shipping 14,90; 67,99 in all.
 */
export const insertTwoRateOrder = (id = 1, orderNumber = 'W100001') =>
  insertOrder({
    id,
    customerId: CUSTOMER.normal,
    orderNumber,
    createdAt: 1_767_225_600,
    lines: [LINES.amoksi, LINES.sideharso],
  })

export async function insertOrder(o: {
  id: number
  customerId: number
  orderNumber: string
  createdAt: number
  channel?: 'web' | 'external'
  status?: string
  lines?: LineInput[]
  external?: { source: string; reference: string; orderedBy?: string; note?: string }
}): Promise<number> {
  const lines = o.lines ?? [LINES.sideharso]
  const shipping = 1490
  const byRate = new Map<number, number>()
  for (const l of lines) byRate.set(l.vatRate, (byRate.get(l.vatRate) ?? 0) + tax(l.unitCents * l.quantity, l.vatRate))
  byRate.set(25.5, (byRate.get(25.5) ?? 0) + tax(shipping, 25.5))
  const taxes = [...byRate]
    .sort(([a], [b]) => a - b)
    .map(([rate, cents]) => ({
      rate,
      label: `ALV ${String(rate).replace('.', ',')} %`,
      amount_cents: cents,
    }))
  const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0)
  const taxTotal = taxes.reduce((sum, t) => sum + t.amount_cents, 0)
  const statements = [
    env.DB.prepare(
      `INSERT INTO orders (id, order_number, customer_id, channel, status, shipping_address, billing_address,
         shipping_method, shipping_breakdown, payment_method, total_quantity, subtotal_cents, shipping_cents, tax_cents,
         grand_total_cents, taxes, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?6, 'posti', '[{"name":"Posti toimitus","value":14.9}]', 'invoice', ?7, ?8, ?9,
         ?10, ?11, ?12, ?13)`,
    ).bind(
      o.id,
      o.orderNumber,
      o.customerId,
      o.channel ?? 'web',
      o.status ?? 'delivered',
      JSON.stringify(ADDRESS),
      lines.reduce((sum, l) => sum + l.quantity, 0),
      subtotal,
      shipping,
      taxTotal,
      subtotal + shipping + taxTotal,
      JSON.stringify(taxes),
      o.createdAt,
    ),
    ...lines.map((l, i) =>
      env.DB.prepare(
        `INSERT INTO order_lines (order_id, line_no, product_id, sku, name, quantity, unit_price_cents,
           regular_price_cents, row_total_cents, vat_rate, tax_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(
        o.id,
        i + 1,
        l.productId,
        l.sku,
        l.name,
        l.quantity,
        l.unitCents,
        l.unitCents,
        l.unitCents * l.quantity,
        l.vatRate,
        tax(l.unitCents * l.quantity, l.vatRate),
      ),
    ),
  ]
  if (o.external) {
    statements.push(
      env.DB.prepare(
        'INSERT INTO external_orders (order_id, source_system, external_reference, ordered_by, note) VALUES (?, ?, ?, ?, ?)',
      ).bind(o.id, o.external.source, o.external.reference, o.external.orderedBy ?? '', o.external.note ?? ''),
    )
  }
  await env.DB.batch(statements)
  return o.id
}

/** An invoice of an order for its grand total (VAT from the order); reference from the invoice id. */
export async function insertInvoice(i: {
  id: number
  orderId: number
  invoiceNumber: string
  issuedAt: number
  dueDate: string
  paidAt?: number
}): Promise<string> {
  const reference = referenceNumber(1000 + i.id)
  await env.DB.prepare(
    `INSERT INTO invoices (id, invoice_number, customer_id, order_id, issued_at, due_date, amount_cents, vat_cents,
       status, paid_at, reference)
     SELECT ?1, ?2, customer_id, id, ?3, ?4, grand_total_cents, tax_cents, ?5, ?6, ?7 FROM orders WHERE id = ?8`,
  )
    .bind(
      i.id,
      i.invoiceNumber,
      i.issuedAt,
      i.dueDate,
      i.paidAt === undefined ? 'open' : 'paid',
      i.paidAt ?? null,
      reference,
      i.orderId,
    )
    .run()
  return reference
}

export async function insertDelivery(d: {
  id: number
  orderId: number
  carrier?: string
  trackingCode: string
  packedAt: number
  shippedAt?: number
  outForDeliveryAt?: number
  deliveredAt?: number
}): Promise<void> {
  await env.DB.prepare(
    `INSERT INTO deliveries (id, order_id, carrier, tracking_code, packed_at, shipped_at, out_for_delivery_at, delivered_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  )
    .bind(
      d.id,
      d.orderId,
      d.carrier ?? 'posti',
      d.trackingCode,
      d.packedAt,
      d.shippedAt ?? null,
      d.outForDeliveryAt ?? null,
      d.deliveredAt ?? null,
    )
    .run()
}

const step = (jar: CookieJar, path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })

/** Places an order through the BFF like the checkout page; answers the order number and the cart it priced. */
export async function placeOrderThroughCheckout(
  jar: CookieJar,
  lines: [string, number][],
): Promise<{ orderNumber: string; cart: Cart }> {
  for (const [sku, quantity] of lines) await cartOf(addToCart(jar, sku, quantity))
  await cartOf(step(jar, 'shippingAddress', { address: ADDRESS }))
  await cartOf(step(jar, 'shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step(jar, 'paymentMethod', { code: 'invoice' }))
  await cartOf(step(jar, 'billingAddress', { same_as_shipping: true }))
  const { cart } = await getCart(jar)
  if (!cart?.id) throw new Error('no customer cart')
  const res = await step(jar, 'placeOrder', { cart_id: cart.id, hasAcceptedTermsAndConditions: true })
  if (res.status !== 200) throw new Error(`placeOrder: ${res.status} ${await res.text()}`)
  const { order } = (await res.json()) as { order: { order_number: string } }
  return { orderNumber: order.order_number, cart }
}

/** The ERP's parcel of an order of one amoxicillin pack from one lot (PUT /api/operator/deliveries). */
export const erpParcel = (orderNumber: string, deliveryId: string) => ({
  delivery_id: deliveryId,
  order_number: orderNumber,
  carrier: 'posti',
  tracking_code: `JJFI${orderNumber.slice(1)}`,
  packed_at: '2026-01-02T10:00:00+02:00',
  delivered_at: '2026-01-03T12:00:00+02:00',
  lines: [{ sku: 'LAA-1001', quantity: 1, lots: [{ lot: 'AM26A001', expiry: '2028-01-31', quantity: 1 }] }],
})
