/**
 * Checks the search relevance set (worker/search/relevance/queries.ts) against the default demo
 * catalogue itself, not against any search: every query must have at least one listed product
 * that satisfies its expectation, every query text must be unique, and the set must hold at
 * least 200 queries (docs/decisions/022-finnish-product-search.md §7). Prints the counts per kind; exits 1 on any problem.
 *
 *   npx node scripts/relevance-coverage.ts [--counts]   (--counts: products per query)
 */
import { buildCatalogue } from '../seed/catalogue/build.ts'
import { flattenCategories } from '../seed/catalogue/categories.ts'
import { FAMILIES } from '../seed/catalogue/index.ts'
import { DEFAULT_SCALE } from '../seed/generate.ts'
import { coverageCounts, uncoverable } from '../worker/search/relevance/coverage.ts'
import type { JudgedHit } from '../worker/search/relevance/judge.ts'
import { RELEVANCE_QUERIES } from '../worker/search/relevance/queries.ts'
import { RELEVANCE_KINDS } from '../worker/search/relevance/types.ts'

const MIN_QUERIES = 200

/**
 * The products a search can list, as the judge sees them: variants are listed as their parent
 * (spec §7 productsearch), so only products with a category link count, each with the url_paths
 * of its categories (product_categories).
 */
function listedProducts(): JudgedHit[] {
  const categories = flattenCategories()
  const { products, links } = buildCatalogue(FAMILIES, categories, DEFAULT_SCALE)
  const pathOf = new Map(categories.map((c) => [c.id, c.urlPath]))
  const pathsOf = new Map<number, string[]>()
  for (const [productId, categoryId] of links) {
    const paths = pathsOf.get(productId) ?? []
    paths.push(pathOf.get(categoryId) ?? '')
    pathsOf.set(productId, paths)
  }
  return products
    .filter((p) => pathsOf.has(p.id))
    .map((p) => ({ sku: p.sku, name: p.name, categories: pathsOf.get(p.id) ?? [] }))
}

const products = listedProducts()
const problems: string[] = []

if (RELEVANCE_QUERIES.length < MIN_QUERIES) {
  problems.push(`only ${RELEVANCE_QUERIES.length} queries, the set needs at least ${MIN_QUERIES}`)
}
const seen = new Set<string>()
for (const { q, expect } of RELEVANCE_QUERIES) {
  const key = q.toLocaleLowerCase('fi')
  if (seen.has(key)) problems.push(`"${q}" is in the set twice`)
  seen.add(key)
  if (!expect.names?.length && !expect.categories?.length && !expect.skus?.length) {
    problems.push(`"${q}" expects nothing`)
  }
}
for (const query of uncoverable(RELEVANCE_QUERIES, products)) {
  problems.push(`"${query.q}" (${query.kind}): no product of the default catalogue satisfies it`)
}

console.log(
  `relevance set: ${RELEVANCE_QUERIES.length} queries against ${products.length} listed products (scale ${DEFAULT_SCALE})`,
)
for (const kind of RELEVANCE_KINDS) {
  console.log(`  ${kind.padEnd(14)} ${RELEVANCE_QUERIES.filter((query) => query.kind === kind).length}`)
}
if (process.argv.includes('--counts')) {
  const counts = coverageCounts(RELEVANCE_QUERIES, products)
  RELEVANCE_QUERIES.forEach((query, i) => console.log(`  ${String(counts[i]).padStart(5)}  ${query.kind}: ${query.q}`))
}
if (problems.length) {
  for (const problem of problems) console.error(`✗ ${problem}`)
  process.exit(1)
}
console.log('✓ every query has at least one expected product in the default catalogue')
