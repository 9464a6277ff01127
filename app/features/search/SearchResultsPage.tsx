import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { contentHref } from '../../../contract/schemas/contentSearch'
import { messages } from '../../lib/messages'
import { ProductGrid } from '../catalog/ProductCard'
import { categorySearchQuery, productSearchQuery } from '../catalog/queries'
import { contentSearchQuery } from './contentSearchQuery'
import { catalogMessages } from '../catalog/catalogMessages'

function Section({
  title,
  count,
  testId,
  children,
}: {
  title: string
  count: number
  testId: string
  children: ReactNode
}) {
  return (
    <section className="flex flex-col gap-3" data-testid={testId}>
      <h2 className="flex items-baseline gap-2 text-xl font-bold text-ink">
        {title} <span className="text-base font-semibold text-ink-muted">{catalogMessages.productsCount(count)}</span>
      </h2>
      {children}
    </section>
  )
}

function NoResults() {
  return (
    <div className="card text-ink-muted">
      <p>{messages.search['no.results']}</p>
      <p>{messages.search['try.again']}</p>
    </div>
  )
}

function Results({ query, pageSize, navId }: { query: string; pageSize: number; navId: string | null }) {
  const { data: products } = useSuspenseQuery(productSearchQuery(query, pageSize))
  const { data: categories } = useSuspenseQuery(categorySearchQuery(query))
  const pages = useQuery(contentSearchQuery(query))
  const pageItems = pages.data?.items ?? []
  return (
    <>
      <Section title={messages.search.products} count={products.total_count} testId="results-products">
        {products.items.length > 0 ? <ProductGrid products={products.items} navId={navId} /> : <NoResults />}
      </Section>
      <Section title={messages.search.categories} count={categories.total_count} testId="results-categories">
        {categories.items.length > 0 ? (
          <ul className="flex flex-wrap gap-2">
            {categories.items.map((c) => (
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
        ) : (
          <NoResults />
        )}
      </Section>
      <Section title={messages.search.pages} count={pages.data?.total_count ?? 0} testId="results-pages">
        {pageItems.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {pageItems.map((p) => (
              <li key={p.sys.id}>
                <a href={contentHref(p)} className="tap inline-flex items-center text-brand-700 underline">
                  {p.fields.title}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <NoResults />
        )}
      </Section>
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
        <p className="card">{messages.search.minChars}</p>
      ) : (
        <Results query={query} pageSize={pageSize} navId={navId} />
      )}
    </div>
  )
}
