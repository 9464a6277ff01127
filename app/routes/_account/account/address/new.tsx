import { createFileRoute } from '@tanstack/react-router'
import { NewAddressPage } from '../../../../features/account/customer/AddressEditPage'
import {
  CustomerErrorView,
  CustomerNotFound,
  FormSkeleton,
} from '../../../../features/account/customer/CustomerPageStates'
import { customerMessages } from '../../../../features/account/customer/customerMessages'
import { loadCustomerData } from '../../../../features/account/customer/loadCustomerData'
import { addressBookQuery } from '../../../../features/account/customer/queries'
import { messages } from '../../../../lib/messages'

/** spec §2 /account/address/new (the book decides whether this becomes the default). */
export const Route = createFileRoute('/_account/account/address/new')({
  loader: ({ context, location }) =>
    loadCustomerData(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(addressBookQuery(navId)),
    ),
  head: () => ({ meta: [{ title: `${customerMessages.addresses.newTitle} | ${messages.site.name}` }] }),
  pendingComponent: () => <FormSkeleton fields={7} />,
  errorComponent: CustomerErrorView,
  notFoundComponent: CustomerNotFound,
  component: NewAddressRoute,
})

function NewAddressRoute() {
  const { navId } = Route.useLoaderData()
  return <NewAddressPage navId={navId} />
}
