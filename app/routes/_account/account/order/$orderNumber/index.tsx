import { createFileRoute } from '@tanstack/react-router'
import {
  AccountErrorView,
  AccountNotFound,
  DocumentSkeleton,
  ForbiddenNotice,
} from '../../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../../lib/pageStatus'
import { OrderView } from '../../../../../features/account/orders/OrderView'
import { orderQuery } from '../../../../../features/account/orders/queries'
import { pageHead } from '../../../../../lib/pageHead'
import { ordersMessages } from '../../../../../features/account/orders/ordersMessages'

export const Route = createFileRoute('/_account/account/order/$orderNumber/')({
  loader: ({ context, params, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(orderQuery(navId, params.orderNumber)),
    ),
  headers: forbiddenPageHeaders,
  head: ({ params }) =>
    pageHead(
      import('../../../../../features/account/orders/ordersMessages').then((m) =>
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
