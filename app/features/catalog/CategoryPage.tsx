import { useSuspenseQuery } from '@tanstack/react-query'
import { LISTING_PAGE_SIZE, SORTS, sortsFor, type ListingSort } from '../../../contract/schemas/catalogParams'
import { filterParams, hasFilters, type ListingFilters } from '../../../contract/schemas/listingFilters'
import { Pager, pageCount } from '../../ui/Pager'
import { Breadcrumbs } from './Breadcrumbs'
import { CardAddToCart } from './CardAddToCart'
import { ProductGrid } from './ProductCard'
import { categoryQuery } from './listingQueries'
import { catalogMessages } from './catalogMessages'
import { SortSelect } from './SortSelect'
import { chosenFilters } from './filters/chosenFilters'
import { FilteredListing } from './filters/FilteredListing'
import { filterMessages } from './filters/filterMessages'
import { listingHref } from './filters/listingHref'
import { Subcategories } from './Subcategories'

/** spec §2 category page: breadcrumbs, subcategories, filters, product grid, paging and sorting. */
export function CategoryPage({
  path,
  page,
  sort,
  filters,
  navId,
}: {
  path: string
  page: number
  sort: ListingSort
  filters: ListingFilters
  navId: string | null
}) {
  const { data } = useSuspenseQuery(
    categoryQuery({ path, page, pageSize: LISTING_PAGE_SIZE, sort, filters: filterParams(filters) }, navId),
  )
  const pages = pageCount(data.total_count, LISTING_PAGE_SIZE)
  const href = `/category/${encodeURI(path)}`
  // A new filter starts again from page 1 and keeps the order (docs/decisions/069-facets-and-filters.md).
  const hrefFor = (next: ListingFilters) => listingHref(href, { filters: next, sort, defaultSort: 'position' })
  const chosen = chosenFilters(filters)
  return (
    <div className="page-container flex flex-col gap-4 py-4 sm:gap-6 sm:py-6" data-testid="category-page">
      <Breadcrumbs trail={data.category.breadcrumbs} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{data.category.name}</h1>
          <p className="text-sm text-ink-muted" data-testid="category-count">
            {catalogMessages.productsCount(data.total_count)}
          </p>
        </div>
        <SortSelect path={href} sort={sort} sorts={sortsFor(SORTS, navId !== null)} keep={filterParams(filters)} />
      </header>
      <Subcategories items={data.category.children} counts={data.facets?.categories} filters={filters} />
      <FilteredListing
        facets={data.facets}
        filters={filters}
        chosen={chosen}
        hrefFor={hrefFor}
        total={data.total_count}
        categories={false}
        contract={navId ? { scope: { path }, navId } : null}
      >
        {data.items.length > 0 ? (
          <ProductGrid
            products={data.items}
            navId={navId}
            eagerImages={4}
            action={(product) => <CardAddToCart product={product} navId={navId} />}
          />
        ) : (
          <p className="card">{hasFilters(filters) ? filterMessages.noMatches : catalogMessages.emptyCategory}</p>
        )}
        {/* The API's page, not the URL's: a page past the last one is answered with the last. */}
        <Pager
          page={data.page}
          pages={pages}
          hrefFor={(n) => listingHref(href, { filters, sort, defaultSort: 'position', page: n })}
        />
      </FilteredListing>
    </div>
  )
}
