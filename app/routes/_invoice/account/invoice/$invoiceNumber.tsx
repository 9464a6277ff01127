import { createFileRoute } from '@tanstack/react-router'
import { InvoiceView } from '../../../../features/account/invoices/InvoiceView'
import { invoiceQuery } from '../../../../features/account/invoices/queries'
import {
  AccountErrorView,
  AccountNotFound,
  DocumentSkeleton,
  ForbiddenNotice,
} from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { pageHead } from '../../../../lib/pageHead'
import { invoicesMessages } from '../../../../features/account/invoices/invoicesMessages'

export const Route = createFileRoute('/_invoice/account/invoice/$invoiceNumber')({
  loader: ({ context, params, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(invoiceQuery(navId, params.invoiceNumber)),
    ),
  headers: forbiddenPageHeaders,
  head: ({ params }) =>
    pageHead(
      import('../../../../features/account/invoices/invoicesMessages').then((m) =>
        m.invoicesMessages.detailTitle(params.invoiceNumber),
      ),
    ),
  pendingComponent: DocumentSkeleton,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { invoiceNumber } = Route.useParams()
  if (forbidden) return <ForbiddenNotice title={invoicesMessages.detailTitle(invoiceNumber)} message={forbidden} />
  return <InvoiceView navId={navId} invoiceNumber={invoiceNumber} />
}
