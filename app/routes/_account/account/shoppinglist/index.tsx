import { createFileRoute } from '@tanstack/react-router'
import {
  AccountErrorView,
  AccountNotFound,
  ForbiddenNotice,
  ListSkeleton,
} from '../../../../features/account/orders/AccountPageStates'
import { loadAccountData } from '../../../../features/account/orders/loadAccountData'
import { shoppingListsQuery } from '../../../../features/account/shoppinglists/queries'
import { ShoppingListsPage } from '../../../../features/account/shoppinglists/ShoppingListsPage'
import { pageHead } from '../../../../lib/pageHead'
import { shoppingListsMessages } from '../../../../features/account/shoppingListsMessages'

export const Route = createFileRoute('/_account/account/shoppinglist/')({
  loader: ({ context, location }) =>
    loadAccountData(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(shoppingListsQuery(navId)),
    ),
  head: () =>
    pageHead(import('../../../../features/account/shoppingListsMessages').then((m) => m.shoppingListsMessages.title)),
  pendingComponent: () => <ListSkeleton rows={3} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: ShoppingListsRoute,
})

function ShoppingListsRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  if (forbidden) return <ForbiddenNotice title={shoppingListsMessages.title} message={forbidden} />
  return <ShoppingListsPage navId={navId} />
}
