import { canonStem, textWords } from './finnish.ts'
import { parseQuery, wordMatch, wordTiers, type QueryWord, type WordAlternative } from './query.ts'

/**
 * The operator's synonyms, applied when a query is read (docs/decisions/066-search-synonyms-and-zero-hits.md):
 * a query word (or run of words) equal to a synonym's term also matches the term's targets, so
 * "hanskat" finds käsineet and "meloxicam" meloksikaami, and an edit needs no reindex. A target
 * ranks in its own tiers (./query.ts wordTiers) just below the same tier of the typed word.
 */

/** A row of the table as the operator writes it (seed/search/synonyms.csv, search_synonyms). */
export interface SynonymRow {
  /** one-way: the term finds its targets; two-way: the term and every target find each other. */
  kind: 'one-way' | 'two-way'
  term: string
  targets: readonly string[]
}

/** '|' separates a row's targets in the CSV and in search_synonyms.targets. */
export const TARGET_SEPARATOR = '|'

/** A target ranks this far below the same tier of the word as typed. */
export const SYNONYM_TIER_OFFSET = 0.5
/**
 * At most this many alternatives a query: each is a bound parameter of the search statement,
 * and D1 binds at most 100 (the first targets are kept).
 */
const MAX_ALTERNATIVES = 40
/** A target of several words matches as all of them, ranked with the inflected forms. */
const PHRASE_TIER = 2 + SYNONYM_TIER_OFFSET

interface TermWord {
  folded: string
  /** The inflected-form key (./finnish.ts canonStem), for terms of 5+ letters: "hanskat" meets "hanska". */
  stem: string | null
}

interface Target {
  /** Folded, so that two terms of a query naming the same target add it once. */
  key: string
  text: string
}

interface Entry {
  words: TermWord[]
  targets: Target[]
}

/**
 * The table compiled for matching: entries by the folded form and by the stem of their first
 * word. A target's FTS5 alternatives are worked out when a query first meets it and kept, so
 * loading the table costs one stem a term.
 */
export interface SynonymTable {
  size: number
  byFirst: Map<string, Entry[]>
  alternatives: Map<string, WordAlternative[]>
}

const folded = (phrase: string): string => textWords(phrase).join(' ')

const termWords = (phrase: string): TermWord[] =>
  textWords(phrase).map((w) => ({ folded: w, stem: w.length >= 5 && !/\d/.test(w) ? canonStem(w) : null }))

/** The FTS5 alternatives a target phrase adds to a word: its tiers, or one AND of its words. */
function targetAlternatives(target: string): WordAlternative[] {
  const words = parseQuery(target).map((w) => ({ ...w, prefix: false, codePrefix: false }))
  const [only] = words
  if (!only) return []
  if (words.length === 1) {
    return wordTiers(only)
      .map((expression, tier) => (expression ? { expression, tier: tier + SYNONYM_TIER_OFFSET } : null))
      .filter((a) => a !== null)
  }
  return [{ expression: words.map((w) => `(${wordMatch(w)})`).join(' AND '), tier: PHRASE_TIER }]
}

/** One-way rows as written, two-way rows as one one-way entry per member. */
function directed(rows: readonly SynonymRow[]): { term: string; targets: string[] }[] {
  return rows.flatMap((row) => {
    if (row.kind === 'one-way') return [{ term: row.term, targets: [...row.targets] }]
    const members = [row.term, ...row.targets]
    return members.map((term) => ({ term, targets: members.filter((m) => folded(m) !== folded(term)) }))
  })
}

export function compileSynonyms(rows: readonly SynonymRow[]): SynonymTable {
  const byTerm = new Map<string, { words: TermWord[]; targets: Set<string> }>()
  for (const { term, targets } of directed(rows)) {
    const key = folded(term)
    if (!key) continue
    const entry = byTerm.get(key) ?? { words: termWords(term), targets: new Set<string>() }
    for (const target of targets) {
      const targetKey = folded(target)
      if (targetKey && targetKey !== key) entry.targets.add(target.trim())
    }
    byTerm.set(key, entry)
  }
  const byFirst = new Map<string, Entry[]>()
  for (const { words, targets } of byTerm.values()) {
    if (targets.size === 0) continue
    const entry = { words, targets: [...targets].map((text) => ({ key: folded(text), text })) }
    const [first] = words
    if (!first) continue
    for (const key of new Set([first.folded, ...(first.stem ? [`~${first.stem}`] : [])])) {
      byFirst.set(key, [...(byFirst.get(key) ?? []), entry])
    }
  }
  return { size: byTerm.size, byFirst, alternatives: new Map() }
}

/** A typed word is a term's word when it is the word, or an inflected form of a longer one. */
const isTermWord = (typed: QueryWord, term: TermWord): boolean =>
  typed.folded === term.folded || (term.stem !== null && typed.stem === term.stem && typed.folded.length >= 5)

/**
 * The query's words with the alternatives of every term they spell: a term of several words
 * ("clavulanic acid") gives its targets to each of its words, so the words still AND together
 * and the phrase as a whole matches the target.
 */
export function applySynonyms(words: QueryWord[], table: SynonymTable): QueryWord[] {
  if (table.size === 0) return words
  // An even share a word (at least one target's five tiers, with up to 8 words), so that each
  // word of a long query keeps a target of its own.
  const share = Math.floor(MAX_ALTERNATIVES / words.length)
  const added: { alternatives: WordAlternative[]; targets: Set<string> }[] = words.map(() => ({
    alternatives: [],
    targets: new Set(),
  }))
  for (const [start, word] of words.entries()) {
    const candidates = new Set([
      ...(table.byFirst.get(word.folded) ?? []),
      ...(word.stem ? (table.byFirst.get(`~${word.stem}`) ?? []) : []),
    ])
    for (const entry of candidates) {
      const span = words.slice(start, start + entry.words.length)
      if (span.length < entry.words.length) continue
      if (!entry.words.every((term, j) => isTermWord(span[j] as QueryWord, term))) continue
      for (let j = start; j < start + span.length; j++) {
        const into = added[j]
        if (!into) continue
        for (const target of entry.targets) {
          if (into.targets.has(target.key)) continue
          into.targets.add(target.key)
          const known = table.alternatives.get(target.key)
          const alternatives = known ?? targetAlternatives(target.text)
          if (!known) table.alternatives.set(target.key, alternatives)
          if (into.alternatives.length + alternatives.length > share) continue
          into.alternatives.push(...alternatives)
        }
      }
    }
  }
  return words.map((w, i) => {
    const alternatives = added[i]?.alternatives ?? []
    return alternatives.length > 0 ? { ...w, alternatives } : w
  })
}
