import type { PurchaseRequestStatus } from '../../../contract/schemas/purchaseRequests'
import { Badge, type BadgeTone } from '../../ui/Badge'
import { approvalsMessages } from './approvalsMessages'

const TONE: Record<PurchaseRequestStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'done',
  rejected: 'danger',
  withdrawn: 'neutral',
}

export function RequestStatusBadge({ status }: { status: PurchaseRequestStatus }) {
  return <Badge tone={TONE[status]}>{approvalsMessages.statuses[status]}</Badge>
}
