import { canon, canonStem, isCodeLike } from './finnish.ts'
import { isMinor, parseQuery, quoted, TYPO_TIER, wordMatch, type QueryWord } from './query.ts'

/**
 * A query's own compounds and derived forms (docs/decisions/067-units-sizes-and-query-compounds.md).
 * Buyers glue words the names keep apart ("koirarokote" for "DHPPi-rokote koiralle") and derive
 * adjectives from words the names use only as a compound's head ("lateksiset käsineet" for
 * "Lateksikäsine"). A query that finds nothing as typed is read again with each word's splits
 * and base forms as alternatives (./query.ts QueryWord.alternatives, ranked with the typo corrections); the usual
 * keystroke, which finds something, never pays for them.
 */

/** Both halves of a split have at least this many letters. */
const MIN_PART = 4

/** Every split of a long word into a head and a tail of MIN_PART+ letters. */
export function splits(word: string): [string, string][] {
  if (!/^[a-z]+$/.test(word) || word.length < 2 * MIN_PART) return []
  const out: [string, string][] = []
  for (let i = MIN_PART; i <= word.length - MIN_PART; i++) out.push([word.slice(0, i), word.slice(i)])
  return out
}

/**
 * The endings of a derived adjective in its case forms: -inen (lateksinen, silkkinen), its
 * plural and cases on -is- (lateksiset, allergiselle), and the participle -va (joustavat).
 */
const DERIVED =
  /^([a-z]{4,}?)(i?(?:nen|set|sen|sta|sia|selle|sille|sten|seen|siin|sella|silla|sessa|sissa|sesta|sista)|v[ai](?:t|n|a)?)$/

/** The bases a derived form may stand for in a compound: the word without its ending, and without the base's last vowel (jousta → joust: joustoside). */
export function derivedBases(word: string): string[] {
  if (word.length < 7) return []
  const base = DERIVED.exec(word)?.[1]
  if (!base) return []
  const bases = [base]
  if (/[aeiouy]$/.test(base) && base.length > MIN_PART) bases.push(base.slice(0, -1))
  return bases
}

/** A base as the beginning of a name's word or compound part, as typed or with gradation folded. */
function baseMatch(base: string): string {
  const c = canon(base)
  return [`{words parts} : ${quoted(base, true)}`, `{stems} : ${quoted(c, true)}`].join(' OR ')
}

/** A split's head: the beginning of a name's word, or a word of the same stem (kissan → kissalle). */
function headMatch(head: string): string {
  const stem = canonStem(head)
  return [`{words} : ${quoted(head, true)}`, ...(stem.length >= 3 ? [`{stems} : ${quoted(stem)}`] : [])].join(' OR ')
}

/** The operator's synonyms applied to a query's words (worker/search/synonyms.ts applySynonyms). */
export type ApplySynonyms = (words: QueryWord[]) => QueryWord[]

/**
 * A split's tail: any form the tail matches as a word of its own, its synonyms' words
 * ("hevosmatolääke": matolääke → sisäloislääke), or a derived form.
 */
function tailMatch(tail: string, synonyms: ApplySynonyms): string {
  const [word] = synonyms(parseQuery(tail))
  return [
    ...(word ? [wordMatch(word), ...(word.alternatives ?? []).map((a) => `(${a.expression})`)] : []),
    ...derivedBases(tail).map(baseMatch),
  ].join(' OR ')
}

/** The alternatives of one word: its bases, and its splits whose head and tail both match. */
function alternatives(w: QueryWord, synonyms: ApplySynonyms): string[] {
  if (isMinor(w) || isCodeLike(w.folded)) return []
  return [
    ...derivedBases(w.folded).map(baseMatch),
    ...splits(w.folded).map(([head, tail]) => `(${headMatch(head)}) AND (${tailMatch(tail, synonyms)})`),
  ]
}

/**
 * The words with their splits and bases added to their alternatives (tier 6, with the typo
 * corrections), for a query that found nothing as typed; null when no word has any.
 */
export function expandWords(words: QueryWord[], synonyms: ApplySynonyms = (same) => same): QueryWord[] | null {
  let added = false
  const expanded = words.map((w) => {
    const more = alternatives(w, synonyms)
    if (more.length === 0) return w
    added = true
    return {
      ...w,
      alternatives: [...(w.alternatives ?? []), ...more.map((expression) => ({ expression, tier: TYPO_TIER }))],
    }
  })
  return added ? expanded : null
}
