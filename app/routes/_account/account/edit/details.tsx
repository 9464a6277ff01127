import { createFileRoute } from '@tanstack/react-router'
import { AccountErrorView, AccountNotFound, FormSkeleton } from '../../../../features/account/AccountPageStates'
import { EditDetailsPage } from '../../../../features/account/customer/EditDetailsPage'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { customerDetailsQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

/** spec §2 /account/edit/details */
export const Route = createFileRoute('/_account/account/edit/details')({
  loader: ({ context, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(customerDetailsQuery(navId)),
    ),
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then((m) => m.customerMessages.details.title),
    ),
  pendingComponent: () => <FormSkeleton fields={4} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: DetailsRoute,
})

function DetailsRoute() {
  const { navId } = Route.useLoaderData()
  return <EditDetailsPage navId={navId} />
}
