import { canon, canonStem, fold, isCodeLike, textWords } from './finnish.ts'
import { MIN_TYPO_LENGTH, deletionKeys } from './typos.ts'
import { measureTokens } from './units.ts'
import { COLD_CHAIN_CATEGORY_KEY } from '../backend/cart/methods.ts'
import {
  COLD_CHAIN_FLAG,
  COLD_CHAIN_TOKEN,
  MEDICINE_FLAG,
  MEDICINE_TOKEN,
  NOT_MEDICINE_TOKEN,
  attributeToken,
  categoryToken,
} from './facetTokens.ts'

/**
 * Builds the search index of a catalogue (docs/decisions/022): one document per listed product with
 * the word forms each ranking tier compares, the vocabulary behind "Tarkoititko" and the typo
 * keys. Pure, so the seed generator (Node) and the Worker (worker/backend/catalog/searchIndex.ts)
 * build the same rows from the same catalogue.
 */

export interface SearchableProduct {
  id: number
  sku: string
  name: string
  pack: string | null
  parentId: number | null
  inStock: number
  /** VAT class: a `medicine` is a drug product (docs/decisions/012). */
  vatClass: string
  /** GTIN-13 and Nordic article number (spec §10): found like the SKU. */
  ean?: string | null
  vnr?: string | null
}
export interface SearchableCategory {
  id: number
  parentId: number | null
  name: string
  /** category_has_drugs: its products are drug products. */
  hasDrugs: number
  /** The category's url_path (hoitotarvikkeet/kasineet): its filter token (./facetTokens.ts). */
  urlPath: string
}
export interface SearchCatalogue {
  products: SearchableProduct[]
  categories: SearchableCategory[]
  links: { productId: number; categoryId: number }[]
  /** product_attributes of the listings (docs/decisions/064-product-attributes.md). */
  attributes: { productId: number; code: string; value: string }[]
}

/**
 * A row of search_docs: one listed product (a product without a parent, with its variants'
 * words, codes and package texts merged in), so a search counts and pages listings without
 * grouping variants. Every word column is space-separated and space-padded (' a b ').
 */
export interface SearchDocument {
  /**
   * The row id, which is also the FTS5 rowid: the listing's place in the ranking within a tier,
   * in stock first and then by SKU (docRowid). FTS5 hands out its matches in rowid order, so the
   * best rows of a tier are its first rows, read without sorting the rest.
   */
  id: number
  /** The listed product: a standalone product or the parent of variants. */
  productId: number
  /** The listing's place in SKU order, from 1. */
  skuRank: number
  /** 1 when the product or any of its variants is in stock. */
  inStock: number
  /** Folded words of the names, hyphen parts, joined hyphen words and measures (20ml). */
  words: string
  /** The SKUs: joined without their dash and their parts (vt100060, vt, 100060). */
  codes: string
  /** Folded words of the package texts (100 tabl): ranked with the category, below the name. */
  pack: string
  /** Gradation-folded words and stems of the names: the "inflected form" tier. */
  stems: string
  /** Parts of the names' compound words (influenssarokote → rokote): the compound tier. */
  parts: string
  /** Gradation and stem forms of the parts that are catalogue words (ommellanka → lank). */
  partStems: string
  /** Words, forms and stems of the product's categories and their ancestors. */
  cats: string
  /** The listing's filter tokens (./facetTokens.ts): attribute values, categories, cold chain, medicine. */
  facets: string
  /** The cold-chain and medicine tokens as bits (./facetTokens.ts COLD_CHAIN_FLAG, MEDICINE_FLAG). */
  flags: number
}

/** Out-of-stock listings are numbered after every in-stock one (docs/decisions/011: in stock first). */
export const OUT_OF_STOCK_BAND = 1_000_000_000
/** A listing's row id from its SKU rank and stock; migrations/0011 moves a row when its stock changes. */
export const docRowid = (skuRank: number, inStock: number): number => skuRank + (inStock ? 0 : OUT_OF_STOCK_BAND)

export interface VocabularyEntry {
  term: string
  display: string
  docs: number
  /** Products carrying the word that are no drug products: what a denyMedListing buyer may be offered. */
  openDocs: number
}
export interface SearchIndex {
  documents: SearchDocument[]
  vocabulary: VocabularyEntry[]
  typoKeys: { del: string; term: string }[]
}

