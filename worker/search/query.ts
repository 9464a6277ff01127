import { canonStem, isCodeLike, textWords } from './finnish.ts'
import { MIN_TYPO_LENGTH } from './typos.ts'
import { isMeasure, querySpans } from './units.ts'

/**
 * A typed query as the search statement reads it (docs/decisions/022). Each word must match
 * (AND); a word matches a product by any of its forms, and the best form decides the word's
 * tier: 0 exact word or code, 1 inflected form (same stem after gradation), 2 prefix of a word
 * (search-as-you-type), 3 part of a compound word, 4 the product's category; below them all, a typo
 * correction (TYPO_TIER). The words only ever contain a–z and 0–9 (./finnish.ts fold), so quoting them
 * keeps every FTS5 operator, quote and bracket a user types inert (docs/decisions/011-catalogue-input-and-audience.md).
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
  /** Whether the word also matches as the beginning of a longer one (see parseQuery). */
  prefix: boolean
  /** Whether it also matches the beginning of a product code (see parseQuery). */
  codePrefix: boolean
  /** What the word also matches, with its tier: the operator's synonyms (./synonyms.ts). */
  alternatives?: readonly WordAlternative[]
}

/** An FTS5 expression a word also matches, and the tier it ranks in (docs/decisions/066-search-synonyms-and-zero-hits.md). */
export interface WordAlternative {
  expression: string
  tier: number
}

export const MAX_QUERY_WORDS = 8
/** A pasted essay is read up to this many letters a word. */
const MAX_WORD_LENGTH = 40

export function parseQuery(input: string): QueryWord[] {
  const words: QueryWord[] = []
  const push = (raw: string, folded: string) => {
    const word = folded.slice(0, MAX_WORD_LENGTH)
    const stem = word.length >= 4 && !isCodeLike(word) ? canonStem(word) : null
    words.push({
      raw,
      folded: word,
      stem: stem && stem.length >= 3 ? stem : null,
      stemIsWhole: (stem?.length ?? 0) < 4,
      prefix: true,
      codePrefix: true,
    })
  }
  // A measure ("20 ml", "2,5cm") or a size phrase ("koko L") is one word (./units.ts).
  for (const piece of querySpans(input)) {
    if (words.length >= MAX_QUERY_WORDS) break
    if ('token' in piece) {
      push(piece.text.trim().toLowerCase(), piece.token)
      continue
    }
    const raws = piece.text.split(/[^\p{L}\p{M}\p{N}-]+/u).filter((w) => /[\p{L}\p{N}]/u.test(w))
    for (const raw of raws) {
      for (const folded of textWords(raw)) {
        if (words.length >= MAX_QUERY_WORDS) break
        push(raw.includes('-') && !isCodeLike(raw) ? folded.slice(0, MAX_WORD_LENGTH) : raw.toLowerCase(), folded)
      }
    }
  }
  return asTyped(words)
}

/**
 * A number, a measure ("20ml") or a word of one or two letters: it must match, but other words
 * rank (tierExpression).
 */
export const isMinor = (w: QueryWord) => w.folded.length < 3 || /^\d+$/.test(w.folded) || isMeasure(w.folded)

/**
 * Which words match as a beginning. Search-as-you-type types the last word; a minor word that
 * another word follows is complete ("1 kpl", "10 x 100 kpl": the 1 is one, not 10 or 100), and so
 * is a single letter beside other words ("nitriilikäsine m" is size M). A number of up to three
 * digits is a quantity or a strength, never the beginning of a six-digit product code. Besides
 * the meaning, this keeps the broadest prefixes of all (every code begins with 1) out of the
 * index reads (docs/decisions/022, speed).
 */
function asTyped(words: QueryWord[]): QueryWord[] {
  const several = words.length > 1
  return words.map((w, i) => ({
    ...w,
    prefix: !several || ((i === words.length - 1 || !isMinor(w)) && w.folded.length > 1),
    codePrefix: !/^\d{1,3}$/.test(w.folded),
  }))
}

/** Whether a word is long enough, and a word at all, for one-typo correction; a synonym's term is no typo. */
export const correctable = (w: QueryWord): boolean =>
  w.folded.length >= MIN_TYPO_LENGTH && /^[a-z]+$/.test(w.folded) && !w.alternatives?.length

/** A term as an FTS5 string, a prefix when asked: quoting keeps every operator a user types inert. */
export const quoted = (term: string, prefix = false) => `"${term}"${prefix ? '*' : ''}`

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
  const p = w.prefix
  const partForms = [
    p ? `{parts part_stems} : ${quoted(f, true)}` : null,
    stem ? `{part_stems} : ${quoted(stem)}` : null,
    stem && stem.length >= 5 ? `{parts} : ${quoted(stem, true)}` : null,
  ].filter((e) => e !== null)
  return [
    `{words codes} : ${quoted(f)}`,
    long ? `{parts} : ${quoted(f)}` : null,
    stem ? `{stems} : ${quoted(stem)}` : null,
    p ? (w.codePrefix ? `{words codes} : ${quoted(f, true)}` : `{words} : ${quoted(f, true)}`) : null,
    long && partForms.length > 0 ? partForms.join(' OR ') : null,
    long ? `{pack cats} : ${quoted(f, p)}${stem ? ` OR {cats} : ${quoted(stem)}` : ''}` : `{pack} : ${quoted(f, p)}`,
  ]
}

