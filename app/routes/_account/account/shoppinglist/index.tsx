import { createFileRoute } from '@tanstack/react-router'
import {
  AccountErrorView,
  AccountNotFound,
  ForbiddenNotice,
  ListSkeleton,
} from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { shoppingListsQuery } from '../../../../features/account/shoppinglists/queries'
import { ShoppingListsPage } from '../../../../features/account/shoppinglists/ShoppingListsPage'
import { pageHead } from '../../../../lib/pageHead'
import { shoppingListsMessages } from '../../../../features/account/shoppinglists/shoppingListsMessages'

export const Route = createFileRoute('/_account/account/shoppinglist/')({
  loader: ({ context, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(shoppingListsQuery(navId)),
    ),
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../../features/account/shoppinglists/shoppingListsMessages').then(
        (m) => m.shoppingListsMessages.title,
      ),
    ),
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
