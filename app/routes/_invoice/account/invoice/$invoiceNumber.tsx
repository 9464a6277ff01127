import { createFileRoute } from '@tanstack/react-router'
import { InvoiceView } from '../../../../features/account/invoices/InvoiceView'
import { invoiceQuery } from '../../../../features/account/invoices/queries'
import { AccountGate, DocumentSkeleton } from '../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../features/account/accountRoute'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { pageHead } from '../../../../lib/pageHead'
import { invoicesMessages } from '../../../../features/account/invoices/invoicesMessages'

export const Route = createFileRoute('/_invoice/account/invoice/$invoiceNumber')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, (navId) => invoiceQuery(navId, ctx.params.invoiceNumber)),
  head: ({ params }) =>
    pageHead(
      import('../../../../features/account/invoices/invoicesMessages').then((m) =>
        m.invoicesMessages.detailTitle(params.invoiceNumber),
      ),
    ),
  pendingComponent: DocumentSkeleton,
  component: InvoiceRoute,
})

function InvoiceRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { invoiceNumber } = Route.useParams()
  return (
    <AccountGate title={invoicesMessages.detailTitle(invoiceNumber)} forbidden={forbidden}>
      <InvoiceView navId={navId} invoiceNumber={invoiceNumber} />
    </AccountGate>
  )
}
