import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView, AccountGate, AccountNotFound, DocumentSkeleton } from '../features/account/AccountPageStates'
import { accountRoute } from '../features/account/accountRoute'
import { loadAccountPage } from '../features/account/loadAccountPage'
import { OrderPrint } from '../features/account/orders/OrderPrint'
import { PrintFrame } from '../features/account/PrintFrame'
import { orderQuery } from '../features/account/orders/queries'
import { pageHead } from '../lib/pageHead'
import { ordersMessages } from '../features/account/orders/ordersMessages'

/**
 * spec §2 /account/order/{id}/print: outside every layout (no header, navigation or footer),
 * so only the order is printed. Under /account/*, so the login guard applies as everywhere.
 */
export const Route = createFileRoute('/account/order/$orderNumber/print')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, (navId) => orderQuery(navId, ctx.params.orderNumber)),
  head: ({ params }) =>
    pageHead(
      import('../features/account/orders/ordersMessages').then((m) => m.ordersMessages.detailTitle(params.orderNumber)),
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
  const { orderNumber } = Route.useParams()
  return (
    <AccountGate title={ordersMessages.detailTitle(orderNumber)} forbidden={forbidden} frame={PrintFrame}>
      <main id="main">
        <OrderPrint navId={navId} orderNumber={orderNumber} />
      </main>
    </AccountGate>
  )
}