/**
 * Rows matched only by a typo correction rank after every row the query finds as typed (a sum of
 * at most MAX_QUERY_WORDS tiers of 0–5): the k-th correction of a word ranks at
 * TYPO_TIER + 10k + the corrected word's own tier (docs/decisions/065-typos-in-any-word.md).
 */
export const TYPO_TIER = 100

/** A typo correction (a folded word) read as the typed word would be: its forms, as a beginning if that was one. */
function correctedWord(term: string, typed: QueryWord): QueryWord {
  const [parsed] = parseQuery(term)
  return { ...(parsed ?? typed), raw: term, prefix: typed.prefix, codePrefix: false }
}

/** The tiers a word's typo corrections match in, below every tier of the word as typed. */
function correctionTiers(w: QueryWord, corrections: string[] = []): { expression: string; tier: number }[] {
  return corrections.flatMap((term, k) =>
    wordTiers(correctedWord(term, w)).flatMap((expression, tier) =>
      expression === null ? [] : [{ expression, tier: TYPO_TIER + 10 * k + tier }],
    ),
  )
}

/**
 * The FTS5 MATCH expression: one group a word, the groups ANDed. `corrections[i]` are typo
 * corrections of word i (whole catalogue words), matched in the word column.
 */
export function matchExpression(words: QueryWord[], corrections: string[][] = []): string {
  return words
    .map((w, i) => {
      const alternatives = [wordMatch(w)]
      for (const term of corrections[i] ?? []) alternatives.push(wordMatch(correctedWord(term, w)))
      for (const { expression } of w.alternatives ?? []) alternatives.push(`(${expression})`)
      return `(${alternatives.join(' OR ')})`
    })
    .join(' AND ')
}

/**
 * What a word matches in any tier (wordTiers), written so that the index reads each term range
 * once: an exact word is also its own prefix, and one phrase may name several columns. Counting
 * thousands of hits is then one pass over the prefix's entries, not one a tier. Equal, hit for
 * hit, to the OR of the word's tiers (worker/backend/catalog/search.test.ts checks it).
 */
export function wordMatch(w: QueryWord): string {
  const f = w.folded
  const long = f.length >= 4 && !isCodeLike(f)
  const stem = w.stem && long ? w.stem : null
  const columns = ['words', ...(w.prefix && !w.codePrefix ? [] : ['codes']), 'pack']
  if (long) columns.push('parts', 'cats', ...(w.prefix ? ['part_stems'] : []))
  const alternatives = [`{${columns.join(' ')}} : ${quoted(f, w.prefix)}`]
  if (w.prefix && !w.codePrefix) alternatives.push(`{codes} : ${quoted(f)}`)
  if (stem) alternatives.push(`{stems part_stems cats} : ${quoted(stem)}`)
  if (stem && stem.length >= 5) alternatives.push(`{parts} : ${quoted(stem, true)}`)
  return alternatives.join(' OR ')
}

/**
 * SQL for a matched row (its rowid named `rowid`): the sum of its words' tiers, and the parameters it
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
  rowid = 'h.id',
): { sql: string; params: string[] } {
  const params: string[] = []
  const param = (value: string) => {
    params.push(value)
    return `?${firstParam + params.length - 1}`
  }
  const othersRank = words.some((w) => !isMinor(w))
  // rankingWords(words) says the same: keep the two in step.
  const cases = words.map((w, i) => {
    if (othersRank && isMinor(w)) return '0'
    const tiers = wordTiers(w)
      .map((expression, tier) => ({ expression, tier }))
      .filter((t): t is { expression: string; tier: number } => t.expression !== null)
      .concat(w.alternatives ?? [])
      .sort((a, b) => a.tier - b.tier)
    // Corrections rank after every tier of the word as typed and of its synonyms.
    const all = [...tiers, ...correctionTiers(w, corrections[i])]
    const tested = all.slice(0, -1)
    const otherwise = all.at(-1)?.tier ?? TYPO_TIER
    if (tested.length === 0) return `${otherwise}`
    const whens = tested.map(
      (t) =>
        `WHEN ${rowid} IN (SELECT rowid FROM search_fts WHERE search_fts MATCH ${param(t.expression)}) THEN ${t.tier}`,
    )
    return `CASE ${whens.join(' ')} ELSE ${otherwise} END`
  })
  return { sql: cases.map((c) => `(${c})`).join(' + '), params }
}

/**
 * The tiers of a one-word query as separate FTS5 expressions, best first, each with its rank:
 * every tier of ./wordTiers, the typo corrections, and above all an exact product code. A listing
 * ranks by the best tier it is in (worker/backend/catalog/search.ts reads each tier's first rows).
 */
export function tierLists(word: QueryWord, corrections: string[] = []): { expression: string; tier: number }[] {
  const lists = wordTiers(word)
    .map((expression, tier) => ({ expression, tier }))
    .filter((t): t is { expression: string; tier: number } => t.expression !== null)
  return [...lists, ...(word.alternatives ?? []), ...correctionTiers(word, corrections)]
}

/** Rank of a listing whose code the query is, exactly: before every tier. */
export const EXACT_CODE_RANK = -1000

/** The FTS5 expression of an exact product code typed as the whole query, or null when it is no code. */
export function exactCodeExpression(code: string): string | null {
  return code.length >= 4 && isCodeLike(code) ? `{codes} : ${quoted(code)}` : null
}

/** The words whose tiers rank a hit: all but the minor ones, unless every word is minor. */
export function rankingWords(words: QueryWord[]): QueryWord[] {
  const major = words.filter((w) => !isMinor(w))
  return major.length > 0 ? major : words
}
