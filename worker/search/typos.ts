/**
 * Typo matching by deletion keys (the SymSpell idea, docs/decisions/065-typos-in-any-word.md): a
 * word and every form of it with letters removed are its keys; two words share a key when one can
 * be made from the other by leaving letters out, adding, changing or swapping them. The index
 * stores the keys of every catalogue word (search_typos), so a typed word's candidates are one
 * indexed lookup of its keys, whatever the size of the catalogue; editDistance then verifies them.
 *
 * Every word has its one-letter deletions. A word of LONG_WORD letters or more may be two typos
 * away; its two-letter deletions are taken of its first PREFIX_LENGTH letters only (SymSpell's
 * prefix length): two words at most two edits apart have beginnings of that length that are
 * each at most two deletions from a common string, and a 12-letter word then has 29 keys
 * instead of 79. The candidates this lets through are dropped by editDistance.
 */

/** Words shorter than this are not corrected: too many short words are one letter apart. */
export const MIN_TYPO_LENGTH = 5
/** Words of this many letters may be two typos away (the typed word and the catalogue word). */
export const LONG_WORD = 9
const PREFIX_LENGTH = 7

/** The strings made of `word` by removing at most `depth` letters. */
function deletions(word: string, depth: number): Set<string> {
  const keys = new Set([word])
  let last = [word]
  for (let d = 0; d < depth; d++) {
    const next: string[] = []
    for (const w of last) {
      for (let i = 0; i < w.length; i++) {
        const key = w.slice(0, i) + w.slice(i + 1)
        if (!keys.has(key)) next.push(key)
        keys.add(key)
      }
    }
    last = next
  }
  return keys
}

/**
 * The keys of a word: itself and its one-letter deletions; for a long word also the two-letter
 * deletions of its beginning.
 */
export function deletionKeys(word: string): string[] {
  const keys = deletions(word, 1)
  if (word.length >= LONG_WORD) for (const key of deletions(word.slice(0, PREFIX_LENGTH), 2)) keys.add(key)
  return [...keys]
}

/** How many typos a word of this length may have: two from LONG_WORD letters, else one. */
export const allowedTypos = (a: string, b: string): number => (a.length >= LONG_WORD && b.length >= LONG_WORD ? 2 : 1)

/**
 * The number of missing, extra, changed or swapped letters between a and b (the optimal string
 * alignment distance, Damerau's with each letter edited once), or max + 1 when it exceeds max.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let before: number[] = []
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let d = Math.min((previous[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (before[j - 2] ?? 0) + 1)
      row.push(d)
      best = Math.min(best, d)
    }
    if (best > max) return max + 1
    before = previous
    previous = row
  }
  return Math.min(previous[b.length] ?? max + 1, max + 1)
}

/** Whether a and b differ by at most one missing, extra, changed or swapped letter. */
export const withinOneEdit = (a: string, b: string): boolean => editDistance(a, b, 1) <= 1
