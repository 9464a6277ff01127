import { createFileRoute } from '@tanstack/react-router'
import { ListSkeleton } from '../../../features/account/AccountPageStates'
import { accountRoute } from '../../../features/account/accountRoute'
import { loadAccountPage } from '../../../features/account/loadAccountPage'
import { PermissionsPage } from '../../../features/account/customer/PermissionsPage'
import { permissionsQuery } from '../../../features/account/customer/queries'
import { pageHead } from '../../../lib/pageHead'

/** spec §2 /account/permissions, §6 */
export const Route = createFileRoute('/_account/account/permissions')({
  ...accountRoute(),
  // No validateSearch: the audit trail's ?auditUser= and ?auditPage= are read by its own section
  // (docs/decisions/047-audit-trail.md), since a route's search validation loads with every first
  // load (docs/decisions/030).
  loader: (ctx) => loadAccountPage(ctx, permissionsQuery),
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.permissions.title),
    ),
  pendingComponent: () => <ListSkeleton rows={6} />,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const { navId } = Route.useLoaderData()
  return <PermissionsPage navId={navId} />
}
