import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { LISTING_PAGE_SIZE, SEARCH_SORTS, sortsFor, type SearchSort } from '../../../contract/schemas/catalogParams'
import { contentHref } from '../../../contract/schemas/contentSearch'
import { filterParams, hasFilters, type ListingFilters } from '../../../contract/schemas/listingFilters'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { Pager, pageCount } from '../../ui/Pager'
import { Skeleton } from '../../ui/Skeleton'
import { CardAddToCart } from '../catalog/CardAddToCart'
import { ProductGrid } from '../catalog/ProductCard'
import { categorySearchQuery } from '../catalog/queries'
import { searchResultsQuery } from '../catalog/listingQueries'
import { SortSelect } from '../catalog/SortSelect'
import { chosenFilters } from '../catalog/filters/chosenFilters'
import { FilterChips } from '../catalog/filters/FilterChips'
import { FilteredListing } from '../catalog/filters/FilteredListing'
import { listingHref } from '../catalog/filters/listingHref'
import { useCategoryName } from '../catalog/filters/useCategoryName'
import { contentSearchQuery } from './contentSearchQuery'
import { searchMessages, type SearchSectionId } from './searchMessages'
import { SearchSuggestion } from './SearchSuggestion'

function NoResults() {
  return (
    <div className="card text-ink-muted" data-testid="results-no-results">
      <p className="font-semibold text-ink">{searchMessages['no.results']}</p>
      <p className="mt-1">{searchMessages['try.again']}</p>
    </div>
  )
}

function SectionFailed({ id, onRetry }: { id: SearchSectionId; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="card flex flex-col gap-4 sm:flex-row sm:items-center"
      data-testid="results-section-error"
    >
      <div className="flex flex-1 items-start gap-3 sm:items-center">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-danger-50 text-danger-600">
          <Icon name="alert" size="m" />
        </span>
        <p className="text-ink">{searchMessages.failed[id]}</p>
      </div>
      <button type="button" className="btn-secondary w-full sm:w-auto" onClick={onRetry}>
        {searchMessages.retry}
      </button>
    </div>
  )
}

/**
 * One section of the results: title with the count in kpl, then the hits, a skeleton while
 * loading, the no-results texts, or an error with a retry. Each section reads its own query,
 * so a failing one leaves the others standing. `lead` goes above the hits or the no-results
 * texts (the products' "Tarkoititko", docs/decisions/022-finnish-product-search.md).
 */
function ResultSection<T extends { items: unknown[]; total_count: number }>({
  id,
  result,
  skeleton,
  lead,
  children,
}: {
  id: SearchSectionId
  result: UseQueryResult<T>
  skeleton: ReactNode
  lead?: (data: T) => ReactNode
  children: (data: T) => ReactNode
}) {
  const { data, isError, isFetching } = result
  return (
    <section className="flex flex-col gap-3" data-testid={`results-${id}`} aria-busy={data === undefined && !isError}>
      <h2 className="flex items-baseline gap-2 text-xl font-bold text-ink">
        {searchMessages[id]}
        {data ? (
          <span className="text-base font-semibold text-ink-muted">{searchMessages.count(data.total_count)}</span>
        ) : null}
      </h2>
      {data ? (
        <>
          {lead?.(data)}
          {data.items.length > 0 ? children(data) : <NoResults />}
        </>
      ) : isError && !isFetching ? (
        <SectionFailed id={id} onRetry={() => void result.refetch()} />
      ) : (
        skeleton
      )}
    </section>
  )
}

const productSkeleton = (
  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4" aria-hidden="true">
    {[0, 1, 2, 3].map((i) => (
      <li key={i} className="card flex flex-col gap-3">
        <Skeleton className="aspect-square w-full" />
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-4 w-1/2" />
      </li>
    ))}
  </ul>
)

const linkSkeleton = (
  <div className="flex flex-wrap gap-2" aria-hidden="true">
    <Skeleton className="h-11 w-40 rounded-full" />
    <Skeleton className="h-11 w-32 rounded-full" />
  </div>
)

// A failed search stays failed when the page mounts or hydrates (the server rendered the error):
// the section's retry button asks again, so nothing spins without end.
const noRetryOnMount = { retryOnMount: false } as const

const RESULTS_PATH = '/searchresults'

/** The address of a page of results; the defaults (page 1, relevance, no filters) stay out of it. */
const resultsHref = (query: string, filters: ListingFilters, sort: SearchSort, page = 1) =>
  listingHref(RESULTS_PATH, { keep: { search: query }, filters, sort, defaultSort: 'relevance', page })

