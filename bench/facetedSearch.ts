/**
 * The results page and the category page as a buyer narrows them (docs/decisions/069-facets-and-filters.md,
 * docs/decisions/070-bench-filtered-search.md): the search budget of docs/architecture.md §13 holds for
 * a filtered, sorted search with facet counts too. Each query is sent as the results page sends it
 * (`pageSize=24&facets=1`), then narrowed one filter at a time, each filter taken from the facets
 * of the answer before it (so no step finds nothing), up to three, then sorted by name. Every URL
 * is requested once: each answer is cold, whatever the worker caches.
 */
import { loadavg } from 'node:os'
import { PRODUCT_ATTRIBUTE_CODES } from '../contract/productAttributes.ts'
import type { ListingFacets } from '../contract/schemas/listingFacets.ts'
import { LISTING_PAGE_SIZE } from '../contract/schemas/catalogParams.ts'
import { RELEVANCE_QUERIES } from '../worker/search/relevance/queries.ts'
import { BROWSER_HEADERS, percentile, timedGet } from './http.ts'
import { SEARCH_PATH } from './measure.ts'
import { PHRASES, SEARCH_WORDS } from './searchQueries.ts'

const RESULTS_QUERIES = 60
const MAX_FILTERS = 3
const CATEGORY_PATH = 'kaikki-tuotteet'
const CATEGORY_REQUESTS = 30

/** One chosen filter: its URL parameter and value (an attribute's one value, or a flag's `1`). */
interface Filter {
  param: string
  value: string
}
interface Answer {
  total_count?: number
  facets?: ListingFacets
}
export interface LatencyRow {
  requests: number
  p50: number
  p95: number
  max: number
  errors: number
}

/**
 * What the results page is asked for: the whole words of the keystroke list, its phrases, then
 * buyer queries of the relevance set spread over all its kinds (typos, synonyms, units…).
 */
export function resultsPageQueries(count = RESULTS_QUERIES): string[] {
  const own = [...SEARCH_WORDS, ...PHRASES]
  const wanted = Math.max(0, count - own.length)
  const step = RELEVANCE_QUERIES.length / Math.max(1, wanted)
  const buyers = Array.from({ length: wanted }, (_, i) => RELEVANCE_QUERIES[Math.floor(i * step)]?.q ?? '')
  return [...new Set([...own, ...buyers])].filter((q) => [...q.trim()].length >= 3).slice(0, count)
}

/**
 * The filters a facet answer offers beyond `used`: each group once, with its value of the
 * `pick`-th largest count (a buyer takes the popular ones; `pick` varies them). Attributes
 * first, as a buyer of supplies narrows by size and sterility before stock.
 */
export function offeredFilters(
  facets: ListingFacets,
  used: readonly Filter[],
  pick: number,
  search: boolean,
): Filter[] {
  const taken = new Set(used.map((f) => f.param))
  const choose = (values: { value: string; count: number }[]) => {
    const live = values.filter((v) => v.count > 0).sort((a, b) => b.count - a.count)
    return live.length === 0 ? null : live[pick % live.length]!.value
  }
  const offers: (Filter | null)[] = [
    ...PRODUCT_ATTRIBUTE_CODES.map((code) => {
      const value = choose(facets.attributes.find((a) => a.code === code)?.values ?? [])
      return value === null ? null : { param: code, value }
    }),
    facets.in_stock > 0 ? { param: 'stock', value: '1' } : null,
    facets.cold_chain > 0 ? { param: 'cold', value: '1' } : null,
    facets.medicine && facets.medicine.yes > 0 && facets.medicine.no > 0
      ? { param: 'medicine', value: facets.medicine.yes >= facets.medicine.no ? 'yes' : 'no' }
      : null,
    search ? mapCategory(choose(facets.categories.map((c) => ({ value: c.url_path, count: c.count })))) : null,
  ]
  return offers.filter((f): f is Filter => f !== null && !taken.has(f.param))
}
const mapCategory = (path: string | null): Filter | null => (path === null ? null : { param: 'category', value: path })

/** The query string of a listing: its own parameters, then the filters (one value each). */
const listingQuery = (own: Record<string, string>, filters: readonly Filter[]) =>
  new URLSearchParams([
    ...Object.entries(own),
    ...filters.map((f) => [f.param, f.value] as [string, string]),
  ]).toString()

const HEADERS = { Accept: 'application/json', 'User-Agent': BROWSER_HEADERS['User-Agent'] }

interface Timer {
  get: (url: string) => Promise<Answer | null>
  row: () => LatencyRow
}

