import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { SORTS } from '../../../contract/schemas/catalog'
import { Pager } from '../../ui/Pager'
import { Breadcrumbs } from './Breadcrumbs'
import { CardAddToCart } from './CardAddToCart'
import { ProductGrid } from './ProductCard'
import { categoryQuery } from './queries'
import { catalogMessages } from './catalogMessages'

const PAGE_SIZE = 24

/** spec §2 category page: breadcrumbs, subcategories, product grid, paging and sorting. */
export function CategoryPage({
  path,
  page,
  sort,
  navId,
}: {
  path: string
  page: number
  sort: (typeof SORTS)[number]
  navId: string | null
}) {
  const { data } = useSuspenseQuery(categoryQuery({ path, page, pageSize: PAGE_SIZE, sort }))
  const navigate = useNavigate()
  const pages = Math.max(1, Math.ceil(data.total_count / PAGE_SIZE))
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
        <label className="flex flex-col text-sm">
          <span className="field-label">{catalogMessages.sort}</span>
          <select
            className="field-input w-auto"
            value={sort}
            data-testid="sort-select"
            onChange={(e) =>
              void navigate({
                to: '/category/$',
                params: { _splat: path },
                search: { page: 1, sort: e.target.value as (typeof SORTS)[number] },
              })
            }
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {catalogMessages.sortOptions[s]}
              </option>
            ))}
          </select>
        </label>
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
      <Pager page={data.page} pages={pages} hrefFor={(n) => `/category/${encodeURI(path)}?page=${n}&sort=${sort}`} />
    </div>
  )
}
