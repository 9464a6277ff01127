import { canon, canonStem } from '../../search/finnish'
import { correctable, type QueryWord } from '../../search/query'
import { allowedTypos, deletionKeys, editDistance, MIN_TYPO_LENGTH } from '../../search/typos'

/**
 * "Tarkoititko: …" (docs/decisions/022, docs/decisions/065-typos-in-any-word.md): any typed word
 * of 5+ letters that is no catalogue word, no beginning of one and no inflected form of one, but
 * a typo or two away from catalogue words (two in a word of 9+ letters, ../../search/typos.ts),
 * is corrected to the nearest one that most products carry. A catalogue word is a word of the
 * names or categories or a part of a compound that is one ("ruisku" of "injektioruisku"); a
 * typed word with a case or plural ending ("ruiksuja") is corrected by its base and keeps its
 * ending ("ruiskuja"). Two lookups, sent in one batch after the search: which words begin a
 * catalogue word, and the catalogue words sharing a deletion key with each word or its base. A
 * denyMedListing buyer is offered only words that products they may see carry, so a suggestion
 * never names a medicine to them (docs/decisions/012).
 */
export interface Suggestions {
  /** The query with its corrected words, as a buyer would type it; null when nothing is corrected. */
  text: string | null
  /** Per query word, its corrected forms (folded), best first, for the typo tier. */
  corrections: string[][]
}

/** Corrections of one word matched at most: the nearest catalogue words that most products carry. */
const MAX_CORRECTIONS = 3

/** Endings of the Finnish case and number forms a buyer types (folded, after the base word). */
const INFLECTION =
  /^(?:[aeiouy]?(?:t|n|a|ta|tta|na|ksi|ssa|sta|lla|lta|lle|hin|ja|en|den|ten|in|iin|ille|illa|ilta|issa|ista|ihin|ita|ia))$/

/** The word as typed and, for each ending it may carry, its base: [base, ending]. */
function bases(word: string): [string, string][] {
  const out: [string, string][] = [[word, '']]
  for (let cut = word.length - 1; cut >= MIN_TYPO_LENGTH; cut--) {
    if (INFLECTION.test(word.slice(cut))) out.push([word.slice(0, cut), word.slice(cut)])
  }
  return out
}

export function suggestionLookups(
  db: D1Database,
  words: QueryWord[],
  view: { withoutDrugs: boolean },
): D1PreparedStatement[] {
  const targets = words.map((w, i) => [i, w] as const).filter(([, w]) => correctable(w))
  if (targets.length === 0) return []
  const prefixes = JSON.stringify(targets.map(([i, w]) => [i, w.folded]))
  const keys = JSON.stringify(
    targets.flatMap(([i, w]) => [...new Set(bases(w.folded).flatMap(([b]) => deletionKeys(b)))].map((k) => [i, k])),
  )
  return [
    db
      .prepare(
        `SELECT json_extract(j.value, '$[0]') AS i FROM json_each(?1) j WHERE EXISTS (
           SELECT 1 FROM search_vocab v WHERE v.term >= json_extract(j.value, '$[1]') AND v.term < json_extract(j.value, '$[1]') || '~')`,
      )
      .bind(prefixes),
    db
      .prepare(
        `SELECT DISTINCT json_extract(j.value, '$[0]') AS i, v.term, v.display, ${view.withoutDrugs ? 'v.open_docs' : 'v.docs'} AS docs
         FROM json_each(?1) j JOIN search_typos t ON t.del = json_extract(j.value, '$[1]') JOIN search_vocab v ON v.term = t.term
         WHERE ${view.withoutDrugs ? 'v.open_docs' : 'v.docs'} > 0`,
      )
      .bind(keys),
  ]
}

/**
 * Whether `word` reads as an inflected form of the catalogue word `term` (tabletit,
 * karprofeenia). The stem counts only where the stemmer took at most the word's last letter:
 * it reads "hammastahna" as an essive and would take "hammastahan" for its form.
 */
function inflectionOf(word: string, term: string): boolean {
  const w = canon(word)
  const whole = canon(term)
  const stem = canonStem(term)
  const forms = whole.length - stem.length <= 1 ? [whole, stem] : [whole]
  return forms.some((base) => w.startsWith(base) && INFLECTION.test(w.slice(base.length)))
}

interface Candidate {
  term: string
  display: string
  docs: number
  ending: string
  distance: number
}

/**
 * The suggestion from the lookups. Two typos in a long word are read only when the query finds
 * nothing as typed: a correct but rare inflected form ("skalpellinvarret") is two letters from
 * another form of its word. A base keeps its ending only when one typo inside it, not at its
 * end, makes it the catalogue word: a changed last letter reads as a different ending.
 */
export function readSuggestions(words: QueryWord[], lookedUp: D1Result[], foundAsTyped = 0): Suggestions {
  const corrections: string[][] = words.map(() => [])
  const [known, near] = lookedUp as [
    D1Result<{ i: number }>?,
    D1Result<{ i: number; term: string; display: string; docs: number }>?,
  ]
  if (!known || !near) return { text: null, corrections }
  const isKnown = new Set(known.results.map((r) => r.i))
  const replacement = new Map<number, string>()
  for (const [i, word] of words.entries()) {
    if (isKnown.has(i) || !correctable(word)) continue
    const found = near.results.filter((r) => r.i === i && r.term !== word.folded)
    if (found.some((c) => inflectionOf(word.folded, c.term))) continue
    const candidates: Candidate[] = []
    for (const r of found) {
      // The nearest reading: the whole word, or a base with its ending kept.
      const readings = bases(word.folded)
        .map(([base, ending]) => {
          const allowed = ending
            ? base.at(-1) === r.term.at(-1)
              ? 1
              : 0
            : foundAsTyped > 0
              ? 1
              : allowedTypos(base, r.term)
          return { ending, allowed, distance: editDistance(base, r.term, allowed) }
        })
        .filter((c) => c.distance <= c.allowed)
        .sort((a, b) => a.distance - b.distance || a.ending.length - b.ending.length)
      const [best] = readings
      if (best) candidates.push({ ...r, ending: best.ending, distance: best.distance })
    }
    // A base that is a catalogue word as typed: the word is an inflected form, not a typo.
    if (candidates.some((c) => c.distance === 0)) continue
    candidates.sort(
      (a, b) =>
        a.distance - b.distance || a.ending.length - b.ending.length || b.docs - a.docs || (a.term < b.term ? -1 : 1),
    )
    const [first] = candidates
    if (!first) continue
    corrections[i] = candidates.slice(0, MAX_CORRECTIONS).map((c) => c.term + c.ending)
    replacement.set(i, first.display + first.ending)
  }
  if (replacement.size === 0) return { text: null, corrections }
  return { text: words.map((w, i) => replacement.get(i) ?? w.raw).join(' '), corrections }
}
