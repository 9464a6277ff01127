import type { InvoiceStatus } from '../../../../contract/schemas/orders'
import { messages } from '../../../lib/messages'
import { Badge, type BadgeTone } from '../orders/StatusBadge'

const TONE: Record<InvoiceStatus, BadgeTone> = { open: 'warning', paid: 'done', overdue: 'danger' }

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={TONE[status]}>{messages.invoices.statuses[status]}</Badge>
}
