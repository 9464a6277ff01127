import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { InvoiceListSearch } from '#contract/schemas/accountListSearch'
import {
  filterParams,
  INVOICE_FILTER_ENTRIES,
  readFilters,
  type InvoiceFilters,
} from '#contract/schemas/historyFilters'
import type { InvoiceStatus, InvoiceSummary } from '#contract/schemas/orders'
import { useMayOpen } from '../../session/useMayOpen'
import { useStoreFormat } from '../../session/useStoreFormat'
import { messages } from '../../../lib/messages'
import { AppLink } from '../../../ui/AppLink'
import { Icon } from '../../../ui/Icon'
import { InvoiceStatusBadge, isCreditedInFull } from './InvoiceStatusBadge'
import { formatCalendarDate } from './paymentFormat'
import { invoiceListQuery } from './queries'
import { InvoiceSummaryCards } from './InvoiceSummaryCards'
import { EmptyState } from '../AccountPageStates'
import { DocumentTable } from '../DocumentTable'
import { pageCount, pageHref } from '../../../ui/Pager'
import { AccountListPage } from '../AccountListPage'
import { HistoryFilterForm, type FilterField } from '../history/HistoryFilterForm'
import { historyMessages } from '../history/historyMessages'
import { invoicesMessages } from './invoicesMessages'
import { DOCUMENT_CARD_CLASS, DocumentCardBody } from '../DocumentCard'

const DATE_FIELDS: readonly FilterField[] = [
  { name: 'from', label: historyMessages.from, kind: 'date' },
  { name: 'to', label: historyMessages.to, kind: 'date' },
]

/**
 * Invoices in the invoice layout (spec §2): the open and overdue totals over all invoices,
 * a ?status= filter, ?page= paging; overdue invoices stand out in red. The issue-date range
 * (?from=&to=) and the CSV of the filtered invoices (docs/decisions/036-history-filters-and-csv-export.md).
 */
export function InvoiceList({ navId, page, search }: { navId: string; page: number; search: InvoiceListSearch }) {
  const { filters, errors } = readFilters(INVOICE_FILTER_ENTRIES, search)
  const { data } = useSuspenseQuery(invoiceListQuery(navId, page, filters))
  const pages = pageCount(data.total_count, data.page_size)
  const { status } = filters
  const dates = { from: filters.from, to: filters.to }
  return (
    <AccountListPage
      testId="invoice-list"
      title={messages.account.invoices}
      lead={invoicesMessages.lead}
      count={{ text: historyMessages.invoiceCount(data.total_count), testId: 'invoice-count' }}
      table={<InvoiceTable invoices={data.items} />}
      cards={data.items.map((invoice) => (
        <InvoiceCard key={invoice.invoice_number} invoice={invoice} />
      ))}
      listLabel={invoicesMessages.listLabel}
      pastTheEnd={
        data.total_count > 0
          ? { icon: 'receipt', title: invoicesMessages.pageEmpty, firstPageHref: pageHref('/account/invoice', filters) }
          : undefined
      }
      empty={<InvoicesEmpty filters={filters} />}
      page={page}
      pages={pages}
      hrefFor={(n) => pageHref('/account/invoice', { ...filters, page: n })}
    >
      <InvoiceSummaryCards summary={data.summary} />
      <StatusFilter current={status} dates={dates} />
      <HistoryFilterForm
        className="mt-4"
        path="/account/invoice"
        label={historyMessages.invoiceFiltersLabel}
        fields={DATE_FIELDS}
        values={{ from: search.from, to: search.to }}
        errors={{ from: errors.from, to: errors.to }}
        hidden={{ status }}
        csvHref={`/api/customer/invoices.csv${query(filterParams(filters))}`}
        active={Boolean(filters.from || filters.to || errors.from || errors.to)}
      />
      {errors.status ? (
        <p role="alert" className="mt-4 flex items-start gap-2 text-sm font-semibold text-danger-600">
          <Icon name="alert" size="s" className="mt-0.5 shrink-0" />
          {errors.status}
        </p>
      ) : null}
    </AccountListPage>
  )
}

const query = (params: URLSearchParams) => (params.size > 0 ? `?${params}` : '')

/** A credit note's sum is what it takes off: shown negative, as on paper. */
const signed = (invoice: InvoiceSummary) => (invoice.kind === 'credit_note' ? -1 : 1) * invoice.amount.value

/** Under an invoice's sum: what its credit notes took off. */
function Credited({ invoice }: { invoice: InvoiceSummary }) {
  const { money } = useStoreFormat()
  if (invoice.credited.value <= 0) return null
  return (
    <span className="block text-xs font-normal text-ink-muted">
      {invoicesMessages.credited(money(invoice.credited.value))}
    </span>
  )
}

const FILTERS: readonly (InvoiceStatus | undefined)[] = [undefined, 'open', 'overdue', 'paid']