const column = (values: Iterable<string>) => {
  const unique = [...new Set(values)].filter((v) => v.length > 0)
  return unique.length ? ` ${unique.join(' ')} ` : ' '
}
const isLetters = (word: string) => /^[a-z]+$/.test(word)

/** The key an exact SKU is compared by: folded, without dashes (VT-100060 → vt100060). */
export const codeKey = (code: string): string => fold(code)

/**
 * Compound parts need a dictionary: the catalogue's own words. Every tail of a long word (at
 * least 5 letters after a head of at least 3) is indexed as a part, so a buyer's word finds the
 * compounds ending in it (käsihuuhde → huuhde, riskijätesäkki → jätesäkki); a tail of 4+ letters
 * that is a catalogue word in some form (its stem is one of the catalogue's stems: lanka in
 * ommellanka, from the category "langat") also gets its gradation and stem forms, so an inflected
 * query finds it (langat → ommellanka); so does a tail that two or more words end in
 * (hammaspihdit, suonipihdit → pihdit, found by "pihtejä").
 */
interface Parts {
  parts: string[]
  stems: string[]
  /** The parts that are catalogue words in some form: words a typo may be corrected to. */
  words: string[]
}
function compoundDictionary(allWords: Set<string>) {
  const stems = new Set<string>()
  const words = new Set<string>()
  for (const w of allWords) {
    if (!isLetters(w) || w.length < 4) continue
    words.add(canon(w))
    const stem = canonStem(w)
    if (stem.length >= 4) stems.add(stem)
  }
  const tailOwners = new Map<string, number>()
  for (const w of allWords) {
    if (!isLetters(w) || w.length < 7) continue
    for (let i = 3; i <= w.length - 4; i++) tailOwners.set(w.slice(i), (tailOwners.get(w.slice(i)) ?? 0) + 1)
  }
  const partsCache = new Map<string, Parts>()
  return (word: string): Parts => {
    if (!isLetters(word) || word.length < 7) return { parts: [], stems: [], words: [] }
    const cached = partsCache.get(word)
    if (cached) return cached
    const parts: Parts = { parts: [], stems: [], words: [] }
    for (let i = 3; i <= word.length - 4; i++) {
      const tail = word.slice(i)
      const stem = canonStem(tail)
      const known = words.has(canon(tail)) || (stem.length >= 4 && stems.has(stem))
      if (known || (tailOwners.get(tail) ?? 0) >= 2) {
        parts.parts.push(tail)
        parts.stems.push(canon(tail), stem)
        if (known) parts.words.push(tail)
      } else if (tail.length >= 5) parts.parts.push(tail)
    }
    partsCache.set(word, parts)
    return parts
  }
}

/**
 * The forms of a word the inflected tier matches exactly: its stem after gradation, and its
 * gradation-folded form cut anywhere in its last three letters, so a typed form whose stem is
 * the word with an ending dropped meets it (käsineet → stem "kasin" meets käsine → kasi, kasin,
 * kasine).
 */
function stemForms(w: string): string[] {
  if (!isLetters(w)) return []
  const c = canon(w)
  const forms = [canonStem(w)]
  for (let length = Math.max(4, c.length - 3); length <= c.length; length++) forms.push(c.slice(0, length))
  return forms
}

