/**
 * One-typo matching by deletion keys (the SymSpell idea): a word and every form of it with one
 * letter removed are its keys; two words share a key exactly when one letter was left out, added,
 * changed or two neighbours swapped (or a few other distance-2 pairs, which withinOneEdit drops).
 * The index stores the keys of every catalogue word (search_typos), so a typed word's candidates
 * are one indexed lookup of its n + 1 keys, whatever the size of the catalogue.
 */

/** The word and every form of it with one letter removed. */
export function deletionKeys(word: string): string[] {
  const keys = new Set([word])
  for (let i = 0; i < word.length; i++) keys.add(word.slice(0, i) + word.slice(i + 1))
  return [...keys]
}

/** Whether a and b differ by at most one missing, extra, changed or swapped letter. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  if (a.length === b.length) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true // one changed letter
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2) // swapped
  }
  const [longer, shorter] = a.length > b.length ? [a, b] : [b, a]
  return longer.slice(i + 1) === shorter.slice(i) // one letter missing or extra
}

/** Words shorter than this are not corrected: too many short words are one letter apart. */
export const MIN_TYPO_LENGTH = 5
