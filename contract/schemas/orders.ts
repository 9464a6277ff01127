import * as v from 'valibot'
import { MAX_ACCOUNT_PAGE } from './accountListSearch'
import { AddressViewSchema } from './cart'
import { DeliveryLineSchema } from './deliveryLots'
import { dateRangeInOrder, FILTER_MESSAGES, INVOICE_FILTER_ENTRIES, ORDER_FILTER_ENTRIES } from './historyFilters'
import { DELIVERY_STEPS, INVOICE_KINDS, INVOICE_STATUSES, ORDER_CHANNELS, ORDER_STATUSES } from './orderStatuses'

/**
 * The account area's orders, invoices and deliveries (spec §2 /account/order, /account/invoice,
 * /account/delivery): GET /api/customer/orders|invoices|deliveries. Money is in euros as in
 * the cart (`{ value }`); row prices are alv 0 %, invoice amounts include VAT. Timestamps are
 * ISO 8601 (UTC); due dates are calendar dates (yyyy-mm-dd, Helsinki).
 */

export { DELIVERY_STEPS, INVOICE_KINDS, INVOICE_STATUSES, ORDER_CHANNELS, ORDER_STATUSES } from './orderStatuses'
export type { DeliveryStep, InvoiceKind, InvoiceStatus, OrderStatus } from './orderStatuses'

export const ACCOUNT_PAGE_SIZE = 20
export const MAX_ACCOUNT_PAGE_SIZE = 50

// ---------------------------------------------------------------- requests

const intString = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(message),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

const pageEntries = {
  page: v.optional(intString(1, MAX_ACCOUNT_PAGE, 'Virheellinen sivunumero.'), '1'),
  pageSize: v.optional(
    intString(1, MAX_ACCOUNT_PAGE_SIZE, `Sivun koko on 1–${MAX_ACCOUNT_PAGE_SIZE}.`),
    String(ACCOUNT_PAGE_SIZE),
  ),
}

/** ?page=&pageSize= of the delivery list. */
export const AccountPageQuerySchema = v.strictObject(pageEntries)
export type AccountPageQuery = v.InferOutput<typeof AccountPageQuerySchema>

/**
 * ?page=&pageSize= and the filters of the order history (./historyFilters.ts): from, to (Helsinki
 * calendar dates, both included), status, reference (the customer's own, a part of it), product
 * (a part of a line's SKU or name, or a product's whole EAN or Vnr).
 */
export const OrderListQuerySchema = v.pipe(
  v.strictObject({ ...pageEntries, ...ORDER_FILTER_ENTRIES }),
  v.forward(v.partialCheck([['from'], ['to']], dateRangeInOrder, FILTER_MESSAGES.range), ['to']),
)
export type OrderListQuery = v.InferOutput<typeof OrderListQuerySchema>

/** ?page=&pageSize=&status=&from=&to= of the invoice list; status filters by the derived status, from/to by the issue date. */
export const InvoicesQuerySchema = v.pipe(
  v.strictObject({ ...pageEntries, ...INVOICE_FILTER_ENTRIES }),
  v.forward(v.partialCheck([['from'], ['to']], dateRangeInOrder, FILTER_MESSAGES.range), ['to']),
)
export type InvoicesQuery = v.InferOutput<typeof InvoicesQuerySchema>

/** Path parameters: a malformed one names nothing, so it is a 404 like an unknown one. */
export const DocumentNumberParamSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,32}$/))
export const DeliveryIdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number))

// ---------------------------------------------------------------- responses

const Money = v.object({ value: v.number() })
const Iso = v.string()

const paged = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total_count: v.number(), page: v.number(), page_size: v.number() })

/**
 * The billing step's order details (docs/decisions/035-order-details-and-delivery-dates.md; OrderDetailsSchema of ./cart.ts) as the order
 * keeps them. Optional for an upstream that has none: '' and null then.
 */
const orderDetailEntries = {
  /** The customer's own order reference (a purchase order number), at most 35 characters; '' when none. */
  customerReference: v.optional(v.string(), ''),
  /** yyyy-mm-dd (Helsinki); null = the first possible delivery day. */
  requestedDeliveryDate: v.optional(v.nullable(v.string()), null),
  /** At most 250 characters; '' when none. */
  deliveryNote: v.optional(v.string(), ''),
}

export const OrderSummarySchema = v.object({
  order_number: v.string(),
  created_at: Iso,
  status: v.picklist(ORDER_STATUSES),
  channel: v.picklist(ORDER_CHANNELS),
  /** Number of order lines. */
  item_count: v.number(),
  /** Sum of the lines' quantities. */
  total_quantity: v.number(),
  /** VAT included. */
  grand_total: Money,
  currency: v.string(),
  ...orderDetailEntries,
})
export type OrderSummary = v.InferOutput<typeof OrderSummarySchema>

export const OrderListResponseSchema = paged(OrderSummarySchema)
export type OrderListResponse = v.InferOutput<typeof OrderListResponseSchema>

