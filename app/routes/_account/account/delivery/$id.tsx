import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { DeliveryIdParamSchema } from '#contract/schemas/orders'
import { DeliveryView } from '#app/features/account/deliveries/DeliveryView'
import { deliveryQuery } from '#app/features/account/deliveries/queries'
import { AccountGate, DocumentSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { pageHead } from '#app/lib/pageHead'
import { deliveriesMessages } from '#app/features/account/deliveries/deliveriesMessages'

/** A malformed id names no delivery: a 404 before any call. */
const deliveryId = (raw: string) => {
  const parsed = v.safeParse(DeliveryIdParamSchema, raw)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const Route = createFileRoute('/_account/account/delivery/$id')({
  ...accountRoute(),
  loader: async (ctx) => {
    const id = deliveryId(ctx.params.id)
    const load = await loadAccountPage(ctx, (navId) => deliveryQuery(navId, id))
    return { ...load, id }
  },
  head: () =>
    pageHead(
      import('#app/features/account/deliveries/deliveriesMessages').then((m) => m.deliveriesMessages.detailTitle),
    ),
  pendingComponent: DocumentSkeleton,
  component: DeliveryRoute,
})

function DeliveryRoute() {
  const { navId, forbidden, id } = Route.useLoaderData()
  return (
    <AccountGate title={deliveriesMessages.detailTitle} forbidden={forbidden}>
      <DeliveryView navId={navId} id={id} />
    </AccountGate>
  )
}
