import { createFileRoute } from '@tanstack/react-router'
import {
  AccountErrorView,
  AccountNotFound,
  DocumentSkeleton,
  ForbiddenNotice,
} from '../../../../../features/account/AccountPageStates'
import { ExternalOrderView } from '../../../../../features/account/orders/ExternalOrderView'
import { loadAccountPage } from '../../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../../lib/pageStatus'
import { externalOrderQuery } from '../../../../../features/account/orders/queries'
import { pageHead } from '../../../../../lib/pageHead'
import { ordersMessages } from '../../../../../features/account/orders/ordersMessages'

/** A web order has no external view: the API answers 404, and so does the page. */
export const Route = createFileRoute('/_account/account/order/$orderNumber/external')({
  loader: ({ context, params, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(externalOrderQuery(navId, params.orderNumber)),
    ),
  headers: forbiddenPageHeaders,
  head: ({ params }) =>
    pageHead(
      import('../../../../../features/account/orders/ordersMessages').then((m) =>
        m.ordersMessages.externalTitle(params.orderNumber),
      ),
    ),
  pendingComponent: DocumentSkeleton,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: ExternalOrderRoute,
})

function ExternalOrderRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { orderNumber } = Route.useParams()
  if (forbidden) return <ForbiddenNotice title={ordersMessages.detailTitle(orderNumber)} message={forbidden} />
  return <ExternalOrderView navId={navId} orderNumber={orderNumber} />
}