/**
 * Above the products: which of them the page shows ("1–24 / 159") and their order
 * (docs/decisions/063-search-paging-and-sort.md). Both are links and a GET form, so they work
 * before the script loads.
 */
function ProductsBar({
  query,
  filters,
  sort,
  loggedIn,
  page,
  shown,
  total,
}: {
  query: string
  filters: ListingFilters
  sort: SearchSort
  loggedIn: boolean
  page: number
  shown: number
  total: number
}) {
  const first = (page - 1) * LISTING_PAGE_SIZE + 1
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <p className="text-sm text-ink-muted" data-testid="results-range">
        {total > 0 ? searchMessages.range(first, first + shown - 1, total) : null}
      </p>
      <SortSelect
        path={RESULTS_PATH}
        sort={sort}
        sorts={sortsFor(SEARCH_SORTS, loggedIn)}
        keep={{ search: query, ...filterParams(filters) }}
      />
    </div>
  )
}

function Results({
  query,
  page,
  sort,
  filters,
  navId,
}: {
  query: string
  page: number
  sort: SearchSort
  filters: ListingFilters
  navId: string | null
}) {
  const products = useQuery({
    ...searchResultsQuery(query, LISTING_PAGE_SIZE, {
      page,
      sort,
      navId,
      filters: filterParams(filters),
    }),
    ...noRetryOnMount,
  })
  // A new filter starts again from page 1 and keeps the order (docs/decisions/069-facets-and-filters.md).
  const hrefFor = (next: ListingFilters) => resultsHref(query, next, sort)
  const chosen = chosenFilters(filters, useCategoryName(filters.category))
  const categories = useQuery({ ...categorySearchQuery(query), ...noRetryOnMount })
  const pages = useQuery({ ...contentSearchQuery(query), ...noRetryOnMount })
  return (
    <>
      <ResultSection
        id="products"
        result={products}
        skeleton={productSkeleton}
        lead={(data) => (
          <>
            {data.suggestion ? <SearchSuggestion suggestion={data.suggestion} className="text-lg" /> : null}
            {/* Filters that leave nothing: the chips are the way back. */}
            {data.items.length === 0 && hasFilters(filters) ? <FilterChips chosen={chosen} hrefFor={hrefFor} /> : null}
          </>
        )}
      >
        {(data) => (
          <>
            <ProductsBar
              query={query}
              filters={filters}
              sort={sort}
              loggedIn={navId !== null}
              page={data.page}
              shown={data.items.length}
              total={data.total_count}
            />
            <FilteredListing
              facets={data.facets}
              filters={filters}
              chosen={chosen}
              hrefFor={hrefFor}
              total={data.total_count}
              categories
              contract={navId ? { scope: { q: query }, navId } : null}
            >
              <ProductGrid
                products={data.items}
                navId={navId}
                action={(product) => <CardAddToCart product={product} navId={navId} />}
              />
              {/* The API's page, not the URL's: a page past the last one is answered with the last. */}
              <Pager
                page={data.page}
                pages={pageCount(data.total_count, LISTING_PAGE_SIZE)}
                hrefFor={(n) => resultsHref(query, filters, sort, n)}
              />
            </FilteredListing>
          </>
        )}
      </ResultSection>
      <ResultSection id="categories" result={categories} skeleton={linkSkeleton}>
        {(data) => (
          <ul className="flex flex-wrap gap-2">
            {data.items.map((c) => (
              <li key={c.id}>
                <Link
                  to="/category/$"
                  params={{ _splat: c.url_path }}
                  className="tap inline-flex items-center rounded-full border border-line bg-white px-4 font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ResultSection>
      <ResultSection id="pages" result={pages} skeleton={linkSkeleton}>
        {(data) => (
          <ul className="flex flex-col gap-1">
            {data.items.map((p) => (
              <li key={p.sys.id}>
                <a href={contentHref(p)} className="tap inline-flex items-center text-brand-700 underline">
                  {p.fields.title}
                </a>
              </li>
            ))}
          </ul>
        )}
      </ResultSection>
    </>
  )
}

/** spec §2 /searchresults?search=: products (paged, sorted and filtered), categories and content pages, counts in kpl. */
export function SearchResultsPage({
  query,
  page,
  sort,
  filters,
  navId,
}: {
  query: string
  page: number
  sort: SearchSort
  filters: ListingFilters
  navId: string | null
}) {
  return (
    <div className="page-container flex flex-col gap-8 py-6" data-testid="search-results">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{messages.search.resultsTitle(query)}</h1>
      {query.length < 3 ? (
        <p className="card">{searchMessages.minChars}</p>
      ) : (
        <Results query={query} page={page} sort={sort} filters={filters} navId={navId} />
      )}
    </div>
  )
}
