import { createFileRoute } from '@tanstack/react-router'
import { FormSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { EditDetailsPage } from '#app/features/account/customer/EditDetailsPage'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { customerDetailsQuery } from '#app/features/account/customer/queries'
import { pageHead } from '#app/lib/pageHead'

/** spec §2 /account/edit/details */
export const Route = createFileRoute('/_account/account/edit/details')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, customerDetailsQuery),
  head: () =>
    pageHead(import('#app/features/account/customer/customerMessages').then((m) => m.customerMessages.details.title)),
  pendingComponent: () => <FormSkeleton fields={4} />,
  component: DetailsRoute,
})

function DetailsRoute() {
  const { navId } = Route.useLoaderData()
  return <EditDetailsPage navId={navId} />
}
