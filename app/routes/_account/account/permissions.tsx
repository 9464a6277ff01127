import { createFileRoute } from '@tanstack/react-router'
import {
  CustomerErrorView,
  CustomerNotFound,
  ListSkeleton,
} from '../../../features/account/customer/CustomerPageStates'
import { loadCustomerData } from '../../../features/account/customer/loadCustomerData'
import { PermissionsPage } from '../../../features/account/customer/PermissionsPage'
import { permissionsQuery } from '../../../features/account/customer/queries'
import { pageHead } from '../../../lib/pageHead'

/** spec §2 /account/permissions, §6 */
export const Route = createFileRoute('/_account/account/permissions')({
  loader: ({ context, location }) =>
    loadCustomerData(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(permissionsQuery(navId)),
    ),
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.permissions.title),
    ),
  pendingComponent: () => <ListSkeleton rows={6} />,
  errorComponent: CustomerErrorView,
  notFoundComponent: CustomerNotFound,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const { navId } = Route.useLoaderData()
  return <PermissionsPage navId={navId} />
}