/** An order line as ordered (a snapshot: later catalogue changes do not rewrite it). */
export const OrderLineSchema = v.object({
  line_no: v.number(),
  sku: v.string(),
  name: v.string(),
  /** e.g. 'Koko: M'; '' for simple products. */
  options: v.string(),
  /** The product page, or null when the product is no longer sold. */
  url_key: v.nullable(v.string()),
  quantity: v.number(),
  /** alv 0 % */
  unit_price: Money,
  row_total: Money,
  /** Percent: 10, 14, 25.5. */
  vat_rate: v.number(),
  /**
   * The part still to come (docs/decisions/073-availability.md): how many, how the buyer chose it
   * ships ('backorder': all together; 'partial': the rest later) and when it is expected. Absent or
   * null when the line shipped in full, or from an upstream without backorders.
   */
  backorder: v.optional(
    v.nullable(
      v.object({
        quantity: v.number(),
        fulfilment: v.nullable(v.picklist(['backorder', 'partial'])),
        expected_date: v.nullable(v.string()),
      }),
    ),
  ),
  /**
   * The product the buyer took this substitute for (docs/decisions/077-substitutes.md), with the
   * line they read when choosing it ("2 × 50 ml korvaa 100 ml. Sama vaikuttava aine, …").
   */
  replaces: v.optional(
    v.nullable(v.object({ sku: v.string(), name: v.string(), quantity: v.number(), note: v.nullable(v.string()) })),
  ),
})
export type OrderLine = v.InferOutput<typeof OrderLineSchema>

/** spec §3/§9 totals, a sum to the cent: subtotal before discounts − discounts + shipping + taxes per rate = grand total. */
export const OrderTotalsSchema = v.object({
  subtotal_excluding_tax: Money,
  discounts: v.array(v.object({ label: v.string(), amount: v.object({ value: v.number(), currency: v.string() }) })),
  shipping: Money,
  applied_taxes: v.array(v.object({ label: v.string(), rate: v.number(), amount: Money })),
  grand_total: Money,
})
export type OrderTotals = v.InferOutput<typeof OrderTotalsSchema>

export const OrderShippingMethodSchema = v.object({
  /** posti, matkahuolto, nouto, freeshipping; an external order may name another carrier. */
  carrier_code: v.string(),
  carrier_title: v.array(v.object({ name: v.string(), value: v.number() })),
  amount: Money,
})

export const OrderDetailSchema = v.object({
  ...OrderSummarySchema.entries,
  items: v.array(OrderLineSchema),
  shipping_address: v.nullable(AddressViewSchema),
  billing_address: v.nullable(AddressViewSchema),
  shipping_method: v.nullable(OrderShippingMethodSchema),
  payment_method: v.nullable(v.object({ code: v.string(), title: v.string() })),
  totals: OrderTotalsSchema,
  /** Only for channel 'external': where the order came from (details: /external). */
  external: v.nullable(v.object({ source_system: v.string(), external_reference: v.string() })),
  deliveries: v.array(
    v.object({ id: v.number(), carrier: v.string(), tracking_code: v.string(), status: v.picklist(DELIVERY_STEPS) }),
  ),
  invoices: v.array(
    v.object({
      invoice_number: v.string(),
      status: v.picklist(INVOICE_STATUSES),
      kind: v.optional(v.picklist(INVOICE_KINDS), 'invoice'),
    }),
  ),
  /** The standing order whose run this order is (docs/decisions/079-standing-orders.md); null or absent otherwise. */
  standing_order: v.optional(v.nullable(v.object({ id: v.number(), name: v.string() }))),
})
export type OrderDetail = v.InferOutput<typeof OrderDetailSchema>

export const OrderDetailResponseSchema = v.object({ order: OrderDetailSchema })
export type OrderDetailResponse = v.InferOutput<typeof OrderDetailResponseSchema>

/** GET /api/customer/orders/{orderNumber}/external: an order of another sales channel as the ERP has it. */
export const ExternalOrderSchema = v.object({
  order_number: v.string(),
  created_at: Iso,
  status: v.picklist(ORDER_STATUSES),
  /** e.g. 'Puhelinmyynti', 'EDI'. */
  source_system: v.string(),
  /** The order's number in the source system. */
  external_reference: v.string(),
  /** Who placed it (the caller on the phone, the ordering system), '' when unknown. */
  ordered_by: v.string(),
  note: v.string(),
  items: v.array(OrderLineSchema),
  totals: OrderTotalsSchema,
  currency: v.string(),
})
export type ExternalOrder = v.InferOutput<typeof ExternalOrderSchema>
export const ExternalOrderResponseSchema = v.object({ order: ExternalOrderSchema })
export type ExternalOrderResponse = v.InferOutput<typeof ExternalOrderResponseSchema>

