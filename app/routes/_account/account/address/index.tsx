import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '../../../../features/account/customer/AddressBookPage'
import { AccountErrorView, AccountNotFound, ListSkeleton } from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { addressBookQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

/** spec §2 /account/address: the address book. */
export const Route = createFileRoute('/_account/account/address/')({
  loader: ({ context, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(addressBookQuery(navId)),
    ),
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then((m) => m.customerMessages.addresses.title),
    ),
  pendingComponent: () => <ListSkeleton rows={2} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: AddressBookRoute,
})

function AddressBookRoute() {
  const { navId } = Route.useLoaderData()
  return <AddressBookPage navId={navId} />
}
