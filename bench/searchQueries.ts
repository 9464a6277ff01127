/**
 * The 200 queries of the search budget (docs/architecture.md §13), varied like what clinic
 * staff type: words typed one keystroke at a time, SKUs copied from an invoice, a product name
 * with its strength, package texts, Finnish words with ä/ö. The catalogue-derived ones are
 * sampled from the bench's own 20,000-product catalogue through the public category API, so
 * they hit real products and the list is the same on every run of the same seed.
 */

/** Words clinics search for (docs/architecture.md §15), typed one keystroke at a time. */
export const SEARCH_WORDS = [
  'karprofeeni',
  'meloksikaami',
  'amoksisilliini',
  'kefaleksiini',
  'doksisykliini',
  'enrofloksasiini',
  'fenbendatsoli',
  'pratsikvanteli',
  'medetomidiini',
  'injektioruisku',
  'nitriilikäsine',
  'kiinnitysside',
  'klooriheksidiini',
  'stetoskooppi',
  'lämpömittari',
  'sideharso',
  'näyteputki',
  'pikatesti',
  'munuaisdieetti',
]

/** Several words, as typed when the first word alone finds too much. */
export const PHRASES = [
  'nitriilikäsine m',
  'nitriilikäsine l',
  'karprofeeni 50',
  'meloksikaami oraali',
  'injektioruisku 5 ml',
  'kanyyli 22g',
  'sideharso 10 cm',
  'lämpömittari digi',
  'näyteputki edta',
  'munuaisdieetti kissa',
  'haavasidos steriili',
  'tabletti 100 kpl',
]

export const SEARCH_QUERY_COUNT = 200
const TYPED_PREFIXES = 130
const SAMPLED_PRODUCTS = 15

/** Typed prefixes of three characters or more (shorter ones are answered without a query, spec §5). */
export function typedPrefixes(limit: number): string[] {
  const prefixes = SEARCH_WORDS.flatMap((word) => [...word].slice(2).map((_, i) => word.slice(0, i + 3)))
  return [...new Set(prefixes)].slice(0, limit)
}

interface ListedProduct {
  sku: string
  name: string
  pakkauskokoteksti?: string | null
}

/** Products spread over the whole catalogue: one from each of SAMPLED_PRODUCTS pages of 96. */
async function sampleProducts(base: string): Promise<ListedProduct[]> {
  const first = await fetchPage(base, 1)
  const pages = Math.max(1, Math.ceil(first.total_count / 96))
  const picks: ListedProduct[] = []
  for (let i = 0; i < SAMPLED_PRODUCTS; i++) {
    const page = 1 + Math.floor((i * pages) / SAMPLED_PRODUCTS)
    const body = page === 1 ? first : await fetchPage(base, page)
    const item = body.items[(i * 7) % Math.max(1, body.items.length)]
    if (item) picks.push(item)
  }
  return picks
}

async function fetchPage(base: string, page: number): Promise<{ items: ListedProduct[]; total_count: number }> {
  const res = await fetch(`${base}/api/catalog/category?path=kaikki-tuotteet&page=${page}&pageSize=96&sort=name_asc`, {
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(15_000),
  })
  if (!res.ok) throw new Error(`category listing page ${page} answered ${res.status}`)
  return (await res.json()) as { items: ListedProduct[]; total_count: number }
}

/** What can be typed to find one product: its SKU, the SKU's digits, its name's first words, its package text. */
function queriesFor(product: ListedProduct): string[] {
  const words = product.name.split(/\s+/).filter(Boolean)
  const digits = product.sku.replace(/\D/g, '')
  return [
    product.sku,
    digits.slice(0, 5),
    words.slice(0, 2).join(' ').toLowerCase(),
    product.pakkauskokoteksti?.trim() ?? '',
  ].filter((q) => [...q].length >= 3)
}

/** The budget's query list, de-duplicated, in typing order; `counts` tells how many of each kind. */
export async function benchSearchQueries(base: string) {
  const typed = typedPrefixes(TYPED_PREFIXES)
  const fromCatalogue = (await sampleProducts(base)).flatMap(queriesFor)
  const all = [...new Set([...typed, ...PHRASES, ...fromCatalogue])]
  const queries = all.slice(0, SEARCH_QUERY_COUNT)
  // Top up with longer typed prefixes should the catalogue sample be short.
  for (const extra of typedPrefixes(1000)) {
    if (queries.length >= SEARCH_QUERY_COUNT) break
    if (!queries.includes(extra)) queries.push(extra)
  }
  return {
    queries,
    counts: { typedPrefixes: typed.length, phrases: PHRASES.length, fromCatalogue: fromCatalogue.length },
  }
}
