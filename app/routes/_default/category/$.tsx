import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { filterParams } from '#contract/schemas/listingFilters'
import { allowedSort, clampInt, LISTING_PAGE_SIZE, MAX_PAGE, SORTS } from '#contract/schemas/catalogParams'
import { CategoryPage } from '../../../features/catalog/CategoryPage'
import { visitorFilters } from '../../../features/catalog/filters/visitorFilters'
import { prefetchPagePrices } from '../../../features/catalog/pagePrices'
import { categoryQuery } from '../../../features/catalog/listingQueries'
import { ApiRequestError } from '../../../lib/api'
import { publicPageHead } from '../../../lib/pageHead'
import { canonicalPath, metaDescription } from '../../../lib/seo'
import { catalogMessages } from '../../../features/catalog/catalogMessages'

// The same paging rule as /api/catalog/category: a number is clamped (a page past the last one
// shows the last page, which the API answers), anything else is page 1. The filters live in the
// URL too (docs/decisions/069-facets-and-filters.md), so Back and a shared link restore them: the
// other parameters are kept as they come and read leniently by the loader and the page (in this
// route's chunk, not in the app's first one).
const SearchSchema = v.looseObject({
  page: v.optional(
    v.pipe(
      v.unknown(),
      v.transform((raw) => clampInt(raw, 1, MAX_PAGE, 1)),
    ),
  ),
  sort: v.optional(v.fallback(v.picklist(SORTS), 'position')),
})

export const Route = createFileRoute('/_default/category/$')({
  validateSearch: SearchSchema,
  loaderDeps: ({ search: { page, sort, ...filters } }) => ({ page: page ?? 1, sort: sort ?? 'position', filters }),
  // Critical: the category and its products with their facet counts (a 404 for an unknown path).
  // Deferred: the page's contract prices and the contract count, streamed; when either fails the
  // cards show list prices and the contract filter shows no number.
  loader: async ({ context, params, deps }) => {
    const path = params._splat?.replace(/\/+$/, '') ?? ''
    // A guest has no price order (docs/decisions/063-search-paging-and-sort.md): a shared link's is the default.
    const sort = allowedSort(deps.sort, Boolean(context.user), 'position')
    const filters = visitorFilters(deps.filters, context.user, { search: false })
    const navId = context.user?.navId ?? null
    try {
      const data = await context.queryClient.ensureQueryData(
        categoryQuery(
          { path, page: deps.page, pageSize: LISTING_PAGE_SIZE, sort, filters: filterParams(filters) },
          navId,
        ),
      )
      // The contract prices of this page's products only (docs/decisions/028-page-cost-and-server-cpu.md), streamed behind Suspense.
      if (navId) {
        prefetchPagePrices(
          context.queryClient,
          navId,
          data.items.map((p) => p.sku),
        )
      }
      return {
        title: data.category.name,
        path: data.category.url_path,
        page: data.page,
        description: metaDescription(
          catalogMessages.categoryDescription(data.category.name, data.total_count),
          data.category.children.map((child) => child.name).join(', '),
        ),
      }
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData }) =>
    publicPageHead(
      loaderData?.title ??
        import('../../../features/catalog/catalogMessages').then((m) => m.catalogMessages.allProducts),
      {
        description: loaderData?.description,
        canonical: loaderData ? canonicalPath(`/category/${loaderData.path}`, loaderData.page) : undefined,
      },
    ),
  component: CategoryRoute,
})

function CategoryRoute() {
  const params = Route.useParams()
  const search = Route.useSearch()
  const { user } = Route.useRouteContext()
  return (
    <CategoryPage
      path={params._splat?.replace(/\/+$/, '') ?? ''}
      page={search.page ?? 1}
      sort={allowedSort(search.sort ?? 'position', Boolean(user), 'position')}
      filters={visitorFilters(search, user, { search: false })}
      navId={user?.navId ?? null}
    />
  )
}
