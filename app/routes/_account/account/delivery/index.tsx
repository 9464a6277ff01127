import { createFileRoute } from '@tanstack/react-router'
import { AccountListSearchSchema } from '../../../../../contract/schemas/accountListSearch'
import { DeliveryList } from '../../../../features/account/deliveries/DeliveryList'
import { deliveryListQuery } from '../../../../features/account/deliveries/queries'
import {
  AccountErrorView,
  AccountNotFound,
  ForbiddenNotice,
  ListSkeleton,
} from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { pageHead } from '../../../../lib/pageHead'
import { deliveriesMessages } from '../../../../features/account/deliveries/deliveriesMessages'

/** spec §2 /account/delivery (the id is optional): without one, the list of deliveries. */
export const Route = createFileRoute('/_account/account/delivery/')({
  validateSearch: AccountListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(deliveryListQuery(navId, deps.page)),
    ),
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../../features/account/deliveries/deliveriesMessages').then((m) => m.deliveriesMessages.title),
    ),
  pendingComponent: () => <ListSkeleton />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: DeliveryListRoute,
})

function DeliveryListRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { page = 1 } = Route.useSearch()
  if (forbidden) return <ForbiddenNotice title={deliveriesMessages.title} message={forbidden} />
  return <DeliveryList navId={navId} page={page} />
}
