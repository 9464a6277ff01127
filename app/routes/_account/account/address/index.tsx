import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '../../../../features/account/customer/AddressBookPage'
import {
  CustomerErrorView,
  CustomerNotFound,
  ListSkeleton,
} from '../../../../features/account/customer/CustomerPageStates'
import { loadCustomerData } from '../../../../features/account/customer/loadCustomerData'
import { addressBookQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

/** spec §2 /account/address: the address book. */
export const Route = createFileRoute('/_account/account/address/')({
  loader: ({ context, location }) =>
    loadCustomerData(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(addressBookQuery(navId)),
    ),
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then((m) => m.customerMessages.addresses.title),
    ),
  pendingComponent: () => <ListSkeleton rows={2} />,
  errorComponent: CustomerErrorView,
  notFoundComponent: CustomerNotFound,
  component: AddressBookRoute,
})

function AddressBookRoute() {
  const { navId } = Route.useLoaderData()
  return <AddressBookPage navId={navId} />
}
