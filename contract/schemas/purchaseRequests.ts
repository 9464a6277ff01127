import * as v from 'valibot'
import { AvailabilitySchema } from './availability'
import { oneLine } from './text'
import { MAX_QUANTITY } from '../quantityRules'
import { QuantityRulesSchema } from '../quantityRulesSchema'
import { CartSchema } from './cart'

/**
 * Purchase requests (spec §12): an order that an approval rule catches, or any order of a
 * user without the `checkout` scope, is sent for approval instead of being placed. The
 * requester's cart becomes the request (and they get a new empty cart); an approver (a user of
 * the same company with `checkout`) sees it at the company's current contract prices, may
 * change quantities or remove lines, and approves it (the order is placed exactly once,
 * through the normal checkout steps) or rejects it with a reason. The requester may withdraw
 * a pending request.
 *
 * The calls are the purchase approval rows of contract/upstream.ts.
 *
 * The approval checkout (docs/decisions/041-purchase-requests.md): approve makes the request's
 * lines the approver's open cart (their own cart waits); the approver goes through /checkout as
 * usual and placeOrder of that cart places the order and approves the request in one write,
 * only while the request is pending, so it is placed at most once.
 */

export const MAX_REQUEST_NOTE = 500
export const MAX_REJECT_REASON = 500

export const PURCHASE_REQUEST_STATUSES = ['pending', 'approved', 'rejected', 'withdrawn'] as const
export type PurchaseRequestStatus = (typeof PURCHASE_REQUEST_STATUSES)[number]

export const PURCHASE_REQUEST_STATUS_LABELS: Record<PurchaseRequestStatus, string> = {
  pending: 'Odottaa hyväksyntää',
  approved: 'Hyväksytty',
  rejected: 'Hylätty',
  withdrawn: 'Peruttu',
}

/** Why an order needs approval: one per rule that caught it (contract of the rules' owner). */
export const APPROVAL_REASONS = ['requester', 'amount', 'restricted_products', 'monthly_budget'] as const
export type ApprovalReasonCode = (typeof APPROVAL_REASONS)[number]

export const ApprovalReasonSchema = v.object({
  code: v.picklist(APPROVAL_REASONS),
  /** Finnish, for the requester and the approver: e.g. "Tilauksen arvo 612,40 € ylittää 500,00 €:n rajan." */
  message: v.string(),
})
export type ApprovalReason = v.InferOutput<typeof ApprovalReasonSchema>

/** `GET /api/cart/approval`: whether the open cart can be ordered directly or must be sent. */
export const CartApprovalResponseSchema = v.object({
  required: v.boolean(),
  reasons: v.array(ApprovalReasonSchema),
  /**
   * Set when the open cart is an approval cart (an approver is checking out a request): the
   * checkout shows a banner, and placing the order approves the request. Then `required` is false.
   */
  approval_request: v.optional(v.nullable(v.object({ id: v.number(), requester: v.string(), note: v.string() }))),
})
export type CartApprovalResponse = v.InferOutput<typeof CartApprovalResponseSchema>

const noteField = (max: number, what: string) =>
  v.pipe(
    v.string(`${what} on tekstiä.`),
    v.trim(),
    v.maxLength(max, `${what} saa olla enintään ${max} merkkiä.`),
    oneLine(what),
  )

export const CreatePurchaseRequestSchema = v.strictObject({
  note: v.optional(noteField(MAX_REQUEST_NOTE, 'Viesti hyväksyjälle'), ''),
})
export type CreatePurchaseRequest = v.InferOutput<typeof CreatePurchaseRequestSchema>

export const PurchaseRequestListQuerySchema = v.object({
  view: v.optional(v.picklist(['mine', 'pending', 'all'], 'Tuntematon näkymä.'), 'mine'),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[1-9]\d{0,3}$/, 'Sivunumero on virheellinen.'),
      v.transform((s) => Number(s)),
    ),
    '1',
  ),
})
export type PurchaseRequestListQuery = v.InferOutput<typeof PurchaseRequestListQuerySchema>

export const ChangeRequestLinesSchema = v.strictObject({
  lines: v.pipe(
    v.array(
      v.strictObject({
        sku: v.pipe(v.string(), v.trim(), v.minLength(1, 'Tuotekoodi puuttuu.'), v.maxLength(64)),
        /** 0 removes the line. */
        quantity: v.pipe(
          v.number('Määrä on numero.'),
          v.integer('Määrä on kokonaisluku.'),
          v.minValue(0, 'Määrä ei voi olla negatiivinen.'),
          v.maxValue(MAX_QUANTITY, `Määrä voi olla enintään ${MAX_QUANTITY}.`),
        ),
      }),
    ),
    v.minLength(1, 'Muuta vähintään yhtä riviä.'),
    v.maxLength(500),
  ),
})
export type ChangeRequestLines = v.InferOutput<typeof ChangeRequestLinesSchema>

