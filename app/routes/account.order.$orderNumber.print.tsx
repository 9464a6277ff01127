import { createFileRoute } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import {
  AccountErrorView,
  AccountNotFound,
  DocumentSkeleton,
  ForbiddenNotice,
} from '../features/account/AccountPageStates'
import { loadAccountPage } from '../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../lib/pageStatus'
import { OrderPrint } from '../features/account/orders/OrderPrint'
import { orderQuery } from '../features/account/orders/queries'
import { pageHead } from '../lib/pageHead'
import { ordersMessages } from '../features/account/orders/ordersMessages'

/**
 * spec §2 /account/order/{id}/print: outside every layout (no header, navigation or footer),
 * so only the order is printed. Under /account/*, so the login guard applies as everywhere.
 */
export const Route = createFileRoute('/account/order/$orderNumber/print')({
  loader: ({ context, params, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(orderQuery(navId, params.orderNumber)),
    ),
  headers: forbiddenPageHeaders,
  head: ({ params }) =>
    pageHead(
      import('../features/account/orders/ordersMessages').then((m) => m.ordersMessages.detailTitle(params.orderNumber)),
      { name: 'robots', content: 'noindex' },
    ),
  pendingComponent: () => (
    <PrintFrame>
      <DocumentSkeleton />
    </PrintFrame>
  ),
  errorComponent: (props) => (
    <PrintFrame>
      <AccountErrorView {...props} />
    </PrintFrame>
  ),
  notFoundComponent: () => (
    <PrintFrame>
      <AccountNotFound />
    </PrintFrame>
  ),
  component: PrintRoute,
})

function PrintFrame({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto w-full max-w-[800px] px-4 py-6 sm:px-6 print:p-0">
      {children}
    </main>
  )
}

function PrintRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { orderNumber } = Route.useParams()
  if (forbidden) {
    return (
      <PrintFrame>
        <ForbiddenNotice title={ordersMessages.detailTitle(orderNumber)} message={forbidden} />
      </PrintFrame>
    )
  }
  return (
    <main id="main">
      <OrderPrint navId={navId} orderNumber={orderNumber} />
    </main>
  )
}
