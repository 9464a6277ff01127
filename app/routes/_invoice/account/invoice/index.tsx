import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountListSearchSchema } from '#contract/schemas/accountListSearch'
import { INVOICE_STATUSES } from '#contract/schemas/orderStatuses'
import { InvoiceList } from '#app/features/account/invoices/InvoiceList'
import { invoiceListQuery } from '#app/features/account/invoices/queries'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { messages } from '#app/lib/messages'
import { pageHead } from '#app/lib/pageHead'

/** The account lists' ?page=, and ?status= for the invoices' status filter. */
const SearchSchema = v.object({
  ...AccountListSearchSchema.entries,
  status: v.fallback(v.optional(v.picklist(INVOICE_STATUSES)), undefined),
})

export const Route = createFileRoute('/_invoice/account/invoice/')({
  ...accountRoute(),
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
  loader: (ctx) => loadAccountPage(ctx, (navId) => invoiceListQuery(navId, ctx.deps.page, ctx.deps.status)),
  head: () => pageHead(messages.account.invoices),
  pendingComponent: () => <ListSkeleton />,
  component: InvoiceListRoute,
})

function InvoiceListRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { page = 1, status } = Route.useSearch()
  return (
    <AccountGate title={messages.account.invoices} forbidden={forbidden}>
      <InvoiceList navId={navId} page={page} status={status} />
    </AccountGate>
  )
}
