import { canon, canonStem, textWords } from './finnish.ts'
import type { QueryWord } from './query.ts'

/**
 * Whether a category's name answers every typed word (spec §7 categorysearch, docs/decisions/022):
 * a word of the name contains the typed word (a prefix or the end of a compound: "käsineet" in
 * "Nitriilikäsineet", ä = a), or shares its stem after consonant gradation ("rokote" →
 * "Rokotteet", "langat" → "Resorboituvat langat").
 */
export function categoryMatches(name: string, words: QueryWord[]): boolean {
  const nameWords = textWords(name, { joined: true }).map((w) => ({ folded: w, canon: canon(w), stem: canonStem(w) }))
  return words.every((q) =>
    nameWords.some(
      (n) =>
        n.folded.includes(q.folded) ||
        (q.stem !== null && (q.stemIsWhole ? n.stem === q.stem : n.canon.includes(q.stem) || n.stem === q.stem)),
    ),
  )
}
