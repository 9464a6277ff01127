import { createFileRoute } from '@tanstack/react-router'
import { NewAddressPage } from '../../../../features/account/customer/AddressEditPage'
import { FormSkeleton } from '../../../../features/account/customer/CustomerPageStates'
import { AccountErrorView, AccountNotFound } from '../../../../features/account/AccountPageStates'
import { customerMessages } from '../../../../features/account/customer/customerMessages'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { addressBookQuery } from '../../../../features/account/customer/queries'
import { messages } from '../../../../lib/messages'

/** spec §2 /account/address/new (the book decides whether this becomes the default). */
export const Route = createFileRoute('/_account/account/address/new')({
  loader: ({ context, location }) =>
    loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(addressBookQuery(navId)),
    ),
  headers: forbiddenPageHeaders,
  head: () => ({ meta: [{ title: `${customerMessages.addresses.newTitle} | ${messages.site.name}` }] }),
  pendingComponent: () => <FormSkeleton fields={7} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: NewAddressRoute,
})

function NewAddressRoute() {
  const { navId } = Route.useLoaderData()
  return <NewAddressPage navId={navId} />
}
