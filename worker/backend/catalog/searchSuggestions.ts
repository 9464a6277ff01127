import { canon, canonStem } from '../../search/finnish'
import { correctable, type QueryWord } from '../../search/query'
import { deletionKeys, withinOneEdit } from '../../search/typos'

/**
 * "Tarkoititko: …" (docs/decisions/022): a typed word of 5+ letters that is no catalogue word,
 * no beginning of one and no inflected form of one, but one typo away from catalogue words, is
 * corrected to the one that most products carry. Two lookups, sent in the same batch as the
 * search itself: which words begin a catalogue word, and the catalogue words sharing a deletion
 * key with each word (./typos.ts). A denyMedListing buyer is offered only words that products
 * they may see carry, so a suggestion never names a medicine to them (docs/decisions/012).
 */
export interface Suggestions {
  /** The query with its corrected words, as a buyer would type it; null when nothing is corrected. */
  text: string | null
  /** Per query word, the catalogue words (folded) one typo away, for the typo tier. */
  corrections: string[][]
}

export function suggestionLookups(
  db: D1Database,
  words: QueryWord[],
  view: { withoutDrugs: boolean },
): D1PreparedStatement[] {
  const targets = words.map((w, i) => [i, w] as const).filter(([, w]) => correctable(w))
  if (targets.length === 0) return []
  const prefixes = JSON.stringify(targets.map(([i, w]) => [i, w.folded]))
  const keys = JSON.stringify(targets.flatMap(([i, w]) => deletionKeys(w.folded).map((k) => [i, k])))
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

/** Endings of the Finnish case and number forms a buyer types (folded, after the base word). */
const INFLECTION =
  /^(?:[aeiouy]?(?:t|n|a|ta|tta|na|ksi|ssa|sta|lla|lta|lle|hin|ja|en|den|ten|in|iin|ille|illa|ilta|issa|ista|ihin|ita|ia))$/

/** Whether `word` reads as an inflected form of the catalogue word `term` (tabletit, karprofeenia). */
function inflectionOf(word: string, term: string): boolean {
  const w = canon(word)
  return [canon(term), canonStem(term)].some((base) => w.startsWith(base) && INFLECTION.test(w.slice(base.length)))
}

export function readSuggestions(words: QueryWord[], lookedUp: D1Result[]): Suggestions {
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
    const candidates = near.results.filter(
      (r) => r.i === i && r.term !== word.folded && withinOneEdit(word.folded, r.term),
    )
    if (candidates.length === 0 || candidates.some((c) => inflectionOf(word.folded, c.term))) continue
    candidates.sort((a, b) => b.docs - a.docs || (a.term < b.term ? -1 : 1))
    corrections[i] = candidates.map((c) => c.term)
    replacement.set(i, candidates[0]?.display ?? word.raw)
  }
  if (replacement.size === 0) return { text: null, corrections }
  return { text: words.map((w, i) => replacement.get(i) ?? w.raw).join(' '), corrections }
}
