import { createFileRoute } from '@tanstack/react-router'
import { AccountGate } from '../features/account/AccountPageStates'
import { accountRoute } from '../features/account/accountRoute'
import { InvoicePrint } from '../features/account/invoices/InvoicePrint'
import { invoicesMessages } from '../features/account/invoices/invoicesMessages'
import { invoiceQuery } from '../features/account/invoices/queries'
import { loadAccountPage } from '../features/account/loadAccountPage'
import { PrintFrame, printRouteStates } from '../features/account/PrintFrame'
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
  ...printRouteStates,
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
