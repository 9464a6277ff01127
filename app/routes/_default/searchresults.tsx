import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterParams } from '#contract/schemas/listingFilters'
import { allowedSort, clampInt, LISTING_PAGE_SIZE, MAX_PAGE, SEARCH_SORTS } from '#contract/schemas/catalogParams'
import { SearchResultsPage } from '../../features/search/SearchResultsPage'
import { visitorFilters } from '../../features/catalog/filters/visitorFilters'
import { prefetchPagePrices } from '../../features/catalog/pagePrices'
import { categorySearchQuery } from '../../features/catalog/queries'
import { searchResultsQuery } from '../../features/catalog/listingQueries'
import { contentSearchQuery } from '../../features/search/contentSearchQuery'
import { messages } from '../../lib/messages'
import { pageHead } from '../../lib/pageHead'

// The page, the order and the filters live in the URL, so Back and a shared link restore them
// (docs/decisions/063-search-paging-and-sort.md, docs/decisions/069-facets-and-filters.md);
// paging is clamped as on the category page. The filters are the other parameters, kept as they
// come and read leniently in this route's chunk.
const SearchSchema = v.looseObject({
  search: v.optional(v.fallback(v.pipe(v.string(), v.maxLength(100)), ''), ''),
  page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => clampInt(raw, 1, MAX_PAGE, 1)),
    ),
  ),
  sort: v.optional(v.fallback(v.picklist(SEARCH_SORTS), 'relevance')),
})

export const Route = createFileRoute('/_default/searchresults')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search: { search, page, sort, ...filters } }) => ({
    q: search.trim(),
    page: page ?? 1,
    sort: sort ?? 'relevance',
    filters,
  }),
  loader: async ({ context, deps }) => {
    if (deps.q.length < 3) return
    const navId = context.user?.navId ?? null
    const filters = visitorFilters(deps.filters, context.user, { search: true })
    // A guest has no price order: a shared link's is relevance.
    const products = searchResultsQuery(deps.q, LISTING_PAGE_SIZE, {
      page: deps.page,
      sort: allowedSort(deps.sort, navId !== null, 'relevance'),
      navId,
      filters: filterParams(filters),
    })
    // Content pages are secondary: streamed in, not awaited.
    void context.queryClient.prefetchQuery(contentSearchQuery(deps.q))
    // Products and categories are awaited so they are in the first HTML. prefetchQuery never
    // throws: a failed search shows its error in its own section, not the route's error page.
    await Promise.all([
      context.queryClient.prefetchQuery(products),
      context.queryClient.prefetchQuery(categorySearchQuery(deps.q)),
    ])
    // The contract prices of the hits shown (docs/decisions/028-page-cost-and-server-cpu.md), streamed behind Suspense.
    const hits = context.queryClient.getQueryData(products.queryKey)
    if (navId && hits)
      prefetchPagePrices(
        context.queryClient,
        navId,
        hits.items.map((p) => p.sku),
      )
  },
  head: ({ match }) => pageHead(messages.search.resultsTitle(match.search.search ?? '')),
  component: SearchResultsRoute,
})

function SearchResultsRoute() {
  const params = Route.useSearch()
  const { search, page, sort } = params
  const { user } = Route.useRouteContext()
  const navId = user?.navId ?? null
  return (
    <SearchResultsPage
      query={search.trim()}
      page={page ?? 1}
      sort={allowedSort(sort ?? 'relevance', navId !== null, 'relevance')}
      filters={visitorFilters(params, user, { search: true })}
      navId={navId}
    />
  )
}
