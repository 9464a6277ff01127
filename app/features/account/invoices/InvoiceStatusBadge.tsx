import type { InvoiceStatus } from '#contract/schemas/orders'
import { Badge, type BadgeTone } from '../../../ui/Badge'
import { invoicesMessages } from './invoicesMessages'

const TONE: Record<InvoiceStatus, BadgeTone> = { open: 'warning', paid: 'done', overdue: 'danger' }

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONE[status]}>{invoicesMessages.statuses[status]}</Badge>
}
