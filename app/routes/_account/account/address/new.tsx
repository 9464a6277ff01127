import { createFileRoute } from '@tanstack/react-router'
import { NewAddressPage } from '#app/features/account/customer/AddressEditPage'
import { FormSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { addressBookQuery } from '#app/features/account/customer/queries'
import { pageHead } from '#app/lib/pageHead'

/** spec §2 /account/address/new (the book decides whether this becomes the default). */
export const Route = createFileRoute('/_account/account/address/new')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, addressBookQuery),
  head: () =>
    pageHead(
      import('#app/features/account/customer/customerMessages').then((m) => m.customerMessages.addresses.newTitle),
    ),
  pendingComponent: () => <FormSkeleton fields={7} />,
  component: NewAddressRoute,
})

function NewAddressRoute() {
  const { navId } = Route.useLoaderData()
  return <NewAddressPage navId={navId} />
}