/** Times requests and keeps their answers; with `seen`, each URL once (a repeat answers null). */
function timer(seen: Set<string> | null): Timer {
  const ms: number[] = []
  let errors = 0
  return {
    async get(url) {
      if (seen?.has(url)) return null
      seen?.add(url)
      const t = await timedGet(url, HEADERS, { keepBody: true })
      if (t.status !== 200) {
        errors++
        return null
      }
      ms.push(t.lastByteMs)
      return JSON.parse(t.body ?? '{}') as Answer
    },
    row: () => ({
      requests: ms.length,
      p50: percentile(ms, 50),
      p95: percentile(ms, 95),
      max: percentile(ms, 100),
      errors,
    }),
  }
}

/** Narrows from `answer` one offered filter at a time, each step timed by `timerOf(step)` (1-based). */
async function narrow(
  url: (filters: readonly Filter[]) => string,
  answer: Answer,
  pick: number,
  search: boolean,
  timerOf: (step: number) => Timer,
): Promise<Filter[]> {
  let filters: Filter[] = []
  let last: Answer | null = answer
  for (let step = 1; step <= MAX_FILTERS && last?.facets; step++) {
    const offers = offeredFilters(last.facets, filters, pick, search)
    const next = offers[(pick + step) % Math.max(1, offers.length)]
    if (!next) break
    filters = [...filters, next]
    last = await timerOf(step).get(url(filters))
  }
  return filters
}

/**
 * p50/p95 of the results page without facet counts, with them but no filters, with 1–3 filters, with filters sorted by name,
 * and of the category page with three filters and without (latency only). `facets` false when
 * the answers carry no facet counts yet: the rows then say nothing about filtering.
 */
export async function facetedSearchLatency(base: string) {
  const loadAverage = loadavg().map((n) => Math.round(n * 100) / 100)
  const seen = new Set<string>()
  const plain = timer(seen)
  const unfiltered = timer(seen)
  const filtered = timer(seen)
  const sorted = timer(seen)
  /** How many queries the narrowing took to 1, 2 and 3 filters (fewer when the facets offered no more). */
  const depth: Record<number, number> = { 1: 0, 2: 0, 3: 0 }
  let facets = false
  const queries = resultsPageQueries()
  const examples: string[] = []
  for (const [i, q] of queries.entries()) {
    const own = { q, pageSize: String(LISTING_PAGE_SIZE), facets: '1' }
    const url = (filters: readonly Filter[], extra: Record<string, string> = {}) =>
      `${base}${SEARCH_PATH}?${listingQuery({ ...own, ...extra }, filters)}`
    // The same page without counts first: what the facet counts add (the panel had asked for it as the buyer typed).
    await plain.get(`${base}${SEARCH_PATH}?${listingQuery({ q, pageSize: String(LISTING_PAGE_SIZE) }, [])}`)
    const answer = await unfiltered.get(url([]))
    if (!answer?.facets) continue
    facets = true
    const filters = await narrow(url, answer, i, true, () => filtered)
    if (filters.length === 0) continue
    depth[filters.length] = (depth[filters.length] ?? 0) + 1
    const last = url(filters, { sort: 'name_asc' })
    if (examples.length < 3) examples.push(last.slice(base.length))
    await sorted.get(last)
  }
  const category = await categoryLatency(base, seen)
  return {
    loadAverage,
    queries: queries.length,
    facets,
    filterDepth: depth,
    examples,
    withoutFacets: plain.row(),
    unfiltered: unfiltered.row(),
    filtered: filtered.row(),
    sorted: sorted.row(),
    ...category,
  }
}

/** The category page of every product: pages 1…N without counts and with `facets=1`, and N different three-filter choices. */
async function categoryLatency(base: string, seen: Set<string>) {
  const without = timer(seen)
  const withThree = timer(seen)
  // The steps on the way are requested again when two choices share them: not timed, never skipped.
  const steps = timer(null)
  const own = (page: number, facets = true) => ({
    path: CATEGORY_PATH,
    page: String(page),
    pageSize: String(LISTING_PAGE_SIZE),
    ...(facets ? { facets: '1' } : {}),
  })
  const url = (filters: readonly Filter[], page = 1) =>
    `${base}/api/catalog/category?${listingQuery(own(page), filters)}`
  // The same pages without counts first: what the facet counts add.
  const plain = timer(seen)
  for (let page = 1; page <= CATEGORY_REQUESTS; page++) {
    await plain.get(`${base}/api/catalog/category?${listingQuery(own(page, false), [])}`)
  }
  const first = await without.get(url([]))
  for (let page = 2; page <= CATEGORY_REQUESTS; page++) await without.get(url([], page))
  if (first?.facets) {
    for (let i = 0; i < CATEGORY_REQUESTS; i++) {
      // The first two steps are how the buyer gets there; the third is the one timed.
      await narrow(url, first, i, false, (step) => (step === MAX_FILTERS ? withThree : steps))
    }
  }
  return {
    categoryPath: CATEGORY_PATH,
    categoryWithoutFacets: plain.row(),
    categoryUnfiltered: without.row(),
    categoryThreeFilters: withThree.row(),
  }
}
