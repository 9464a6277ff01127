/**
 * Searches that found nothing (docs/decisions/066-search-synonyms-and-zero-hits.md): the query
 * as it is counted, and the listing `npm run search:zero-hits` prints (scripts/search-zero-hits.ts
 * runs topZeroHitsSql through wrangler; the Worker counts with
 * worker/backend/catalog/searchZeroHits.ts). Only the query is kept, normalised: no customer, no
 * address, no time of day.
 */

/** Longer queries are cut here: a pasted text is not worth keeping whole. */
const MAX_QUERY = 100

/**
 * The query as counted: lower case, diacritics off (ä = a, as search reads it), punctuation to
 * spaces except inside numbers (0,5 ml), single spaces. An e-mail address or a personal identity
 * code is personal data and not counted at all (null).
 */
export function zeroHitQuery(query: string): string | null {
  const text = query.normalize('NFC')
  if (text.includes('@') || /\b\d{6}[-+A-FU-Y]\d{3}[0-9A-Y]\b/i.test(text)) return null
  const normal = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/(?<=\d)[,.](?=\d)/g, '\u0000')
    .replace(/[^\p{L}\p{N}\u0000-]+/gu, ' ')
    .replace(/\u0000/g, ',')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY)
    .trim()
  return normal.length >= 3 ? normal : null
}

export interface ZeroHitRow {
  query: string
  searches: number
  days: number
  last: string
}

/** How many queries the listing shows. */
export const TOP_ZERO_HITS = 50

/**
 * The zero-hit queries of the last `days` Helsinki days up to `today`, most searched first, as
 * one SQL text (the command runs it through wrangler, the tests through D1). More rows than
 * shown are read, since collapsePrefixes drops some.
 */
export function topZeroHitsSql(days: number, today: string): string {
  const since = new Date(Date.parse(`${today}T00:00:00Z`) - (Math.max(1, Math.floor(days)) - 1) * 86_400_000)
    .toISOString()
    .slice(0, 10)
  return `SELECT query, SUM(count) AS searches, COUNT(*) AS days, MAX(day) AS last
    FROM search_zero_hits WHERE day >= '${since}' AND day <= '${today}'
    GROUP BY query ORDER BY searches DESC, query LIMIT ${TOP_ZERO_HITS * 10}`
}

const helsinkiDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The Helsinki calendar day (yyyy-mm-dd) of an instant: the day a count goes to. */
export function helsinkiToday(nowMs = Date.now()): string {
  const part = (type: string) => helsinkiDate.formatToParts(nowMs).find((p) => p.type === type)?.value ?? '00'
  return `${part('year')}-${part('month')}-${part('day')}`
}

/**
 * Search-as-you-type asks at every pause of the typing, so "hansk" is counted on the way to
 * "hanskat": a query that another listed query begins with is left out, then the top 50 kept.
 */
export function collapsePrefixes(rows: readonly ZeroHitRow[]): ZeroHitRow[] {
  const queries = rows.map((r) => r.query)
  return rows
    .filter((r) => !queries.some((q) => q.length > r.query.length && q.startsWith(r.query)))
    .slice(0, TOP_ZERO_HITS)
}

/** The listing as the command prints it: rank, searches, days, last day, query. */
export function formatZeroHits(rows: readonly ZeroHitRow[], days: number): string {
  if (rows.length === 0) return `No searches without results in the last ${days} days.`
  const lines = rows.map(
    (r, i) =>
      `${String(i + 1).padStart(3)}  ${String(r.searches).padStart(6)}  ${String(r.days).padStart(4)}  ${r.last}  ${r.query}`,
  )
  return [
    `Searches without results, last ${days} days (top ${TOP_ZERO_HITS}):`,
    '  #  search  days  last day    query',
    ...lines,
  ].join('\n')
}
