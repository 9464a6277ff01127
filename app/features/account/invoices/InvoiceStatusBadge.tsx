import type { InvoiceKind, InvoiceStatus } from '#contract/schemas/orders'
import { Badge, type BadgeTone } from '../../../ui/Badge'
import { invoicesMessages } from './invoicesMessages'

const TONE: Record<InvoiceStatus, BadgeTone> = { open: 'warning', paid: 'done', overdue: 'danger' }

/** An invoice's status; a credit note is settled when made, so it says what it is instead (docs/decisions/084-einvoices.md). */
export function InvoiceStatusBadge({ status, kind = 'invoice' }: { status: InvoiceStatus; kind?: InvoiceKind }) {
  if (kind === 'credit_note') return <Badge tone="progress">{invoicesMessages.creditNote}</Badge>
  return <Badge tone={TONE[status]}>{invoicesMessages.statuses[status]}</Badge>
}
