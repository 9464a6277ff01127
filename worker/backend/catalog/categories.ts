import type { FacetedCategoryResponse } from '../../../contract/schemas/listingFacets'
import { ALL_PRODUCTS_PATH, type CategorySearchResponse } from '../../../contract/schemas/catalog'
import { CATEGORY_ROW_COLUMNS, drugFreeCategoryIds, readCategoryRows, type CategoryRow } from '../menu'
import { drugFilter } from './drugs'
import { listingOrderBy } from './listingOrder'
import type { ListingSort } from '../../../contract/schemas/catalogParams'
import { SUMMARY_COLUMNS, toSummary, type ProductRow } from './rows'
import { parseQuery } from '../../search/query'
import { categoryMatches } from '../../search/categoryMatch'
import { NO_FILTERS, type ListingFilters } from '../../../contract/schemas/listingFilters'
import { filterClause, filterGroups } from './listingFilters'
import { facetsSql, toFacets, type FacetMode, type FacetRow } from './facets'

/**
 * What a caller may see of the catalogue: everything, or for a denyMedListing user (spec §1)
 * only what the pruned top menu shows, and no drug product (./drugs.ts, docs/decisions/012-restricted-medicines-and-guest-prices.md).
 */
export interface CategoryView {
  withoutDrugs: boolean
  /** The caller's company, whose contract prices the price orders read (./listingOrder.ts); null for a guest. */
  companyId?: number | null
}

/** The categories visible in a view, or null when all are. */
function visibleIds(rows: CategoryRow[], view: CategoryView): Set<number> | null {
  return view.withoutDrugs ? drugFreeCategoryIds(rows) : null
}

/** Breadcrumbs from the root down to the category itself. */
function breadcrumbsOf(all: Map<number, CategoryRow>, id: number) {
  const trail: { name: string; url_path: string }[] = []
  for (let node = all.get(id); node; node = node.parent_id === null ? undefined : all.get(node.parent_id)) {
    trail.unshift({ name: node.name, url_path: node.url_path })
  }
  return trail
}

/**
 * A category page: the category, its breadcrumbs and subcategories, and one page of its
 * products including those of every subcategory. `kaikki-tuotteet` lists the whole catalogue.
 * A page past the last one answers the last page (issue: out-of-range paging is clamped), and
 * `page` says which page it is.
 *
 * A denyMedListing user sees only the categories the pruned top menu shows: hidden ones are not
 * among the subcategories, and opening one directly is "not found" (null). To that user a drug
 * category does not exist, as in the menu and category search, and a 404 page points them on to
 * all products; a "no permission" page would advertise a section they are meant not to see.
 * Drug products are left out of every listing of theirs, counts included (docs/decisions/012-restricted-medicines-and-guest-prices.md), also
 * where a visible category holds them (kaikki-tuotteet, a parent of a drug category).
 */
