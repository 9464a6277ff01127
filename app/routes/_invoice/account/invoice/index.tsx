import { createFileRoute } from '@tanstack/react-router'
import { InvoiceListSearchSchema } from '#contract/schemas/accountListSearch'
import { INVOICE_FILTER_ENTRIES, readFilters } from '#contract/schemas/historyFilters'
import { InvoiceList } from '#app/features/account/invoices/InvoiceList'
import { invoiceListQuery } from '#app/features/account/invoices/queries'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { messages } from '#app/lib/messages'
import { pageHead } from '#app/lib/pageHead'

export const Route = createFileRoute('/_invoice/account/invoice/')({
  ...accountRoute(),
  // ?page=, ?status= (the tabs) and the issue-date range (docs/decisions/036-history-filters-and-csv-export.md); a bad filter is shown, not loaded.
  validateSearch: InvoiceListSearchSchema,
  // The deps are the raw filters; they are read in the loader, which loads with the page, so
  // the filter rules and their texts stay off every other page's first load (docs/decisions/030-home-js.md: home JS
  // ≤ 140 KB gzip). The query's key holds the read filters, so two spellings of one filter share it.
  loaderDeps: ({ search: { page = 1, ...raw } }) => ({ page, raw }),
  loader: (ctx) =>
    loadAccountPage(ctx, (navId) =>
      invoiceListQuery(navId, ctx.deps.page, readFilters(INVOICE_FILTER_ENTRIES, ctx.deps.raw).filters),
    ),
  head: () => pageHead(messages.account.invoices),
  pendingComponent: () => <ListSkeleton />,
  component: InvoiceListRoute,
})

function InvoiceListRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <AccountGate title={messages.account.invoices} forbidden={forbidden}>
      <InvoiceList navId={navId} page={search.page ?? 1} search={search} />
    </AccountGate>
  )
}
