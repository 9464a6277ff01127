import { createFileRoute } from '@tanstack/react-router'
import { InvoiceView } from '#app/features/account/invoices/InvoiceView'
import { invoiceQuery } from '#app/features/account/invoices/queries'
import { AccountGate, DocumentSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { pageHead } from '#app/lib/pageHead'
import { invoicesMessages } from '#app/features/account/invoices/invoicesMessages'

export const Route = createFileRoute('/_invoice/account/invoice/$invoiceNumber')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, (navId) => invoiceQuery(navId, ctx.params.invoiceNumber)),
  head: ({ params }) =>
    pageHead(
      import('#app/features/account/invoices/invoicesMessages').then((m) =>
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
