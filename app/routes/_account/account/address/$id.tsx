import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { AddressIdParamSchema } from '../../../../../contract/schemas/customer'
import { EditAddressPage } from '../../../../features/account/customer/AddressEditPage'
import { AccountErrorView, AccountNotFound, FormSkeleton } from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { addressQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

/** spec §2 /account/address/{id}; a malformed, unknown or another customer's id is a 404. */
export const Route = createFileRoute('/_account/account/address/$id')({
  loader: async ({ context, location, params }) => {
    const id = v.safeParse(AddressIdParamSchema, params.id)
    if (!id.success) throw notFound()
    const load = await loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(addressQuery(navId, id.output)),
    )
    return { ...load, id: id.output }
  },
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then(
        (m) => m.customerMessages.addresses.editTitle,
      ),
    ),
  pendingComponent: () => <FormSkeleton fields={7} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: EditAddressRoute,
})

function EditAddressRoute() {
  const { navId, id } = Route.useLoaderData()
  return <EditAddressPage navId={navId} id={id} />
}
