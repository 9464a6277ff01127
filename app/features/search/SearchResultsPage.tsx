import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { contentHref } from '../../../contract/schemas/contentSearch'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { Skeleton } from '../../ui/Skeleton'
import { CardAddToCart } from '../catalog/CardAddToCart'
import { ProductGrid } from '../catalog/ProductCard'
import { categorySearchQuery, productSearchQuery } from '../catalog/queries'
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

function Results({ query, pageSize, navId }: { query: string; pageSize: number; navId: string | null }) {
  const products = useQuery({ ...productSearchQuery(query, pageSize), ...noRetryOnMount })
  const categories = useQuery({ ...categorySearchQuery(query), ...noRetryOnMount })
  const pages = useQuery({ ...contentSearchQuery(query), ...noRetryOnMount })
  return (
    <>
      <ResultSection
        id="products"
        result={products}
        skeleton={productSkeleton}
        lead={(data) =>
          data.suggestion ? <SearchSuggestion suggestion={data.suggestion} className="text-lg" /> : null
        }
      >
        {(data) => (
          <ProductGrid
            products={data.items}
            navId={navId}
            action={(product) => <CardAddToCart product={product} navId={navId} />}
          />
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

/** spec §2 /searchresults?search=: products, categories and content pages, counts in kpl. */
export function SearchResultsPage({
  query,
  pageSize,
  navId,
}: {
  query: string
  pageSize: number
  navId: string | null
}) {
  return (
    <div className="page-container flex flex-col gap-8 py-6" data-testid="search-results">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{messages.search.resultsTitle(query)}</h1>
      {query.length < 3 ? (
        <p className="card">{searchMessages.minChars}</p>
      ) : (
        <Results query={query} pageSize={pageSize} navId={navId} />
      )}
    </div>
  )
}
