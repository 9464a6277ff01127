import type { InvoiceListResponse } from '#contract/schemas/orders'
import { useStoreFormat } from '../../session/useStoreFormat'
import { Icon } from '../../../ui/Icon'
import { invoicesMessages } from './invoicesMessages'

/** The ledger's totals above its list: open, overdue, and the credit limit in use. */
export function InvoiceSummaryCards({ summary }: { summary: InvoiceListResponse['summary'] }) {
  const { money } = useStoreFormat()
  const overdue = summary.overdue_count > 0
  return (
    <div className="mt-6 grid gap-3 xs:grid-cols-2 lg:grid-cols-3" data-testid="invoice-summary">
      <div className="card !p-4">
        <p className="text-sm text-ink-muted">{invoicesMessages.openTotal}</p>
        <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{money(summary.open_total.value)}</p>
      </div>
      <div
        className={overdue ? 'rounded-lg border border-danger-600/40 bg-danger-50 p-4 shadow-sm' : 'card !p-4'}
        data-testid="invoice-summary-overdue"
      >
        <p
          className={
            overdue ? 'flex items-center gap-1 text-sm font-semibold text-danger-900' : 'text-sm text-ink-muted'
          }
        >
          {overdue ? <Icon name="alert" size="s" /> : null}
          {invoicesMessages.overdueTotal}
        </p>
        <p className={`mt-1 text-2xl font-bold tabular-nums ${overdue ? 'text-danger-900' : 'text-ink'}`}>
          {money(summary.overdue_total.value)}
        </p>
        <p className={`text-sm ${overdue ? 'text-danger-900' : 'text-ink-muted'}`}>
          {invoicesMessages.overdueCount(summary.overdue_count)}
        </p>
      </div>
      {summary.credit_limit ? (
        <CreditLimitCard limit={summary.credit_limit.value} used={summary.credit_used.value} />
      ) : null}
    </div>
  )
}

/** The company's credit limit and what of it is in use, as a bar (docs/decisions/084-einvoices.md). */
function CreditLimitCard({ limit, used }: { limit: number; used: number }) {
  const { money } = useStoreFormat()
  const over = used > limit
  const share = limit > 0 ? Math.min(100, Math.round((used / limit) * 100)) : 100
  return (
    <div className="card !p-4 xs:col-span-2 lg:col-span-1" data-testid="invoice-credit-limit">
      <p className="text-sm text-ink-muted">{invoicesMessages.creditLimit}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums text-ink">{money(limit)}</p>
      {/* An SVG bar: its width is an attribute, which the CSP allows where an inline style is not. */}
      <svg
        role="meter"
        aria-label={invoicesMessages.creditLimit}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={Math.min(used, limit)}
        aria-valuetext={invoicesMessages.creditUsed(money(used), money(limit))}
        className="mt-2 block h-2 w-full"
      >
        <rect width="100%" height="100%" rx="4" className="fill-line" />
        <rect width={`${share}%`} height="100%" rx="4" className={over ? 'fill-danger-600' : 'fill-brand-600'} />
      </svg>
      <p className={`mt-1 text-sm tabular-nums ${over ? 'font-semibold text-danger-900' : 'text-ink-muted'}`}>
        {invoicesMessages.creditUsed(money(used), money(limit))} ·{' '}
        {over ? invoicesMessages.creditOver(money(used - limit)) : invoicesMessages.creditFree(money(limit - used))}
      </p>
      <p className="text-xs text-ink-muted">{invoicesMessages.creditUsedHelp}</p>
    </div>
  )
}
