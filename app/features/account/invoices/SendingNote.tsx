import type { InvoiceDetail } from '#contract/schemas/orders'
import { useStoreFormat } from '../../session/useStoreFormat'
import { Icon } from '../../../ui/Icon'
import { invoicesMessages } from './invoicesMessages'

const t = invoicesMessages.sending

/**
 * How the shop sent the invoice (docs/decisions/085-invoice-sending.md): the bookkeeper sees
 * whether it went to the accounting system or to whose mailbox, and when. Nothing for an
 * invoice the shop did not send.
 */
export function SendingNote({ sending }: { sending: InvoiceDetail['sending'] }) {
  const { date } = useStoreFormat()
  if (!sending) return null
  const how = sending.channel === 'einvoice' ? t.einvoice(sending.recipient) : t.email(sending.recipient)
  const text =
    sending.status === 'sent' && sending.sent_at
      ? t.sent(how, date(sending.sent_at))
      : sending.status === 'failed'
        ? t.failed(how)
        : t.waiting(how)
  return (
    <p
      className="flex items-start gap-2 text-sm text-ink-muted"
      data-testid="invoice-sending"
      data-status={sending.status}
    >
      <Icon name={sending.status === 'failed' ? 'alert' : 'receipt'} size="s" className="mt-0.5 shrink-0" />
      <span className="break-words">{text}</span>
    </p>
  )
}