export const InvoiceSummarySchema = v.object({
  invoice_number: v.string(),
  /** The invoiced order, or null (e.g. a separate charge). */
  order_number: v.nullable(v.string()),
  issued_at: Iso,
  /** yyyy-mm-dd: 14 days net. */
  due_date: v.string(),
  status: v.picklist(INVOICE_STATUSES),
  paid_at: v.nullable(Iso),
  /** To pay, VAT included. */
  amount: Money,
  vat: Money,
  currency: v.string(),
  /** Finnish reference number (viitenumero), digits only; show it in groups of five from the right. */
  reference: v.string(),
  /**
   * A credit note (hyvityslasku) credits an invoice, whose number it names; its amount is what it
   * credits, and it is settled when made (docs/decisions/084-einvoices.md). Absent from an
   * upstream without credit notes: an invoice.
   */
  kind: v.optional(v.picklist(INVOICE_KINDS), 'invoice'),
  credits_invoice_number: v.optional(v.nullable(v.string()), null),
  /** An invoice's credit notes so far (VAT included). */
  credited: v.optional(Money, { value: 0 }),
  /** What is still to pay: the amount less its credit notes, 0 once paid. */
  outstanding: v.optional(Money),
})
export type InvoiceSummary = v.InferOutput<typeof InvoiceSummarySchema>

export const InvoiceListResponseSchema = v.object({
  ...paged(InvoiceSummarySchema).entries,
  /** Over all of the customer's invoices, whatever the filter. */
  summary: v.object({
    open_total: Money,
    overdue_total: Money,
    overdue_count: v.number(),
    /** The company's agreed credit limit, null when none (docs/decisions/084-einvoices.md). */
    credit_limit: v.optional(v.nullable(Money), null),
    /** What of it is in use: the invoices still to pay and the orders not yet invoiced. */
    credit_used: v.optional(Money, { value: 0 }),
  }),
})
export type InvoiceListResponse = v.InferOutput<typeof InvoiceListResponseSchema>

export const InvoiceDetailSchema = v.object({
  ...InvoiceSummarySchema.entries,
  items: v.array(OrderLineSchema),
  /** The order's totals, or for a charge without an order what the invoice itself says. */
  totals: OrderTotalsSchema,
  billing_address: v.nullable(AddressViewSchema),
  /** The invoiced order's details (docs/decisions/035-order-details-and-delivery-dates.md); '' and null for a charge without an order. */
  ...orderDetailEntries,
  customer: v.object({ company: v.string(), business_id: v.string(), customer_number: v.string() }),
  /** An invoice's credit notes, oldest first. */
  credit_notes: v.optional(v.array(v.object({ invoice_number: v.string(), issued_at: Iso, amount: Money })), []),
  /**
   * How the shop sent it (docs/decisions/085-invoice-sending.md): the channel, where to, and when;
   * sent_at null while it waits. Null for an invoice the shop did not send (the ERP's).
   */
  sending: v.optional(
    v.nullable(
      v.object({
        channel: v.picklist(['einvoice', 'email']),
        recipient: v.string(),
        format: v.picklist(['finvoice', 'peppol', 'pdf']),
        status: v.picklist(['pending', 'sending', 'sent', 'failed']),
        sent_at: v.nullable(Iso),
      }),
    ),
    null,
  ),
  /** What the bank transfer needs; barcode is the 54-digit Finnish bank barcode (virtuaaliviivakoodi, version 4). */
  payment: v.object({
    recipient: v.string(),
    iban: v.string(),
    bic: v.string(),
    reference: v.string(),
    due_date: v.string(),
    amount: Money,
    barcode: v.string(),
  }),
})
export type InvoiceDetail = v.InferOutput<typeof InvoiceDetailSchema>
export const InvoiceDetailResponseSchema = v.object({ invoice: InvoiceDetailSchema })
export type InvoiceDetailResponse = v.InferOutput<typeof InvoiceDetailResponseSchema>

export const DeliverySummarySchema = v.object({
  id: v.number(),
  order_number: v.string(),
  /** posti, matkahuolto, nouto, … */
  carrier: v.string(),
  carrier_name: v.string(),
  tracking_code: v.string(),
  /** The carrier's tracking page, when it has one. */
  tracking_url: v.nullable(v.string()),
  /** The latest step reached. */
  status: v.picklist(DELIVERY_STEPS),
  updated_at: Iso,
})
export type DeliverySummary = v.InferOutput<typeof DeliverySummarySchema>

export const DeliveryListResponseSchema = paged(DeliverySummarySchema)
export type DeliveryListResponse = v.InferOutput<typeof DeliveryListResponseSchema>

export const DeliveryDetailSchema = v.object({
  ...DeliverySummarySchema.entries,
  /** Every step of DELIVERY_STEPS in order; `at` is null for a step not reached yet. */
  events: v.array(v.object({ status: v.picklist(DELIVERY_STEPS), at: v.nullable(Iso) })),
  /** What the parcel carried, with lots and expiry (docs/decisions/081-delivery-lots.md); empty when the ERP sent none. */
  lines: v.optional(v.array(DeliveryLineSchema), []),
  /** When the receiving claim went to customer service (docs/decisions/083-receiving-deliveries.md); null before. */
  claim_sent_at: v.optional(v.nullable(Iso), null),
})
export type DeliveryDetail = v.InferOutput<typeof DeliveryDetailSchema>
export const DeliveryDetailResponseSchema = v.object({ delivery: DeliveryDetailSchema })
export type DeliveryDetailResponse = v.InferOutput<typeof DeliveryDetailResponseSchema>
