import { createFileRoute } from '@tanstack/react-router'
import { OrderHistory } from '../../../../features/account/orders/OrderHistory'
import { AccountGate, ListSkeleton } from '../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../features/account/accountRoute'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { orderListQuery } from '../../../../features/account/orders/queries'
import { messages } from '../../../../lib/messages'
import { pageHead } from '../../../../lib/pageHead'

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
