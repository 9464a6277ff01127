import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, DocumentSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { OrderView } from '#app/features/account/orders/OrderView'
import { orderQuery } from '#app/features/account/orders/queries'
import { pageHead } from '#app/lib/pageHead'
import { ordersMessages } from '#app/features/account/orders/ordersMessages'

export const Route = createFileRoute('/_account/account/order/$orderNumber/')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, (navId) => orderQuery(navId, ctx.params.orderNumber)),
  head: ({ params }) =>
    pageHead(
      import('#app/features/account/orders/ordersMessages').then((m) =>
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
