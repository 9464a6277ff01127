import { availabilityColumns, availabilityOfRow } from '../catalog/availability'
import type { AvailabilityState } from '../../../contract/availability'
import { changeSinceSent } from '../../../contract/availabilityChange'
import * as v from 'valibot'
import {
  ApprovalReasonSchema,
  type ApprovalReason,
  type PurchaseRequest,
  type PurchaseRequestLine,
  type PurchaseRequestStatus,
  type PurchaseRequestSummary,
} from '../../../contract/schemas/purchaseRequests'
import { isColdChainProduct } from '../cart/methods'
import { euros, VAT_RATES, type VatClass } from '../cart/totals'
import { unitCents, type PriceRow } from '../cart/view'
import { RULE_COLUMNS, rulesOf, type RuleRow } from '../catalog/quantityRules'
import { BackendError } from '../errors'
import { isoTime } from '../orders/access'
import { approverRefusal, type ApprovedLine } from './approverAuthority'
import { reasonsFor } from './reasonText'
import { shippingEstimate } from './shippingEstimate'

/**
 * Reading purchase requests (spec §12): a request with its lines priced at the company's
 * contract prices of today (the same price rules as the cart, cart/view.ts), never the prices
 * of the day it was sent: the approver decides on what the order would cost now.
 */

export interface RequestRow {
  id: number
  company_id: number
  requester_id: number
  requester_name: string
  cart_id: string
  status: PurchaseRequestStatus
  note: string
  reasons: string
  created_at: number
  updated_at: number
  decided_by: number | null
  decided_by_name: string | null
  decided_at: number | null
  reject_reason: string | null
  order_number: string | null
}

export interface LineRow extends PriceRow, RuleRow {
  request_id: number
  product_id: number
  requested_quantity: number
  quantity: number
  changed_by_name: string | null
  name: string
  url_key: string
  in_stock: number
  available: number | null
  restock_date: string | null
  discontinued: number
  shortage: string | null
  vat_class: VatClass
  cold_chain: number
  sent_state: AvailabilityState | null
  sent_label: string | null
}

/** Who is asking, as the routes know them. */
export interface Caller {
  customerId: number
  companyId: number
  /** Has the `checkout` scope: may approve, reject and change the company's requests. */
  approver: boolean
}

const fullName = (alias: string) => `TRIM(${alias}.firstname || ' ' || ${alias}.lastname)`

export const REQUEST_SQL = `
  SELECT r.*, ${fullName('q')} AS requester_name, ${fullName('d')} AS decided_by_name
  FROM purchase_requests r
  JOIN customers q ON q.id = r.requester_id
  LEFT JOIN customers d ON d.id = r.decided_by`

const LINES_SQL = `
  SELECT l.request_id, l.product_id, l.requested_quantity, l.quantity, ${fullName('cb')} AS changed_by_name,
    l.sent_state, l.sent_label,
    p.sku, p.name, p.url_key, p.in_stock, ${availabilityColumns('p')}, p.final_price_cents, p.regular_price_cents, p.vat_class,
    cp.special_price_cents, cp.price_type, ${RULE_COLUMNS},
    ${isColdChainProduct('p')} AS cold_chain
  FROM purchase_request_lines l
  JOIN products p ON p.id = l.product_id
  LEFT JOIN contract_prices cp ON cp.company_id = ?2 AND cp.product_no = p.sku
  LEFT JOIN customers cb ON cb.id = l.changed_by
  WHERE l.request_id IN (SELECT value FROM json_each(?1))
  ORDER BY l.request_id, l.position`

const notFound = () => new BackendError(404, 'Ostopyyntöä ei löytynyt.')

/**
 * A request the caller may see: one of their company's (another company's is a 404, as if it
 * did not exist), and unless they approve, one of their own (a colleague's is a 403).
 */
export async function visibleRequest(db: D1Database, caller: Caller, id: number): Promise<RequestRow> {
  const row = await db
    .prepare(`${REQUEST_SQL} WHERE r.id = ?1 AND r.company_id = ?2`)
    .bind(id, caller.companyId)
    .first<RequestRow>()
  if (!row) throw notFound()
  if (!caller.approver && row.requester_id !== caller.customerId) {
    throw new BackendError(403, 'Sinulla ei ole oikeutta nähdä yrityksesi muiden ostopyyntöjä.')
  }
  return row
}

export async function requestLines(db: D1Database, companyId: number, ids: number[]): Promise<LineRow[]> {
  if (ids.length === 0) return []
  const { results } = await db.prepare(LINES_SQL).bind(JSON.stringify(ids), companyId).all<LineRow>()
  return results
}

