import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { DeliveryIdParamSchema } from '../../../../../contract/schemas/orders'
import { DeliveryView } from '../../../../features/account/deliveries/DeliveryView'
import { deliveryQuery } from '../../../../features/account/deliveries/queries'
import { AccountGate, DocumentSkeleton } from '../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../features/account/accountRoute'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { pageHead } from '../../../../lib/pageHead'
import { deliveriesMessages } from '../../../../features/account/deliveries/deliveriesMessages'

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
      import('../../../../features/account/deliveries/deliveriesMessages').then(
        (m) => m.deliveriesMessages.detailTitle,
      ),
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