function StatusFilter({ current, dates }: { current?: InvoiceStatus; dates: { from?: string; to?: string } }) {
  return (
    <nav aria-label={invoicesMessages.filterLabel} className="mt-6">
      <ul className="grid grid-cols-2 gap-2 xs:flex xs:flex-wrap">
        {FILTERS.map((status) => {
          const active = status === current
          return (
            <li key={status ?? 'all'}>
              <AppLink
                href={pageHref('/account/invoice', { status, ...dates })}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'tap flex items-center justify-center rounded-full bg-brand-700 px-4 text-sm font-semibold text-white'
                    : 'tap flex items-center justify-center rounded-full border border-line-strong bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50'
                }
                data-testid={`invoice-filter-${status ?? 'all'}`}
              >
                {invoicesMessages.filters[status ?? 'all']}
              </AppLink>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

function DueDate({ invoice }: { invoice: InvoiceSummary }) {
  if (invoice.kind === 'credit_note') return <>–</>
  const date = formatCalendarDate(invoice.due_date)
  if (invoice.status === 'overdue') {
    return (
      <span className="inline-flex items-center gap-1 font-semibold text-danger-600">
        <Icon name="alert" size="s" />
        {date}
      </span>
    )
  }
  return <>{date}</>
}

function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  const { date, money } = useStoreFormat()
  return (
    <DocumentTable
      caption={invoicesMessages.listLabel}
      columns={[
        invoicesMessages.invoiceNumber,
        invoicesMessages.order,
        invoicesMessages.issued,
        invoicesMessages.dueDate,
        invoicesMessages.status,
        invoicesMessages.amount,
      ]}
      testId="invoice-table"
    >
      {invoices.map((invoice) => (
        <tr
          key={invoice.invoice_number}
          className={invoice.status === 'overdue' ? 'bg-danger-50/60' : 'hover:bg-surface-alt'}
          data-testid="invoice-row"
          data-status={invoice.status}
        >
          <th scope="row" className="px-4 py-2 text-left font-semibold">
            <Link
              to="/account/invoice/$invoiceNumber"
              params={{ invoiceNumber: invoice.invoice_number }}
              className="link inline-flex min-h-11 items-center"
            >
              {invoice.invoice_number}
            </Link>
          </th>
          <td className="px-4 py-2 text-ink-muted">
            {invoice.credits_invoice_number
              ? invoicesMessages.creditsInvoice(invoice.credits_invoice_number)
              : (invoice.order_number ?? '–')}
          </td>
          <td className="whitespace-nowrap px-4 py-2 tabular-nums">{date(invoice.issued_at)}</td>
          <td className="whitespace-nowrap px-4 py-2 tabular-nums">
            <DueDate invoice={invoice} />
          </td>
          <td className="px-4 py-2">
            <InvoiceStatusBadge
              status={invoice.status}
              kind={invoice.kind}
              creditedInFull={isCreditedInFull(invoice)}
            />
          </td>
          <td className="whitespace-nowrap px-4 py-2 text-right font-semibold tabular-nums">
            {money(signed(invoice))}
            <Credited invoice={invoice} />
          </td>
        </tr>
      ))}
    </DocumentTable>
  )
}

function InvoiceCard({ invoice }: { invoice: InvoiceSummary }) {
  const { money } = useStoreFormat()
  const overdue = invoice.status === 'overdue'
  return (
    <li>
      <Link
        to="/account/invoice/$invoiceNumber"
        params={{ invoiceNumber: invoice.invoice_number }}
        className={`${DOCUMENT_CARD_CLASS} ${overdue ? '!border-danger-600/50 border-l-4' : ''}`}
        data-testid="invoice-card"
        data-status={invoice.status}
      >
        <DocumentCardBody
          title={invoice.invoice_number}
          badges={
            <InvoiceStatusBadge
              status={invoice.status}
              kind={invoice.kind}
              creditedInFull={isCreditedInFull(invoice)}
            />
          }
          amount={money(signed(invoice))}
        >
          {invoice.credits_invoice_number ? (
            <p className="text-sm text-ink-muted">{invoicesMessages.creditsInvoice(invoice.credits_invoice_number)}</p>
          ) : (
            <p className="flex flex-wrap items-center gap-x-1 text-sm text-ink-muted">
              {invoicesMessages.dueDate} <DueDate invoice={invoice} />
            </p>
          )}
          <Credited invoice={invoice} />
          {invoice.order_number ? (
            <p className="text-sm text-ink-muted">{invoicesMessages.toOrder(invoice.order_number)}</p>
          ) : null}
        </DocumentCardBody>
      </Link>
    </li>
  )
}

function InvoicesEmpty({ filters }: { filters: InvoiceFilters }) {
  const { status } = filters
  const mayOpen = useMayOpen()
  if (filters.from || filters.to) {
    return (
      <EmptyState
        icon="receipt"
        title={historyMessages.noMatchingInvoices}
        text={historyMessages.noMatchNext}
        testId="invoices-empty"
      />
    )
  }
  if (status) {
    return (
      <EmptyState
        icon="receipt"
        title={invoicesMessages.emptyFiltered[status]}
        testId="invoices-empty"
        action={
          <AppLink href="/account/invoice" className="btn-secondary w-full sm:w-auto">
            {invoicesMessages.showAll}
          </AppLink>
        }
      />
    )
  }
  return (
    <EmptyState
      icon="receipt"
      title={invoicesMessages.empty}
      text={invoicesMessages.emptyNext}
      testId="invoices-empty"
      action={
        mayOpen('/account/order') ? (
          <Link to="/account/order" className="btn-secondary w-full sm:w-auto">
            {messages.account.orders}
          </Link>
        ) : undefined
      }
    />
  )
}
