import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, DocumentSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { ExternalOrderView } from '#app/features/account/orders/ExternalOrderView'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { externalOrderQuery } from '#app/features/account/orders/queries'
import { pageHead } from '#app/lib/pageHead'
import { ordersMessages } from '#app/features/account/orders/ordersMessages'

/** A web order has no external view: the API answers 404, and so does the page. */
export const Route = createFileRoute('/_account/account/order/$orderNumber/external')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, (navId) => externalOrderQuery(navId, ctx.params.orderNumber)),
  head: ({ params }) =>
    pageHead(
      import('#app/features/account/orders/ordersMessages').then((m) =>
        m.ordersMessages.externalTitle(params.orderNumber),
      ),
    ),
  pendingComponent: DocumentSkeleton,
  component: ExternalOrderRoute,
})

function ExternalOrderRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { orderNumber } = Route.useParams()
  return (
    <AccountGate title={ordersMessages.detailTitle(orderNumber)} forbidden={forbidden}>
      <ExternalOrderView navId={navId} orderNumber={orderNumber} />
    </AccountGate>
  )
}
