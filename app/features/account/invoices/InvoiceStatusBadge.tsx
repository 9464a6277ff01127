import type { InvoiceKind, InvoiceStatus } from '#contract/schemas/orders'
import { Badge, type BadgeTone } from '../../../ui/Badge'
import { invoicesMessages } from './invoicesMessages'

const TONE: Record<InvoiceStatus, BadgeTone> = { open: 'warning', paid: 'done', overdue: 'danger' }

/**
 * An invoice's status. A credit note is settled when made, so it says what it is instead; an
 * invoice its credit notes cover in full says so rather than "paid" (docs/decisions/084-einvoices.md).
 */
export function InvoiceStatusBadge({
  status,
  kind = 'invoice',
  creditedInFull = false,
}: {
  status: InvoiceStatus
  kind?: InvoiceKind
  creditedInFull?: boolean
}) {
  if (kind === 'credit_note') return <Badge tone="progress">{invoicesMessages.creditNote}</Badge>
  if (creditedInFull) return <Badge tone="done">{invoicesMessages.creditedInFull}</Badge>
  return <Badge tone={TONE[status]}>{invoicesMessages.statuses[status]}</Badge>
}

/** True for an invoice its credit notes cover in full. */
export const isCreditedInFull = (invoice: {
  kind: InvoiceKind
  credited: { value: number }
  amount: { value: number }
}) => invoice.kind === 'invoice' && invoice.credited.value > 0 && invoice.credited.value >= invoice.amount.value
