import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { shoppingListsQuery } from '#app/features/account/shoppinglists/queries'
import { ShoppingListsPage } from '#app/features/account/shoppinglists/ShoppingListsPage'
import { pageHead } from '#app/lib/pageHead'
import { shoppingListsMessages } from '#app/features/account/shoppinglists/shoppingListsMessages'

export const Route = createFileRoute('/_account/account/shoppinglist/')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, shoppingListsQuery),
  head: () =>
    pageHead(
      import('#app/features/account/shoppinglists/shoppingListsMessages').then((m) => m.shoppingListsMessages.title),
    ),
  pendingComponent: () => <ListSkeleton rows={3} />,
  component: ShoppingListsRoute,
})

function ShoppingListsRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  return (
    <AccountGate title={shoppingListsMessages.title} forbidden={forbidden}>
      <ShoppingListsPage navId={navId} />
    </AccountGate>
  )
}
