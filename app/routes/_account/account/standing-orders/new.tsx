import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { AccountGate, FormSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { addressBookQuery } from '#app/features/account/customer/queries'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { NewStandingOrderPage, type StandingSource } from '#app/features/account/standingOrders/NewStandingOrderPage'
import { standingOrdersMessages } from '#app/features/account/standingOrders/standingOrdersMessages'
import { pageHead } from '#app/lib/pageHead'

/** Where the lines come from: ?from=cart, ?from=list&list=12, ?from=order&order=W100123; a name to start with. */
const NewStandingSearchSchema = v.object({
  from: v.optional(v.picklist(['cart', 'list', 'order'])),
  list: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
  order: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9-]{1,32}$/))),
  name: v.optional(v.pipe(v.string(), v.maxLength(60))),
})
type NewStandingSearch = v.InferOutput<typeof NewStandingSearchSchema>

function sourceOf(search: NewStandingSearch): StandingSource {
  if (search.from === 'list' && search.list) return { kind: 'list', list_id: search.list }
  if (search.from === 'order' && search.order) return { kind: 'order', order_number: search.order }
  return { kind: 'cart' }
}

export const Route = createFileRoute('/_account/account/standing-orders/new')({
  ...accountRoute(),
  validateSearch: (search) => {
    const parsed = v.safeParse(NewStandingSearchSchema, search)
    return parsed.success ? parsed.output : {}
  },
  loader: (ctx) => loadAccountPage(ctx, addressBookQuery),
  head: () =>
    pageHead(
      import('#app/features/account/standingOrders/standingOrdersMessages').then(
        (m) => m.standingOrdersMessages.newTitle,
      ),
    ),
  pendingComponent: () => <FormSkeleton fields={6} />,
  component: NewStandingOrderRoute,
})

function NewStandingOrderRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <AccountGate title={standingOrdersMessages.newTitle} forbidden={forbidden}>
      <NewStandingOrderPage navId={navId} from={sourceOf(search)} name={search.name ?? 'Vakiotilaus'} />
    </AccountGate>
  )
}