export function buildSearchIndex(catalogue: SearchCatalogue): SearchIndex {
  const categoryById = new Map(catalogue.categories.map((c) => [c.id, c]))
  const categoryForms = new Map<number, string[]>()
  const formsOfCategory = (id: number): string[] => {
    const cached = categoryForms.get(id)
    if (cached) return cached
    const forms: string[] = []
    for (let c = categoryById.get(id), depth = 0; c && depth < 10; depth++) {
      for (const w of textWords(c.name)) forms.push(w, ...stemForms(w))
      c = c.parentId === null ? undefined : categoryById.get(c.parentId)
    }
    categoryForms.set(id, forms)
    return forms
  }
  const categoriesOf = new Map<number, number[]>()
  for (const { productId, categoryId } of catalogue.links) {
    const list = categoriesOf.get(productId) ?? []
    list.push(categoryId)
    categoriesOf.set(productId, list)
  }

  // Every word of the catalogue, with the original spelling seen most often (for "Tarkoititko").
  const nameWords = new Map<number, string[]>()
  const spellings = new Map<string, Map<string, number>>()
  const docsOf = new Map<string, number>()
  const openDocsOf = new Map<string, number>()
  // A compound's parts that are catalogue words are words of the vocabulary too ("ruisku" of
  // "injektioruisku"), spelt as in the compound, so a typo in a part is corrected to the part
  // (docs/decisions/065-typos-in-any-word.md).
  const remember = (text: string, count: boolean, open: boolean, partsOf?: (word: string) => Parts) => {
    const seen = new Set<string>()
    for (const raw of text.normalize('NFC').split(/[^\p{L}\p{M}]+/u)) {
      const folded = fold(raw)
      const spelt = raw.toLowerCase()
      const sameLength = spelt.length === folded.length
      const terms: [string, string][] = [[folded, spelt]]
      for (const part of partsOf?.(folded).words ?? []) {
        terms.push([part, sameLength ? spelt.slice(spelt.length - part.length) : part])
      }
      for (const [term, spelling] of terms) {
        if (term.length < MIN_TYPO_LENGTH || !isLetters(term)) continue
        const bySpelling = spellings.get(term) ?? new Map<string, number>()
        bySpelling.set(spelling, (bySpelling.get(spelling) ?? 0) + 1)
        spellings.set(term, bySpelling)
        if (count && !seen.has(term)) {
          docsOf.set(term, (docsOf.get(term) ?? 0) + 1)
          if (open) openDocsOf.set(term, (openDocsOf.get(term) ?? 0) + 1)
        }
        seen.add(term)
      }
    }
  }
  const parentOf = new Map(catalogue.products.map((p) => [p.id, p.parentId]))
  const vatOf = new Map(catalogue.products.map((p) => [p.id, p.vatClass]))
  const ownAndParentCategories = (p: SearchableProduct) => [
    ...(categoriesOf.get(p.id) ?? []),
    ...(p.parentId === null ? [] : (categoriesOf.get(parentOf.get(p.id) ?? p.parentId) ?? [])),
  ]
  const isDrug = (p: SearchableProduct) =>
    p.vatClass === 'medicine' ||
    (p.parentId !== null && vatOf.get(p.parentId) === 'medicine') ||
    ownAndParentCategories(p).some((id) => categoryById.get(id)?.hasDrugs === 1)
  const allWords = new Set<string>()
  for (const p of catalogue.products) {
    // The name's measures as one token each ("20 ml" → 20ml, ./units.ts) beside its words.
    const words = [...textWords(p.name, { joined: true }), ...measureTokens(p.name)]
    nameWords.set(p.id, words)
    for (const w of words) allWords.add(w)
  }
  for (const c of catalogue.categories) for (const w of textWords(c.name)) allWords.add(w)
  const partsOf = compoundDictionary(allWords)
  // A product carries its categories' words too: a typo of a word only a category name has
  // ("infusio" for "Infuusio- ja kanyylit") leads to the category's products.
  const categoryNames = (p: SearchableProduct): string[] => {
    const names: string[] = []
    for (const id of ownAndParentCategories(p)) {
      for (let c = categoryById.get(id), depth = 0; c && depth < 10; depth++) {
        names.push(c.name)
        c = c.parentId === null ? undefined : categoryById.get(c.parentId)
      }
    }
    return names
  }
  for (const p of catalogue.products) remember([p.name, ...categoryNames(p)].join(' '), true, !isDrug(p), partsOf)
  for (const c of catalogue.categories) remember(c.name, false, false)

  const listingOf = (p: SearchableProduct) => p.parentId ?? p.id
  const listings = new Map<number, SearchableProduct[]>()
  for (const p of catalogue.products) {
    const members = listings.get(listingOf(p)) ?? []
    members.push(p)
    listings.set(listingOf(p), members)
  }
  const attributesOf = new Map<number, string[]>()
  for (const { productId, code, value } of catalogue.attributes) {
    attributesOf.set(productId, [...(attributesOf.get(productId) ?? []), attributeToken(code, value)])
  }
  // The same tests as the listing's own rows answer in SQL (worker/backend/catalog/listingFilters.ts):
  // its own categories and their ancestors, its own VAT class and attributes.
  const facetsOf = (productId: number): { tokens: string[]; flags: number } => {
    const own = (categoriesOf.get(productId) ?? []).map((id) => categoryById.get(id)).filter((c) => c !== undefined)
    const paths = new Set<string>()
    for (let i = 0; i < own.length; i++) {
      for (let c = own[i], depth = 0; c && depth < 10; depth++) {
        paths.add(c.urlPath)
        c = c.parentId === null ? undefined : categoryById.get(c.parentId)
      }
    }
    // Case-blind, as SQL's LIKE in isColdChainProduct is.
    const cold = own.some((c) => `/${c.urlPath.toLowerCase()}/`.includes(`/${COLD_CHAIN_CATEGORY_KEY}/`))
    const medicine = vatOf.get(productId) === 'medicine' || own.some((c) => c.hasDrugs === 1)
    // Sorted: the seed and the Worker read the attributes in different orders and write the same row.
    const tokens = [
      ...(attributesOf.get(productId) ?? []),
      ...[...paths].map(categoryToken),
      ...(cold ? [COLD_CHAIN_TOKEN] : []),
      medicine ? MEDICINE_TOKEN : NOT_MEDICINE_TOKEN,
    ].sort()
    return { tokens, flags: (cold ? COLD_CHAIN_FLAG : 0) | (medicine ? MEDICINE_FLAG : 0) }
  }
  const minSku = (members: SearchableProduct[]) => members.map((p) => p.sku).reduce((a, b) => (b < a ? b : a))
  const ordered = [...listings].sort(([idA, a], [idB, b]) => {
    const skuA = minSku(a)
    const skuB = minSku(b)
    return skuA < skuB ? -1 : skuA > skuB ? 1 : idA - idB
  })
  const documents = ordered.map(([productId, members], i): SearchDocument => {
    const words = members.flatMap((p) => nameWords.get(p.id) ?? [])
    const compounds = words.filter((w) => !isCodeLike(w))
    const inStock = members.some((p) => p.inStock) ? 1 : 0
    const filters = facetsOf(productId)
    return {
      id: docRowid(i + 1, inStock),
      productId,
      skuRank: i + 1,
      inStock,
      words: column(words),
      codes: column(
        members.flatMap((p) => [
          codeKey(p.sku),
          ...p.sku.split(/[^\p{L}\p{N}]+/u).map(fold),
          ...(p.ean ? [p.ean] : []),
          ...(p.vnr ? [p.vnr] : []),
        ]),
      ),
      pack: column(
        members.flatMap((p) => [...textWords(p.pack ?? '', { joined: true }), ...measureTokens(p.pack ?? '')]),
      ),
      stems: column(words.flatMap(stemForms)),
      parts: column(compounds.flatMap((w) => partsOf(w).parts)),
      partStems: column(compounds.flatMap((w) => partsOf(w).stems)),
      cats: column(members.flatMap(ownAndParentCategories).flatMap(formsOfCategory)),
      facets: column(filters.tokens),
      flags: filters.flags,
    }
  })

  const vocabulary = [...spellings].map(([term, bySpelling]) => ({
    term,
    display: [...bySpelling].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? term,
    docs: docsOf.get(term) ?? 0,
    openDocs: openDocsOf.get(term) ?? 0,
  }))
  const typoKeys = vocabulary.flatMap(({ term }) => deletionKeys(term).map((del) => ({ del, term })))
  return { documents, vocabulary, typoKeys }
}

/** The rows of an index per table, in column order: what the seed and the Worker both insert. */
export function searchIndexRows(
  index: SearchIndex,
): { table: string; columns: string[]; rows: (string | number | null)[][] }[] {
  return [
    {
      table: 'search_docs',
      columns: [
        'id',
        'product_id',
        'sku_rank',
        'in_stock',
        'words',
        'codes',
        'pack',
        'stems',
        'parts',
        'part_stems',
        'cats',
        'facets',
        'flags',
      ],
      rows: index.documents.map((d) => [
        d.id,
        d.productId,
        d.skuRank,
        d.inStock,
        d.words,
        d.codes,
        d.pack,
        d.stems,
        d.parts,
        d.partStems,
        d.cats,
        d.facets,
        d.flags,
      ]),
    },
    {
      table: 'search_vocab',
      columns: ['term', 'display', 'docs', 'open_docs'],
      rows: index.vocabulary.map((v) => [v.term, v.display, v.docs, v.openDocs]),
    },
    { table: 'search_typos', columns: ['del', 'term'], rows: index.typoKeys.map((k) => [k.del, k.term]) },
  ]
}
