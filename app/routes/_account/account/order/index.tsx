import { createFileRoute } from '@tanstack/react-router'
import { OrderHistorySearchSchema } from '#contract/schemas/accountListSearch'
import { ORDER_FILTER_ENTRIES, readFilters } from '#contract/schemas/historyFilters'
import { OrderHistory } from '#app/features/account/orders/OrderHistory'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { orderListQuery } from '#app/features/account/orders/queries'
import { messages } from '#app/lib/messages'
import { pageHead } from '#app/lib/pageHead'

export const Route = createFileRoute('/_account/account/order/')({
  ...accountRoute(),
  // ?page= and the history filters (docs/decisions/036-history-filters-and-csv-export.md); a bad filter is shown, not loaded.
  validateSearch: OrderHistorySearchSchema,
  // The deps are the raw filters; they are read in the loader, which loads with the page, so
  // the filter rules and their texts stay off every other page's first load (docs/decisions/030-home-js.md: home JS
  // ≤ 140 KB gzip). The query's key holds the read filters, so two spellings of one filter share it.
  loaderDeps: ({ search: { page = 1, ...raw } }) => ({ page, raw }),
  loader: (ctx) =>
    loadAccountPage(ctx, (navId) =>
      orderListQuery(navId, ctx.deps.page, readFilters(ORDER_FILTER_ENTRIES, ctx.deps.raw).filters),
    ),
  head: () => pageHead(messages.account.orders),
  pendingComponent: () => <ListSkeleton />,
  component: OrderHistoryRoute,
})

function OrderHistoryRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const search = Route.useSearch()
  return (
    <AccountGate title={messages.account.orders} forbidden={forbidden}>
      <OrderHistory navId={navId} page={search.page ?? 1} search={search} />
    </AccountGate>
  )
}
