import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { DeliveryIdParamSchema } from '../../../../../contract/schemas/orders'
import { DeliveryView } from '../../../../features/account/deliveries/DeliveryView'
import { deliveryQuery } from '../../../../features/account/deliveries/queries'
import {
  AccountErrorView,
  AccountNotFound,
  DocumentSkeleton,
  ForbiddenNotice,
} from '../../../../features/account/orders/AccountPageStates'
import { loadAccountData } from '../../../../features/account/orders/loadAccountData'
import { pageHead } from '../../../../lib/pageHead'
import { deliveriesMessages } from '../../../../features/account/deliveriesMessages'

/** A malformed id names no delivery: a 404 before any call. */
const deliveryId = (raw: string) => {
  const parsed = v.safeParse(DeliveryIdParamSchema, raw)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const Route = createFileRoute('/_account/account/delivery/$id')({
  loader: async ({ context, params, location }) => {
    const id = deliveryId(params.id)
    const load = await loadAccountData(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(deliveryQuery(navId, id)),
    )
    return { ...load, id }
  },
  head: () =>
    pageHead(import('../../../../features/account/deliveriesMessages').then((m) => m.deliveriesMessages.detailTitle)),
  pendingComponent: DocumentSkeleton,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: DeliveryRoute,
})

function DeliveryRoute() {
  const { navId, forbidden, id } = Route.useLoaderData()
  if (forbidden) return <ForbiddenNotice title={deliveriesMessages.detailTitle} message={forbidden} />
  return <DeliveryView navId={navId} id={id} />
}
