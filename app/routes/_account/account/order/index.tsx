import { createFileRoute } from '@tanstack/react-router'
import { AccountListSearchSchema } from '../../../../../contract/schemas/accountListSearch'
import { OrderHistory } from '../../../../features/account/orders/OrderHistory'
import {
  AccountErrorView,
  AccountNotFound,
  ForbiddenNotice,
  ListSkeleton,
} from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { orderListQuery } from '../../../../features/account/orders/queries'
import { messages } from '../../../../lib/messages'
import { pageHead } from '../../../../lib/pageHead'

export const Route = createFileRoute('/_account/account/order/')({
  validateSearch: AccountListSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(orderListQuery(navId, deps.page)),
    ),
  headers: forbiddenPageHeaders,
  head: () => pageHead(messages.account.orders),
  pendingComponent: () => <ListSkeleton />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: OrderHistoryRoute,
})

function OrderHistoryRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { page = 1 } = Route.useSearch()
  if (forbidden) return <ForbiddenNotice title={messages.account.orders} message={forbidden} />
  return <OrderHistory navId={navId} page={page} />
}
