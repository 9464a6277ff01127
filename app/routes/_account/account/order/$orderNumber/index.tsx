import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, DocumentSkeleton } from '../../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../../features/account/accountRoute'
import { loadAccountPage } from '../../../../../features/account/loadAccountPage'
import { OrderView } from '../../../../../features/account/orders/OrderView'
import { orderQuery } from '../../../../../features/account/orders/queries'
import { pageHead } from '../../../../../lib/pageHead'
import { ordersMessages } from '../../../../../features/account/orders/ordersMessages'

export const Route = createFileRoute('/_account/account/order/$orderNumber/')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, (navId) => orderQuery(navId, ctx.params.orderNumber)),
  head: ({ params }) =>
    pageHead(
      import('../../../../../features/account/orders/ordersMessages').then((m) =>
        m.ordersMessages.detailTitle(params.orderNumber),
      ),
    ),
  pendingComponent: DocumentSkeleton,
  component: OrderRoute,
})

function OrderRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { orderNumber } = Route.useParams()
  return (
    <AccountGate title={ordersMessages.detailTitle(orderNumber)} forbidden={forbidden}>
      <OrderView navId={navId} orderNumber={orderNumber} />
    </AccountGate>
  )
}
