import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { LISTING_PAGE_SIZE, SORTS, sortsFor, type ListingSort } from '../../../contract/schemas/catalogParams'
import { Pager, pageCount, pageHref } from '../../ui/Pager'
import { Breadcrumbs } from './Breadcrumbs'
import { CardAddToCart } from './CardAddToCart'
import { ProductGrid } from './ProductCard'
import { categoryQuery } from './queries'
import { catalogMessages } from './catalogMessages'
import { SortSelect } from './SortSelect'

/** spec §2 category page: breadcrumbs, subcategories, product grid, paging and sorting. */
export function CategoryPage({
  path,
  page,
  sort,
  navId,
}: {
  path: string
  page: number
  sort: ListingSort
  navId: string | null
}) {
  const { data } = useSuspenseQuery(categoryQuery({ path, page, pageSize: LISTING_PAGE_SIZE, sort }, navId))
  const pages = pageCount(data.total_count, LISTING_PAGE_SIZE)
  const href = `/category/${encodeURI(path)}`
  return (
    <div className="page-container flex flex-col gap-6 py-6" data-testid="category-page">
      <Breadcrumbs trail={data.category.breadcrumbs} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{data.category.name}</h1>
          <p className="text-sm text-ink-muted" data-testid="category-count">
            {catalogMessages.productsCount(data.total_count)}
          </p>
        </div>
        <SortSelect path={href} sort={sort} sorts={sortsFor(SORTS, navId !== null)} />
      </header>
      {data.category.children.length > 0 ? (
        <nav aria-label={catalogMessages.subcategories}>
          <ul className="flex flex-wrap gap-2">
            {data.category.children.map((child) => (
              <li key={child.id}>
                <Link
                  to="/category/$"
                  params={{ _splat: child.url_path }}
                  className="tap inline-flex items-center rounded-full border border-line bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50"
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {data.items.length > 0 ? (
        <ProductGrid
          products={data.items}
          navId={navId}
          eagerImages={4}
          action={(product) => <CardAddToCart product={product} navId={navId} />}
        />
      ) : (
        <p className="card">{catalogMessages.emptyCategory}</p>
      )}
      {/* The API's page, not the URL's: a page past the last one is answered with the last. */}
      <Pager
        page={data.page}
        pages={pages}
        hrefFor={(n) => pageHref(href, { page: n, sort: sort === 'position' ? undefined : sort })}
      />
    </div>
  )
}
