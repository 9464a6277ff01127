import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView, AccountNotFound, ListSkeleton } from '../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../lib/pageStatus'
import { PermissionsPage } from '../../../features/account/customer/PermissionsPage'
import { permissionsQuery } from '../../../features/account/customer/queries'
import { pageHead } from '../../../lib/pageHead'

/** spec §2 /account/permissions, §6 */
export const Route = createFileRoute('/_account/account/permissions')({
  loader: ({ context, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(permissionsQuery(navId)),
    ),
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.permissions.title),
    ),
  pendingComponent: () => <ListSkeleton rows={6} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const { navId } = Route.useLoaderData()
  return <PermissionsPage navId={navId} />
}
