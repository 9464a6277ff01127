import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { SearchResultsPage } from '../../features/search/SearchResultsPage'
import { prefetchPagePrices } from '../../features/catalog/pagePrices'
import { categorySearchQuery, productSearchQuery } from '../../features/catalog/queries'
import { contentSearchQuery } from '../../features/search/contentSearchQuery'
import { messages } from '../../lib/messages'
import { pageHead } from '../../lib/pageHead'

export const RESULTS_PAGE_SIZE = 48

export const Route = createFileRoute('/_default/searchresults')({
  validateSearch: v.object({ search: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100)), ''), '') }),
  loaderDeps: ({ search }) => ({ q: search.search.trim() }),
  loader: async ({ context, deps }) => {
    if (deps.q.length < 3) return
    // Content pages are secondary: streamed in, not awaited.
    void context.queryClient.prefetchQuery(contentSearchQuery(deps.q))
    // Products and categories are awaited so they are in the first HTML. prefetchQuery never
    // throws: a failed search shows its error in its own section, not the route's error page.
    await Promise.all([
      context.queryClient.prefetchQuery(productSearchQuery(deps.q, RESULTS_PAGE_SIZE)),
      context.queryClient.prefetchQuery(categorySearchQuery(deps.q)),
    ])
    // The contract prices of the hits shown (docs/decisions/028-page-cost-and-server-cpu.md), streamed behind Suspense.
    const hits = context.queryClient.getQueryData(productSearchQuery(deps.q, RESULTS_PAGE_SIZE).queryKey)
    if (context.user && hits)
      prefetchPagePrices(
        context.queryClient,
        context.user.navId,
        hits.items.map((p) => p.sku),
      )
  },
  head: ({ match }) => pageHead(messages.search.resultsTitle(match.search.search ?? '')),
  component: SearchResultsRoute,
})

function SearchResultsRoute() {
  const { search } = Route.useSearch()
  const { user } = Route.useRouteContext()
  return <SearchResultsPage query={search.trim()} pageSize={RESULTS_PAGE_SIZE} navId={user?.navId ?? null} />
}
