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

const quoted = (term: string, prefix: boolean) => `"${term}"${prefix ? '*' : ''}`

/**
 * The FTS5 MATCH expression: one OR group a word, the groups ANDed. `corrections[i]` are typo
 * corrections of word i (whole catalogue words), matched in the word column.
 */
export function matchExpression(words: QueryWord[], corrections: string[][] = []): string {
  return words
    .map((w, i) => {
      const alternatives = [`{words codes pack} : ${quoted(w.folded, true)}`]
      if (w.folded.length >= 4 && !isCodeLike(w.folded)) {
        alternatives.push(`{parts cats} : ${quoted(w.folded, true)}`)
        if (w.stem) alternatives.push(`{stems parts part_stems cats} : ${quoted(w.stem, !w.stemIsWhole)}`)
      }
      for (const term of corrections[i] ?? []) alternatives.push(`{words} : ${quoted(term, false)}`)
      return `(${alternatives.join(' OR ')})`
    })
    .join(' AND ')
}

/**
 * SQL for a matched search_docs row `d`: the sum of its words' tiers, and the parameters it
 * binds from `firstParam` on. instr() over the space-padded columns tells an exact word
 * (' kasine ') from a prefix (' kasi') without a second index read. The tiers, best first:
 * 0 exact word or code; 1 exact part of a compound (korvatipat for "tipat": Finnish writes as
 * one word what is two words elsewhere); 2 inflected form (the same stem, or the stem and at most
 * three letters more: käsineet → käsine); 3 prefix of a word; 4 a compound part by prefix or
 * stem; 5 the product's category or package text (100 tabl); 6 anything else the index matched (a long word sharing only a
 * short stem, a typo correction).
 */
export function tierExpression(words: QueryWord[], firstParam: number): { sql: string; params: (string | number)[] } {
  const params: (string | number)[] = []
  const param = (value: string | number) => {
    params.push(value)
    return `?${firstParam + params.length - 1}`
  }
  const cases = words.map((w) => {
    const exact = param(` ${w.folded} `)
    const prefix = param(` ${w.folded}`)
    let inflected = ''
    let stem: string | null = null
    if (w.stem && w.stemIsWhole) {
      stem = param(` ${w.stem} `)
      inflected = `WHEN instr(d.stems, ${stem}) THEN 2`
    } else if (w.stem) {
      stem = param(` ${w.stem}`)
      const after = param(w.stem.length + 1)
      inflected = `WHEN instr(d.stems, ${stem}) AND instr(substr(d.stems, instr(d.stems, ${stem}) + ${after}), ' ') <= 4 THEN 2`
    }
    const either = (col: string) => `instr(d.${col}, ${prefix})${stem ? ` OR instr(d.${col}, ${stem})` : ''}`
    return `CASE WHEN instr(d.words, ${exact}) OR instr(d.codes, ${exact}) THEN 0
      WHEN instr(d.parts, ${exact}) THEN 1
      ${inflected}
      WHEN instr(d.words, ${prefix}) OR instr(d.codes, ${prefix}) THEN 3
      WHEN ${either('parts')}${stem ? ` OR instr(d.part_stems, ${stem})` : ''} THEN 4
      WHEN ${either('cats')} OR instr(d.pack, ${prefix}) THEN 5
      ELSE 6 END`
  })
  return { sql: cases.map((c) => `(${c})`).join(' + '), params }
}
