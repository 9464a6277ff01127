import { createFileRoute } from '@tanstack/react-router'
import { NewAddressPage } from '../../../../features/account/customer/AddressEditPage'
import { FormSkeleton } from '../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../features/account/accountRoute'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { addressBookQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

/** spec §2 /account/address/new (the book decides whether this becomes the default). */
export const Route = createFileRoute('/_account/account/address/new')({
  ...accountRoute(),
  loader: (ctx) => loadAccountPage(ctx, addressBookQuery),
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then(
        (m) => m.customerMessages.addresses.newTitle,
      ),
    ),
  pendingComponent: () => <FormSkeleton fields={7} />,
  component: NewAddressRoute,
})

function NewAddressRoute() {
  const { navId } = Route.useLoaderData()
  return <NewAddressPage navId={navId} />
}
