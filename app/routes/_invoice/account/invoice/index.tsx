import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountListSearchSchema } from '../../../../../contract/schemas/accountListSearch'
import { INVOICE_STATUSES } from '../../../../../contract/schemas/orderStatuses'
import { InvoiceList } from '../../../../features/account/invoices/InvoiceList'
import { invoiceListQuery } from '../../../../features/account/invoices/queries'
import {
  AccountErrorView,
  AccountNotFound,
  ForbiddenNotice,
  ListSkeleton,
} from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { messages } from '../../../../lib/messages'
import { pageHead } from '../../../../lib/pageHead'

const SearchSchema = v.object({
  ...AccountListSearchSchema.entries,
  status: v.fallback(v.optional(v.picklist(INVOICE_STATUSES)), undefined),
})

export const Route = createFileRoute('/_invoice/account/invoice/')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, status: search.status }),
  loader: ({ context, deps, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(invoiceListQuery(navId, deps.page, deps.status)),
    ),
  headers: forbiddenPageHeaders,
  head: () => pageHead(messages.account.invoices),
  pendingComponent: () => <ListSkeleton />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: InvoiceListRoute,
})

function InvoiceListRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { page = 1, status } = Route.useSearch()
  if (forbidden) return <ForbiddenNotice title={messages.account.invoices} message={forbidden} />
  return <InvoiceList navId={navId} page={page} status={status} />
}
