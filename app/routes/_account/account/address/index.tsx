import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '#app/features/account/customer/AddressBookPage'
import { ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { addressBookQuery } from '#app/features/account/customer/queries'
import { pageHead } from '#app/lib/pageHead'

/** spec §2 /account/address: the address book. */
export const Route = createFileRoute('/_account/account/address/')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, addressBookQuery),
  head: () =>
    pageHead(import('#app/features/account/customer/customerMessages').then((m) => m.customerMessages.addresses.title)),
  pendingComponent: () => <ListSkeleton rows={2} />,
  component: AddressBookRoute,
})

function AddressBookRoute() {
  const { navId } = Route.useLoaderData()
  return <AddressBookPage navId={navId} />
}
