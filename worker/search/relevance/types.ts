/**
 * The shape of the search relevance set (docs/decisions/022-finnish-product-search.md): buyer queries, each with what it
 * must find. Pure data types, so the worker test (workerd) and the bench (Node) share them.
 */

/** A query passes when an expected product is among the first this many hits (docs/decisions/022-finnish-product-search.md §7). */
export const DEFAULT_TOP_N = 8

/**
 * What a query tests, so a report can say which part of Finnish search fails:
 * - plural: a plural of a word the product names use in the singular ("käsineet")
 * - case: partitive, genitive and other case forms ("ruiskuja", "rokotteen")
 * - gradation: inflected forms with consonant gradation ("voiteet" for "voide", "pinsettejä")
 * - compound: one part of a compound word ("lanka" for "Polyamidi-ommellanka")
 * - diacritics: ä/ö typed as a/o ("lampomittari")
 * - typo: one missing, extra, swapped or wrong letter in a word of 5+ letters ("karprofeni")
 * - sku: a product code in any shape ("VT-100060", "vt100060", "100060")
 * - multiword: several words that must all match ("karprofeeni 50 mg")
 * - species: a product word with "koiralle", "kissalle", "hevoselle" or their other forms
 * - category: a category name or its inflected form, met by the category's products
 * - exact: a plain word as it stands in product names
 * - prefix: the first letters of a word, as typed (3+ characters)
 * The find-it kinds (./findItQueries.ts), what buyers type beyond the names' own words:
 * - typo_any: one wrong, missing, extra or swapped letter in any word of 5+ letters, two in 9+ ("ruiksu")
 * - inn_english: the INN or English name of a substance the names spell in Finnish ("meloxicam")
 * - everyday: an everyday word for a supply that no name uses ("kumihanskat", "piikki")
 * - query_compound: one word made of words that stand apart in the name ("koirarokote")
 * - derived: a derived form of a word the names use only as a compound part ("lateksiset käsineet")
 * - units: a number glued to its unit, a unit spelt out, a size phrase ("20ml", "koko L")
 */
export const RELEVANCE_KINDS = [
  'plural',
  'case',
  'gradation',
  'compound',
  'diacritics',
  'typo',
  'sku',
  'multiword',
  'species',
  'category',
  'exact',
  'prefix',
  'typo_any',
  'inn_english',
  'everyday',
  'query_compound',
  'derived',
  'units',
] as const

export type RelevanceKind = (typeof RELEVANCE_KINDS)[number]

/**
 * Which hits satisfy a buyer who typed the query. A hit is expected when it meets ANY of the
 * given criteria; at least one must be given.
 */
export interface Expectation {
  /** Case-insensitive (and Unicode) regular expression sources over the product name. */
  names?: readonly string[]
  /** Category url_path prefixes: the hit is in one of these categories or below it. */
  categories?: readonly string[]
  /** Exact SKUs. */
  skus?: readonly string[]
}

export interface RelevanceQuery {
  q: string
  kind: RelevanceKind
  expect: Expectation
}
