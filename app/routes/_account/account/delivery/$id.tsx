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
} from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { pageHead } from '../../../../lib/pageHead'
import { deliveriesMessages } from '../../../../features/account/deliveries/deliveriesMessages'

/** A malformed id names no delivery: a 404 before any call. */
const deliveryId = (raw: string) => {
  const parsed = v.safeParse(DeliveryIdParamSchema, raw)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const Route = createFileRoute('/_account/account/delivery/$id')({
  loader: async ({ context, params, location }) => {
    const id = deliveryId(params.id)
    const load = await loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(deliveryQuery(navId, id)),
    )
    return { ...load, id }
  },
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../../features/account/deliveries/deliveriesMessages').then(
        (m) => m.deliveriesMessages.detailTitle,
      ),
    ),
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
