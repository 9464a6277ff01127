import { createFileRoute } from '@tanstack/react-router'
import { DeliveryList } from '#app/features/account/deliveries/DeliveryList'
import { deliveryListQuery } from '#app/features/account/deliveries/queries'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { pageHead } from '#app/lib/pageHead'
import { deliveriesMessages } from '#app/features/account/deliveries/deliveriesMessages'

/** spec §2 /account/delivery (the id is optional): without one, the list of deliveries. */
export const Route = createFileRoute('/_account/account/delivery/')({
  ...accountRoute({ list: true }),
  loader: (ctx) => loadAccountPage(ctx, (navId) => deliveryListQuery(navId, ctx.deps.page)),
  head: () =>
    pageHead(import('#app/features/account/deliveries/deliveriesMessages').then((m) => m.deliveriesMessages.title)),
  pendingComponent: () => <ListSkeleton />,
  component: DeliveryListRoute,
})

function DeliveryListRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { page = 1 } = Route.useSearch()
  return (
    <AccountGate title={deliveriesMessages.title} forbidden={forbidden}>
      <DeliveryList navId={navId} page={page} />
    </AccountGate>
  )
}
