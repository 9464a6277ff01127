import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { StandingOrderIdParamSchema } from '#contract/schemas/standingOrders'
import { AccountGate, DocumentSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { standingOrderQuery } from '#app/features/account/standingOrders/queries'
import { StandingOrderPage } from '#app/features/account/standingOrders/StandingOrderPage'
import { standingOrdersMessages } from '#app/features/account/standingOrders/standingOrdersMessages'
import { pageHead } from '#app/lib/pageHead'

/** A malformed id names no standing order: a 404 before any call. */
const standingId = (raw: string) => {
  const parsed = v.safeParse(StandingOrderIdParamSchema, raw)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const Route = createFileRoute('/_account/account/standing-orders/$id')({
  ...accountRoute(),
  loader: async (ctx) => {
    const id = standingId(ctx.params.id)
    const load = await loadAccountPage(ctx, (navId) => standingOrderQuery(navId, id))
    const title = load.forbidden
      ? null
      : (ctx.context.queryClient.getQueryData(standingOrderQuery(load.navId, id).queryKey)?.standing_order.name ?? null)
    return { ...load, title }
  },
  // A literal fallback: smaller in the app's root chunk than importing the messages for it.
  head: ({ loaderData }) => pageHead(loaderData?.title ?? 'Vakiotilaukset'),
  pendingComponent: DocumentSkeleton,
  component: StandingOrderRoute,
})

function StandingOrderRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { id } = Route.useParams()
  return (
    <AccountGate title={standingOrdersMessages.title} forbidden={forbidden}>
      <StandingOrderPage navId={navId} id={standingId(id)} />
    </AccountGate>
  )
}
