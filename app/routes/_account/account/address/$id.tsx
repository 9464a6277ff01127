import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { AddressIdParamSchema } from '#contract/schemas/customer'
import { EditAddressPage } from '#app/features/account/customer/AddressEditPage'
import { FormSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { addressQuery } from '#app/features/account/customer/queries'
import { pageHead } from '#app/lib/pageHead'

/** spec §2 /account/address/{id}; a malformed, unknown or another customer's id is a 404. */
export const Route = createFileRoute('/_account/account/address/$id')({
  ...accountRoute(),
  loader: async (ctx) => {
    const id = v.safeParse(AddressIdParamSchema, ctx.params.id)
    if (!id.success) throw notFound()
    const load = await loadAccountPage(ctx, (navId) => addressQuery(navId, id.output))
    return { ...load, id: id.output }
  },
  head: () =>
    pageHead(
      import('#app/features/account/customer/customerMessages').then((m) => m.customerMessages.addresses.editTitle),
    ),
  pendingComponent: () => <FormSkeleton fields={7} />,
  component: EditAddressRoute,
})

function EditAddressRoute() {
  const { navId, id } = Route.useLoaderData()
  return <EditAddressPage navId={navId} id={id} />
}
