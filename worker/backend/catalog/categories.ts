import {
  ALL_PRODUCTS_PATH,
  type CategoryPageResponse,
  type CategorySearchResponse,
} from '../../../contract/schemas/catalog'
import { SUMMARY_COLUMNS, toSummary, type ProductRow } from './rows'

interface CategoryRow {
  id: number
  parent_id: number | null
  name: string
  url_path: string
  position: number
  include_in_menu: number
}

const ORDER_BY: Record<string, string> = {
  position: 'pc_position, p.name COLLATE NOCASE',
  name_asc: 'p.name COLLATE NOCASE ASC',
  name_desc: 'p.name COLLATE NOCASE DESC',
  price_asc: 'p.final_price_cents ASC, p.name COLLATE NOCASE',
  price_desc: 'p.final_price_cents DESC, p.name COLLATE NOCASE',
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
 */
export async function categoryListing(
  db: D1Database,
  opts: { path: string; page: number; pageSize: number; sort: string },
): Promise<CategoryPageResponse | null> {
  const { results: rows } = await db
    .prepare('SELECT id, parent_id, name, url_path, position, include_in_menu FROM categories')
    .all<CategoryRow>()
  const all = new Map(rows.map((r) => [r.id, r]))
  const orderBy = ORDER_BY[opts.sort] ?? ORDER_BY.position
  const offset = (opts.page - 1) * opts.pageSize
  const childrenOf = (parent: number | null) =>
    rows
      .filter((r) => r.parent_id === parent && r.include_in_menu === 1)
      .sort((a, b) => a.position - b.position)
      .map((r) => ({ id: r.id, name: r.name, url_path: r.url_path }))

  if (opts.path === ALL_PRODUCTS_PATH) {
    const [list, count] = await db.batch<ProductRow & { n?: number }>([
      db
        .prepare(
          `SELECT ${SUMMARY_COLUMNS}, p.position AS pc_position FROM products p WHERE p.type != 'variant'
           ORDER BY ${orderBy} LIMIT ? OFFSET ?`,
        )
        .bind(opts.pageSize, offset),
      db.prepare(`SELECT COUNT(*) AS n FROM products WHERE type != 'variant'`),
    ])
    return {
      category: {
        id: 0,
        name: 'Kaikki tuotteet',
        url_path: ALL_PRODUCTS_PATH,
        breadcrumbs: [{ name: 'Kaikki tuotteet', url_path: ALL_PRODUCTS_PATH }],
        children: childrenOf(null),
      },
      items: (list?.results ?? []).map(toSummary),
      total_count: count?.results[0]?.n ?? 0,
      page: opts.page,
      page_size: opts.pageSize,
    }
  }

  const category = rows.find((r) => r.url_path === opts.path)
  if (!category) return null
  const subtree = `WITH RECURSIVE sub(id) AS (SELECT ?1 UNION ALL SELECT c.id FROM categories c JOIN sub ON c.parent_id = sub.id)`
  const [list, count] = await db.batch<ProductRow & { n?: number }>([
    db
      .prepare(
        `${subtree}
         SELECT ${SUMMARY_COLUMNS}, MIN(pc.position) AS pc_position
         FROM product_categories pc JOIN products p ON p.id = pc.product_id
         WHERE pc.category_id IN (SELECT id FROM sub)
         GROUP BY p.id ORDER BY ${orderBy} LIMIT ?2 OFFSET ?3`,
      )
      .bind(category.id, opts.pageSize, offset),
    db
      .prepare(
        `${subtree} SELECT COUNT(DISTINCT pc.product_id) AS n FROM product_categories pc WHERE pc.category_id IN (SELECT id FROM sub)`,
      )
      .bind(category.id),
  ])
  return {
    category: {
      id: category.id,
      name: category.name,
      url_path: category.url_path,
      breadcrumbs: breadcrumbsOf(all, category.id),
      children: childrenOf(category.id),
    },
    items: (list?.results ?? []).map(toSummary),
    total_count: count?.results[0]?.n ?? 0,
    page: opts.page,
    page_size: opts.pageSize,
  }
}

const fold = (text: string) => text.toLocaleLowerCase('fi').normalize('NFD').replace(/\p{M}/gu, '')

/** spec §7 categorysearch: categories whose name contains every typed word (ä = a, case-blind). */
export async function searchCategories(db: D1Database, query: string, limit: number): Promise<CategorySearchResponse> {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (query.trim().length < 3 || words.length === 0) return { items: [], total_count: 0 }
  const { results } = await db
    .prepare('SELECT id, name, url_path, level FROM categories ORDER BY level, position')
    .all<{ id: number; name: string; url_path: string }>()
  const hits = results.filter((c) => words.every((w) => fold(c.name).includes(w)))
  return {
    items: hits.slice(0, limit).map(({ id, name, url_path }) => ({ id, name, url_path })),
    total_count: hits.length,
  }
}
