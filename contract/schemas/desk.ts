import * as v from 'valibot'
import { DELIVERY_STEPS, ORDER_STATUSES } from './orderStatuses'

/**
 * The buyer's desk on the logged-in home page (spec §2 home; docs/decisions/061-home-desk-and-session-switch.md):
 * GET /api/customer/desk, one read of small parts: the last orders, the shopping lists, the open
 * purchase requests, the deliveries on the way and the open invoices. A part the user's scope
 * does not cover (spec §6) is null, so the page leaves it out. Money is in euros, VAT included.
 */

/** How many orders, lists and deliveries the desk shows at most. */
export const DESK_ORDERS = 4
export const DESK_LISTS = 6
export const DESK_DELIVERIES = 3

const Money = v.object({ value: v.number() })

export const DeskOrderSchema = v.object({
  order_number: v.string(),
  created_at: v.string(),
  status: v.picklist(ORDER_STATUSES),
  item_count: v.number(),
  grand_total: Money,
})

export const DeskListSchema = v.object({
  id: v.number(),
  title: v.string(),
  item_count: v.number(),
  /** The user's own list (shared or not); false: a colleague's shared list. */
  own: v.boolean(),
  shared: v.boolean(),
  /** The colleague who shares it; '' for the user's own. */
  owner_name: v.string(),
})

export const DeskDeliverySchema = v.object({
  id: v.number(),
  order_number: v.string(),
  carrier_name: v.string(),
  status: v.picklist(DELIVERY_STEPS),
})

export const DeskResponseSchema = v.object({
  /** Newest first; null without the `orders` scope. */
  orders: v.nullable(v.array(DeskOrderSchema)),
  /** Own lists first; null without the `shoppinglists` scope. */
  lists: v.nullable(v.array(DeskListSchema)),
  requests: v.object({
    /** The user's own requests waiting for a decision. */
    mine: v.number(),
    /** Lines in the cart of a user who sends the cart for approval (no `checkout` scope); 0 otherwise. */
    toSend: v.number(),
    /** The company's requests of others waiting for this approver; null for a user who cannot approve. */
    toApprove: v.nullable(v.number()),
  }),
  /** Not delivered yet, newest first; null without the `orders` scope. */
  deliveries: v.nullable(v.object({ count: v.number(), items: v.array(DeskDeliverySchema) })),
  /** Open and overdue invoices; null without the `invoices` scope. */
  invoices: v.nullable(v.object({ count: v.number(), overdue: v.number(), total: Money })),
})
export type DeskResponse = v.InferOutput<typeof DeskResponseSchema>
