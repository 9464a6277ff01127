import type { CartApprovalResponse } from '../../../contract/schemas/purchaseRequests'
import { BackendError } from '../errors'
import { loadCart } from '../cart/view'
import { approvalReasons } from './rules'

/**
 * `GET /api/cart/approval`: the rules that catch the open cart (then it can only be sent for
 * approval), or, for an approval cart, the request it approves (its order is exempt from the
 * rules: approving is the approver's decision).
 */
export async function cartApproval(db: D1Database, customerId: number, cartId: string): Promise<CartApprovalResponse> {
  const state = await loadCart(db, cartId, customerId)
  if (!state) throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja yritä uudelleen.')
  const requestId = state.row.purchase_request_id
  if (requestId !== null) {
    const request = await db
      .prepare(
        `SELECT r.id, TRIM(q.firstname || ' ' || q.lastname) AS requester, r.note FROM purchase_requests r
         JOIN customers q ON q.id = r.requester_id WHERE r.id = ?`,
      )
      .bind(requestId)
      .first<{ id: number; requester: string; note: string }>()
    return { required: false, reasons: [], approval_request: request }
  }
  const reasons = await approvalReasons(db, customerId, state)
  return { required: reasons.length > 0, reasons, approval_request: null }
}
