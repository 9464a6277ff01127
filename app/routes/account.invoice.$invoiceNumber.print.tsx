import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView, AccountGate, AccountNotFound, DocumentSkeleton } from '../features/account/AccountPageStates'
import { accountRoute } from '../features/account/accountRoute'
import { InvoicePrint } from '../features/account/invoices/InvoicePrint'
import { invoicesMessages } from '../features/account/invoices/invoicesMessages'
import { invoiceQuery } from '../features/account/invoices/queries'
import { loadAccountPage } from '../features/account/loadAccountPage'
import { PrintFrame } from '../features/account/PrintFrame'
import { pageHead } from '../lib/pageHead'

/**
 * spec §2 /account/invoice/{id}/print: the invoice for the accounting department's file, on
 * paper or as a PDF from the browser's print. Outside every layout, like the order's print view;
 * under /account/invoice, so the login guard and the `invoices` scope apply as on the invoice.
 */
export const Route = createFileRoute('/account/invoice/$invoiceNumber/print')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, (navId) => invoiceQuery(navId, ctx.params.invoiceNumber)),
  head: ({ params }) =>
    pageHead(
      import('../features/account/invoices/invoicesMessages').then((m) =>
        m.invoicesMessages.detailTitle(params.invoiceNumber),
      ),
      { name: 'robots', content: 'noindex' },
    ),
  // Written out in each print route, not spread from a shared object: the route splitter moves
  // only these literal properties into the page's chunk (docs/decisions/030-home-js.md).
  pendingComponent: () => (
    <PrintFrame>
      <DocumentSkeleton />
    </PrintFrame>
  ),
  errorComponent: (props) => (
    <PrintFrame>
      <AccountErrorView {...props} />
    </PrintFrame>
  ),
  notFoundComponent: () => (
    <PrintFrame>
      <AccountNotFound />
    </PrintFrame>
  ),
  component: PrintRoute,
})

function PrintRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { invoiceNumber } = Route.useParams()
  return (
    <AccountGate title={invoicesMessages.detailTitle(invoiceNumber)} forbidden={forbidden} frame={PrintFrame}>
      <main id="main">
        <InvoicePrint navId={navId} invoiceNumber={invoiceNumber} />
      </main>
    </AccountGate>
  )
}
