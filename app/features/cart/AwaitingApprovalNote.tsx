import { useQuery } from '@tanstack/react-query'
import { cartMessages } from './cartMessages'
import { userQuery } from '../session/queries'

/**
 * A self-registered account waits for approval before it may order (docs/decisions/014-registration-approval.md; the backend's
 * placeOrder refuses with a 403 until then). The cart and the checkout say so up front.
 */
export function AwaitingApprovalNote() {
  const { data: user } = useQuery(userQuery())
  if (!user?.awaitingApproval) return null
  return (
    <p
      role="note"
      className="rounded-md border border-warn-600 bg-warn-50 px-3 py-2 text-sm text-warn-900"
      data-testid="awaiting-approval"
    >
      {cartMessages.awaitingApproval}
    </p>
  )
}
