import { createFileRoute } from '@tanstack/react-router'
import {
  AccountErrorView,
  AccountNotFound,
  DocumentSkeleton,
  ForbiddenNotice,
} from '../../../../../features/account/orders/AccountPageStates'
import { loadAccountData } from '../../../../../features/account/orders/loadAccountData'
import { OrderView } from '../../../../../features/account/orders/OrderView'
import { orderQuery } from '../../../../../features/account/orders/queries'
import { pageHead } from '../../../../../lib/pageHead'
import { ordersMessages } from '../../../../../features/account/ordersMessages'

export const Route = createFileRoute('/_account/account/order/$orderNumber/')({
  loader: ({ context, params, location }) =>
    loadAccountData(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(orderQuery(navId, params.orderNumber)),
    ),
  head: ({ params }) =>
    pageHead(
      import('../../../../../features/account/ordersMessages').then((m) =>
        m.ordersMessages.detailTitle(params.orderNumber),
      ),
    ),
  pendingComponent: DocumentSkeleton,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: OrderRoute,
})

function OrderRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { orderNumber } = Route.useParams()
  if (forbidden) return <ForbiddenNotice title={ordersMessages.detailTitle(orderNumber)} message={forbidden} />
  return <OrderView navId={navId} orderNumber={orderNumber} />
}
