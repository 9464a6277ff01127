import { createFileRoute } from '@tanstack/react-router'
import { OrderHistory } from '#app/features/account/orders/OrderHistory'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { orderListQuery } from '#app/features/account/orders/queries'
import { messages } from '#app/lib/messages'
import { pageHead } from '#app/lib/pageHead'

export const Route = createFileRoute('/_account/account/order/')({
  ...accountRoute({ list: true }),
  loader: (ctx) => loadAccountPage(ctx, (navId) => orderListQuery(navId, ctx.deps.page)),
  head: () => pageHead(messages.account.orders),
  pendingComponent: () => <ListSkeleton />,
  component: OrderHistoryRoute,
})

function OrderHistoryRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { page = 1 } = Route.useSearch()
  return (
    <AccountGate title={messages.account.orders} forbidden={forbidden}>
      <OrderHistory navId={navId} page={page} />
    </AccountGate>
  )
}
