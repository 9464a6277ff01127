import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView, AccountNotFound, ListSkeleton } from '../../../features/account/AccountPageStates'
import { customerMessages } from '../../../features/account/customer/customerMessages'
import { loadAccountPage } from '../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../lib/pageStatus'
import { PermissionsPage } from '../../../features/account/customer/PermissionsPage'
import { permissionsQuery } from '../../../features/account/customer/queries'
import { messages } from '../../../lib/messages'

/** spec §2 /account/permissions, §6 */
export const Route = createFileRoute('/_account/account/permissions')({
  loader: ({ context, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(permissionsQuery(navId)),
    ),
  headers: forbiddenPageHeaders,
  head: () => ({ meta: [{ title: `${customerMessages.permissions.title} | ${messages.site.name}` }] }),
  pendingComponent: () => <ListSkeleton rows={6} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: PermissionsRoute,
})

function PermissionsRoute() {
  const { navId } = Route.useLoaderData()
  return <PermissionsPage navId={navId} />
}
