import { canonStem, isCodeLike, textWords } from './finnish.ts'
import { MIN_TYPO_LENGTH } from './typos.ts'

/**
 * A typed query as the search statement reads it (docs/decisions/022). Each word must match
 * (AND); a word matches a product by any of its forms, and the best form decides the word's
 * tier: 0 exact word or code, 1 inflected form (same stem after gradation), 2 prefix of a word
 * (search-as-you-type), 3 part of a compound word, 4 the product's category, 5 a one-typo
 * correction. The words only ever contain a–z and 0–9 (./finnish.ts fold), so quoting them
 * keeps every FTS5 operator, quote and bracket a user types inert (decision 011).
 */
export interface QueryWord {
  /** As typed, lower case, for the "Tarkoititko" text. */
  raw: string
  /** Folded: what the word and code tiers compare. */
  folded: string
  /** Stem with gradation folded, or null when the word is too short or a code. */
  stem: string | null
  /** A stem of 3 letters matches only as a whole stem (käs* would find käsihuuhde). */
  stemIsWhole: boolean
}

export const MAX_QUERY_WORDS = 8
/** A pasted essay is read up to this many letters a word. */
const MAX_WORD_LENGTH = 40

export function parseQuery(input: string): QueryWord[] {
  const words: QueryWord[] = []
  const raws = input
    .normalize('NFC')
    .split(/[^\p{L}\p{M}\p{N}-]+/u)
    .filter((w) => /[\p{L}\p{N}]/u.test(w))
  for (const raw of raws) {
    for (const folded of textWords(raw)) {
      if (words.length >= MAX_QUERY_WORDS) return words
      const word = folded.slice(0, MAX_WORD_LENGTH)
      const stem = word.length >= 4 && !isCodeLike(word) ? canonStem(word) : null
      const rawPart = raw.includes('-') && !isCodeLike(raw) ? word : raw.toLowerCase()
      words.push({
        raw: rawPart,
        folded: word,
        stem: stem && stem.length >= 3 ? stem : null,
        stemIsWhole: (stem?.length ?? 0) < 4,
      })
    }
  }
  return words
}

/** Whether a word is long enough, and a word at all, for one-typo correction. */
export const correctable = (w: QueryWord): boolean => w.folded.length >= MIN_TYPO_LENGTH && /^[a-z]+$/.test(w.folded)

const quoted = (term: string, prefix = false) => `"${term}"${prefix ? '*' : ''}`

/**
 * The FTS5 expressions of a word's tiers, best first (the index is the tier; null: the tier does
 * not apply to this word): 0 exact word or code; 1 exact part of a compound (korvatipat for
 * "tipat": Finnish writes as one word what is two words elsewhere); 2 inflected form (the same
 * stem after gradation, or the word's form with up to three letters more: käsineet → käsine,
 * ./documents.ts stemForms); 3 prefix of a word (search-as-you-type); 4 a compound part by prefix
 * or stem; 5 the product's category or package text (100 tabl).
 */
export function wordTiers(w: QueryWord): (string | null)[] {
  const f = w.folded
  const long = f.length >= 4 && !isCodeLike(f)
  const stem = w.stem && long ? w.stem : null
  return [
    `{words codes} : ${quoted(f)}`,
    long ? `{parts} : ${quoted(f)}` : null,
    stem ? `{stems} : ${quoted(stem)}` : null,
    `{words codes} : ${quoted(f, true)}`,
    long
      ? `{parts part_stems} : ${quoted(f, true)}${stem ? ` OR {part_stems} : ${quoted(stem)}` : ''}${stem && stem.length >= 5 ? ` OR {parts} : ${quoted(stem, true)}` : ''}`
      : null,
    long
      ? `{pack cats} : ${quoted(f, true)}${stem ? ` OR {cats} : ${quoted(stem)}` : ''}`
      : `{pack} : ${quoted(f, true)}`,
  ]
}

/** Rows matched only by a typo correction rank last. */
export const TYPO_TIER = 6

/**
 * The FTS5 MATCH expression: one OR group a word, the groups ANDed. `corrections[i]` are typo
 * corrections of word i (whole catalogue words), matched in the word column.
 */
export function matchExpression(words: QueryWord[], corrections: string[][] = []): string {
  return words
    .map((w, i) => {
      const alternatives = wordTiers(w).filter((t): t is string => t !== null)
      for (const term of corrections[i] ?? []) alternatives.push(`{words} : ${quoted(term)}`)
      return `(${alternatives.join(' OR ')})`
    })
    .join(' AND ')
}

/**
 * SQL for a matched search_docs row `d`: the sum of its words' tiers, and the parameters it
 * binds from `firstParam` on. Each tier is an FTS5 query of its own, read once per statement as
 * a set of rowids (an uncorrelated IN), so ranking thousands of hits costs a lookup per hit and
 * tier, never a read of the word columns. The last tier a word can match is its ELSE, unless a
 * typo correction may have matched it. Beside other words, numbers and words under 3 letters
 * ("käsine 7,5", "ruisku 5 ml") must match but do not rank: their prefix sets are the largest of
 * all, and the other words decide.
 */
export function tierExpression(
  words: QueryWord[],
  firstParam: number,
  corrections: string[][] = [],
): { sql: string; params: string[] } {
  const params: string[] = []
  const param = (value: string) => {
    params.push(value)
    return `?${firstParam + params.length - 1}`
  }
  const minor = (w: QueryWord) => w.folded.length < 3 || /^\d+$/.test(w.folded)
  const othersRank = words.some((w) => !minor(w))
  const cases = words.map((w, i) => {
    if (othersRank && minor(w)) return '0'
    const tiers = wordTiers(w)
      .map((expression, tier) => ({ expression, tier }))
      .filter((t): t is { expression: string; tier: number } => t.expression !== null)
    const corrected = (corrections[i]?.length ?? 0) > 0
    const tested = corrected ? tiers : tiers.slice(0, -1)
    const otherwise = corrected ? TYPO_TIER : (tiers.at(-1)?.tier ?? TYPO_TIER)
    if (tested.length === 0) return `${otherwise}`
    const whens = tested.map(
      (t) => `WHEN d.id IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${param(t.expression)}) THEN ${t.tier}`,
    )
    return `CASE ${whens.join(' ')} ELSE ${otherwise} END`
  })
  return { sql: cases.map((c) => `(${c})`).join(' + '), params }
}