function parseReasons(json: string): ApprovalReason[] {
  try {
    const parsed = v.safeParse(v.array(ApprovalReasonSchema), JSON.parse(json))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

/** What changed in the line's availability since the request was sent (docs/decisions/078-availability-since.md). */
function availabilitySinceSent(line: LineRow): { availability_change?: string } {
  const then = line.sent_state && line.sent_label ? { state: line.sent_state, label: line.sent_label } : null
  const change = changeSinceSent(then, { in_stock: line.in_stock === 1, availability: availabilityOfRow(line) })
  return change ? { availability_change: change } : {}
}

function lineView(line: LineRow): PurchaseRequestLine {
  const unit = unitCents(line, true)
  const changed = line.quantity !== line.requested_quantity
  const change = !changed
    ? undefined
    : line.requested_quantity === 0
      ? `Lisätty ${line.quantity} kpl`
      : line.quantity === 0
        ? `Poistettu (pyydetty ${line.requested_quantity} kpl)`
        : `Muutettu ${line.requested_quantity} → ${line.quantity} kpl`
  return {
    sku: line.sku,
    name: line.name,
    url_key: line.url_key,
    requested_quantity: line.requested_quantity,
    quantity: line.quantity,
    unit_price: euros(unit),
    row_total: euros(unit * line.quantity),
    in_stock: line.in_stock === 1,
    availability: availabilityOfRow(line),
    ...availabilitySinceSent(line),
    vat_rate: VAT_RATES[line.vat_class],
    quantity_rules: rulesOf(line),
    ...(change ? { change: line.changed_by_name ? `${change} (${line.changed_by_name})` : change } : {}),
  }
}

/** `readerId`: who reads it; anyone but the requester reads the reasons of the requester by name. */
export function summaryView(row: RequestRow, lines: LineRow[], readerId: number): PurchaseRequestSummary {
  const own = lines.filter((l) => l.request_id === row.id)
  return {
    id: row.id,
    status: row.status,
    requester: { id: row.requester_id, name: row.requester_name },
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
    line_count: own.filter((l) => l.quantity > 0).length,
    subtotal: euros(own.reduce((sum, l) => sum + unitCents(l, true) * l.quantity, 0)),
    note: row.note,
    reasons: reasonsFor(parseReasons(row.reasons), row.requester_name, readerId === row.requester_id),
    changed: own.some((l) => l.quantity !== l.requested_quantity),
    decided_by: row.decided_by_name,
    decided_at: row.decided_at === null ? null : isoTime(row.decided_at),
    reject_reason: row.reject_reason,
    order_number: row.order_number,
  }
}

/** The whole request as the detail page shows it, with what the caller may do now. */
export async function requestView(db: D1Database, caller: Caller, row: RequestRow): Promise<PurchaseRequest> {
  const lines = await requestLines(db, caller.companyId, [row.id])
  const pending = row.status === 'pending'
  // An approver decides, and changes the lines of, a colleague's request only (docs/decisions/044-approval-cart-is-the-request.md).
  const decides = pending && caller.approver && row.requester_id !== caller.customerId
  const refusal = decides ? await approverRefusal(db, caller.customerId, approvedLines(lines)) : null
  const shipping = await shippingEstimate(
    db,
    lines.map((l) => ({ quantity: l.quantity, unitCents: unitCents(l, true), coldChain: l.cold_chain === 1 })),
  )
  return {
    ...summaryView(row, lines, caller.customerId),
    lines: lines.map(lineView),
    shipping_estimate: shipping,
    can: {
      change: decides,
      approve: decides && refusal === null,
      reject: decides,
      withdraw: pending && row.requester_id === caller.customerId,
    },
    approve_refusal: refusal,
  }
}

/** A request's lines as an approval judges them, at today's prices. */
export const approvedLines = (lines: LineRow[]): ApprovedLine[] =>
  lines.map((l) => ({
    productId: l.product_id,
    quantity: l.quantity,
    requested: l.requested_quantity,
    unitCents: unitCents(l, true),
  }))

/** The detail of a request the caller may see. */
export async function loadRequestView(db: D1Database, caller: Caller, id: number): Promise<PurchaseRequest> {
  return requestView(db, caller, await visibleRequest(db, caller, id))
}

/** The 409 of a request that is no longer pending, naming what became of it. */
export function alreadyDecided(status: PurchaseRequestStatus): BackendError {
  const what: Record<PurchaseRequestStatus, string> = {
    pending: 'muuttui',
    approved: 'on jo hyväksytty',
    rejected: 'on jo hylätty',
    withdrawn: 'on peruttu',
  }
  return new BackendError(409, `Ostopyyntö ${what[status]}, joten sitä ei voi enää käsitellä.`)
}