export async function categoryListing(
  db: D1Database,
  opts: {
    path: string
    page: number
    pageSize: number
    sort: ListingSort
    filters?: ListingFilters
    facets?: FacetMode
  },
  view: CategoryView,
): Promise<FacetedCategoryResponse | null> {
  // A category page is its category: a search's `category` filter has no place here.
  const filters = { ...(opts.filters ?? NO_FILTERS), category: undefined }
  const groups = filterGroups(filters, 'p', view)
  const filtered = filterClause(groups)
  const rows = await readCategoryRows(db)
  const visible = visibleIds(rows, view)
  const all = new Map(rows.map((r) => [r.id, r]))
  const orderBy = listingOrderBy(opts.sort, view.companyId ?? null)
  const noDrugs = drugFilter('p', view.withoutDrugs)
  const childrenOf = (parent: number | null) =>
    rows
      .filter((r) => r.parent_id === parent && r.include_in_menu === 1 && (!visible || visible.has(r.id)))
      .sort((a, b) => a.position - b.position)
      .map((r) => ({ id: r.id, name: r.name, url_path: r.url_path }))

  let heading: FacetedCategoryResponse['category']
  let list: (offset: number) => D1PreparedStatement
  let count: D1PreparedStatement
  /** The listing before its filters, as ids of products rows (./facets.ts). */
  let base: string
  let parent: { id: number } | null
  if (opts.path === ALL_PRODUCTS_PATH) {
    heading = {
      id: 0,
      name: 'Kaikki tuotteet',
      url_path: ALL_PRODUCTS_PATH,
      breadcrumbs: [{ name: 'Kaikki tuotteet', url_path: ALL_PRODUCTS_PATH }],
      children: childrenOf(null),
    }
    list = (offset) =>
      db
        .prepare(
          `SELECT ${SUMMARY_COLUMNS}, p.position AS pc_position FROM products p WHERE p.type != 'variant'${noDrugs}${filtered}
           ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
        )
        .bind(opts.pageSize, offset)
    count = db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE p.type != 'variant'${noDrugs}${filtered}`)
    base = `SELECT p.id FROM products p WHERE p.type != 'variant'${noDrugs}`
    parent = null
  } else {
    const category = rows.find((r) => r.url_path === opts.path)
    if (!category || (visible && !visible.has(category.id))) return null
    heading = {
      id: category.id,
      name: category.name,
      url_path: category.url_path,
      breadcrumbs: breadcrumbsOf(all, category.id),
      children: childrenOf(category.id),
    }
    const subtree = `WITH RECURSIVE sub(id) AS (SELECT ?1 UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)`
    list = (offset) =>
      db
        .prepare(
          `${subtree}
           SELECT ${SUMMARY_COLUMNS}, MIN(pc.position) AS pc_position
           FROM product_categories pc JOIN products p ON p.id = pc.product_id
           WHERE pc.category_id IN (SELECT id FROM sub)${noDrugs}${filtered}
           GROUP BY p.id ORDER BY ${orderBy} LIMIT ?2 OFFSET ?3`,
        )
        .bind(category.id, opts.pageSize, offset)
    count = db
      .prepare(
        `${subtree} SELECT COUNT(DISTINCT pc.product_id) AS n FROM product_categories pc JOIN products p ON p.id = pc.product_id
         WHERE pc.category_id IN (SELECT id FROM sub)${noDrugs}${filtered}`,
      )
      .bind(category.id)
    const id = Number(category.id)
    base = `WITH RECURSIVE sub(id) AS (SELECT ${id} UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)
      SELECT DISTINCT pc.product_id FROM product_categories pc JOIN products p ON p.id = pc.product_id
      WHERE pc.category_id IN (SELECT id FROM sub)${noDrugs}`
    parent = { id }
  }

  // The facet counts ride in the same batch (./facets.ts): a filtered page is still one round trip.
  const facets = opts.facets
    ? [
        db.prepare(
          facetsSql({
            base,
            groups,
            filters,
            parent,
            withoutDrugs: view.withoutDrugs,
            contractOf: opts.facets === 'contract' ? (view.companyId ?? null) : null,
          }),
        ),
      ]
    : []
  const [listed, counted, faceted] = await db.batch<ProductRow & { n?: number }>([
    list((opts.page - 1) * opts.pageSize),
    count,
    ...facets,
  ])
  const total = counted?.results[0]?.n ?? 0
  let page = opts.page
  let items = listed?.results ?? []
  // Only a page past the end costs a second query: the count is known, so the last page is too.
  const lastPage = Math.max(1, Math.ceil(total / opts.pageSize))
  if (page > lastPage) {
    page = lastPage
    items = total === 0 ? [] : (await list((page - 1) * opts.pageSize).all<ProductRow>()).results
  }
  return {
    category: heading,
    items: items.map(toSummary),
    total_count: total,
    page,
    page_size: opts.pageSize,
    ...(faceted ? { facets: toFacets(faceted.results as unknown as FacetRow[], view.withoutDrugs) } : {}),
  }
}

/**
 * spec §7 categorysearch: categories whose name answers every typed word, in any inflected form
 * (worker/search/categoryMatch.ts), among those the view may see. Words are read as product
 * search reads them (worker/search/query.ts).
 */
export async function searchCategories(
  db: D1Database,
  query: string,
  limit: number,
  view: CategoryView,
): Promise<CategorySearchResponse> {
  const words = parseQuery(query)
  if (query.trim().length < 3 || words.length === 0) return { items: [], total_count: 0 }
  const { results } = await db
    .prepare(`SELECT ${CATEGORY_ROW_COLUMNS} FROM categories ORDER BY level, position`)
    .all<CategoryRow>()
  const visible = visibleIds(results, view)
  const hits = results.filter((c) => (!visible || visible.has(c.id)) && categoryMatches(c.name, words))
  return {
    items: hits.slice(0, limit).map(({ id, name, url_path }) => ({ id, name, url_path })),
    total_count: hits.length,
  }
}
