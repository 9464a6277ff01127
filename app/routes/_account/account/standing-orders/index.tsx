import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { standingOrdersQuery } from '#app/features/account/standingOrders/queries'
import { StandingOrdersPage } from '#app/features/account/standingOrders/StandingOrdersPage'
import { standingOrdersMessages } from '#app/features/account/standingOrders/standingOrdersMessages'
import { pageHead } from '#app/lib/pageHead'

/** Standing orders (docs/decisions/079-standing-orders.md). */
export const Route = createFileRoute('/_account/account/standing-orders/')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, standingOrdersQuery),
  // A literal title: smaller in the app's root chunk than importing the messages for it.
  head: () => pageHead('Vakiotilaukset'),
  pendingComponent: () => <ListSkeleton rows={3} />,
  component: StandingOrdersRoute,
})

function StandingOrdersRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  return (
    <AccountGate title={standingOrdersMessages.title} forbidden={forbidden}>
      <StandingOrdersPage navId={navId} />
    </AccountGate>
  )
}
