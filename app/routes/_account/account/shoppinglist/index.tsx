import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, ListSkeleton } from '../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../features/account/accountRoute'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { shoppingListsQuery } from '../../../../features/account/shoppinglists/queries'
import { ShoppingListsPage } from '../../../../features/account/shoppinglists/ShoppingListsPage'
import { pageHead } from '../../../../lib/pageHead'
import { shoppingListsMessages } from '../../../../features/account/shoppinglists/shoppingListsMessages'

export const Route = createFileRoute('/_account/account/shoppinglist/')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, shoppingListsQuery),
  head: () =>
    pageHead(
      import('../../../../features/account/shoppinglists/shoppingListsMessages').then(
        (m) => m.shoppingListsMessages.title,
      ),
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
