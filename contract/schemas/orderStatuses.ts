/**
 * The states of orders, invoices and deliveries (contract/schemas/orders.ts). Plain values with
 * no valibot, so a route's search validation can use them without pulling the order schemas
 * into the root chunk of the app.
 */

export const ORDER_STATUSES = ['received', 'processing', 'shipped', 'delivered', 'cancelled'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** 'web' = placed in this shop; 'external' = phone sales, EDI and other sales channels of the ERP. */
export const ORDER_CHANNELS = ['web', 'external'] as const
/** 'overdue' is derived: an open invoice whose due date has passed. */
export const INVOICE_STATUSES = ['open', 'paid', 'overdue'] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]
/** An invoice, or a credit note (hyvityslasku) that credits one (docs/decisions/084-einvoices.md). */
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const
export type InvoiceKind = (typeof INVOICE_KINDS)[number]
/** The steps of a delivery's timeline, in order. */
export const DELIVERY_STEPS = ['packed', 'shipped', 'out-for-delivery', 'delivered'] as const
export type DeliveryStep = (typeof DELIVERY_STEPS)[number]
