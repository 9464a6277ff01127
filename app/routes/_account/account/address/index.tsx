import { createFileRoute } from '@tanstack/react-router'
import { AddressBookPage } from '../../../../features/account/customer/AddressBookPage'
import { AccountErrorView, AccountNotFound, ListSkeleton } from '../../../../features/account/AccountPageStates'
import { customerMessages } from '../../../../features/account/customer/customerMessages'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { addressBookQuery } from '../../../../features/account/customer/queries'
import { messages } from '../../../../lib/messages'

/** spec §2 /account/address: the address book. */
export const Route = createFileRoute('/_account/account/address/')({
  loader: ({ context, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(addressBookQuery(navId)),
    ),
  headers: forbiddenPageHeaders,
  head: () => ({ meta: [{ title: `${customerMessages.addresses.title} | ${messages.site.name}` }] }),
  pendingComponent: () => <ListSkeleton rows={2} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: AddressBookRoute,
})

function AddressBookRoute() {
  const { navId } = Route.useLoaderData()
  return <AddressBookPage navId={navId} />
}
