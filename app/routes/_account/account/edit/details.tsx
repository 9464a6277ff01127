import { createFileRoute } from '@tanstack/react-router'
import {
  CustomerErrorView,
  CustomerNotFound,
  FormSkeleton,
} from '../../../../features/account/customer/CustomerPageStates'
import { EditDetailsPage } from '../../../../features/account/customer/EditDetailsPage'
import { loadCustomerData } from '../../../../features/account/customer/loadCustomerData'
import { customerDetailsQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

/** spec §2 /account/edit/details */
export const Route = createFileRoute('/_account/account/edit/details')({
  loader: ({ context, location }) =>
    loadCustomerData(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(customerDetailsQuery(navId)),
    ),
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then((m) => m.customerMessages.details.title),
    ),
  pendingComponent: () => <FormSkeleton fields={4} />,
  errorComponent: CustomerErrorView,
  notFoundComponent: CustomerNotFound,
  component: DetailsRoute,
})

function DetailsRoute() {
  const { navId } = Route.useLoaderData()
  return <EditDetailsPage navId={navId} />
}