export const RejectPurchaseRequestSchema = v.strictObject({
  reason: v.pipe(noteField(MAX_REJECT_REASON, 'Hylkäyksen syy'), v.minLength(1, 'Kerro pyytäjälle hylkäyksen syy.')),
})
export type RejectPurchaseRequest = v.InferOutput<typeof RejectPurchaseRequestSchema>

export const PurchaseRequestLineSchema = v.object({
  sku: v.string(),
  name: v.string(),
  url_key: v.string(),
  /** What the requester asked for. */
  requested_quantity: v.number(),
  /** What the request holds now: an approver's change shows against requested_quantity; 0 = removed. */
  quantity: v.number(),
  /** The company's contract price today, alv 0 %, euros. */
  unit_price: v.number(),
  row_total: v.number(),
  in_stock: v.boolean(),
  /** Today's counts, restock date, shortage (contract/availability.ts): a request re-checks them. */
  availability: v.optional(AvailabilitySchema),
  /**
   * What changed in its availability since the request was sent, in Finnish ("Lähetettäessä:
   * Varastossa. Nyt: Jälkitoimitus, arvio 15.12."; docs/decisions/078-availability-since.md); absent when nothing did.
   */
  availability_change: v.optional(v.string()),
  /** The product's VAT rate in percent (10, 14, 25.5), so a changed quantity's VAT can be shown before saving. */
  vat_rate: v.optional(v.number()),
  /** The product's pack-size rules today (docs/decisions/048-quantity-rules-on-every-path.md): a line off them is marked. */
  quantity_rules: v.optional(QuantityRulesSchema),
  /** "Muutettu 10 → 5 (Anna Virtanen)" style note in Finnish, when an approver changed the line. */
  change: v.optional(v.string()),
})
export type PurchaseRequestLine = v.InferOutput<typeof PurchaseRequestLineSchema>

export const PurchaseRequestSummarySchema = v.object({
  id: v.number(),
  status: v.picklist(PURCHASE_REQUEST_STATUSES),
  requester: v.object({ id: v.number(), name: v.string() }),
  created_at: v.string(),
  updated_at: v.string(),
  line_count: v.number(),
  /** alv 0 %, at today's contract prices. */
  subtotal: v.number(),
  note: v.string(),
  reasons: v.array(ApprovalReasonSchema),
  /** Whether an approver changed any line. */
  changed: v.boolean(),
  decided_by: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  reject_reason: v.nullable(v.string()),
  /** The placed order, once approved. */
  order_number: v.nullable(v.string()),
})
export type PurchaseRequestSummary = v.InferOutput<typeof PurchaseRequestSummarySchema>

/** The cheapest delivered method for the request's lines: alv 0 % and its VAT, euros. */
export const RequestShippingEstimateSchema = v.object({ amount: v.number(), vat: v.number(), name: v.string() })
export type RequestShippingEstimate = v.InferOutput<typeof RequestShippingEstimateSchema>

export const PurchaseRequestSchema = v.object({
  ...PurchaseRequestSummarySchema.entries,
  lines: v.array(PurchaseRequestLineSchema),
  /** What the caller may do now. */
  can: v.object({ change: v.boolean(), approve: v.boolean(), reject: v.boolean(), withdraw: v.boolean() }),
  /**
   * Why this approver may not approve it (over their own amount limit, medicines under the rule):
   * it waits for an administrator (docs/decisions/044). Absent or null when nothing stands in the way.
   */
  approve_refusal: v.optional(v.nullable(v.string())),
  /** The delivery the request's total counts on (approvals/shippingEstimate.ts); null when nothing is ordered. */
  shipping_estimate: v.optional(v.nullable(RequestShippingEstimateSchema)),
})
export type PurchaseRequest = v.InferOutput<typeof PurchaseRequestSchema>

export const PurchaseRequestResponseSchema = v.object({ request: PurchaseRequestSchema })
export const PurchaseRequestListResponseSchema = v.object({
  items: v.array(PurchaseRequestSummarySchema),
  page: v.number(),
  total: v.number(),
  /** Pending requests the caller may approve (0 for a user without `checkout`), for the nav badge. */
  pending_for_me: v.number(),
})
export type PurchaseRequestListResponse = v.InferOutput<typeof PurchaseRequestListResponseSchema>

/** `POST /api/purchaserequests/:id/approve`: the approval cart is now the approver's open cart; go to /checkout. */
export const ApprovalCheckoutResponseSchema = v.object({ request: PurchaseRequestSchema, cart: CartSchema })
export type ApprovalCheckoutResponse = v.InferOutput<typeof ApprovalCheckoutResponseSchema>

/** Path parameter :id of the purchase request routes. */
export const PurchaseRequestIdParamSchema = v.pipe(
  v.string(),
  v.regex(/^[1-9]\d{0,9}$/),
  v.transform((s) => Number(s)),
)
