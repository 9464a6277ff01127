import { stemmer } from '@orama/stemmers/finnish'

/**
 * The Finnish word forms product search compares (docs/decisions/022). Everything here runs
 * twice and must stay identical both times: once when the index is built (./documents.ts, in the
 * seed generator on Node and in the Worker) and once for every typed query (./query.ts).
 *
 * - fold: case- and diacritic-blind form, "Käsineet" → "kasineet" (a phone without ä/ö).
 * - canon: consonant gradation folded to one grade, so the strong and weak forms of a word meet:
 *   rokotteet/rokote, siteet/side, voiteet/voide, langat/lanka, tipat/tippa, lääkkeet/lääke.
 * - canonStem: Snowball's Finnish stemmer on the folded word, then canon; the -nen/-se- nouns
 *   (hevonen/hevoselle) and the plural -j- the stemmer leaves (pihtejä) are folded as well.
 */

/**
 * Lower case without diacritics; only a–z and digits are left. The letters Finnish writes
 * otherwise in loan words are spelled the Finnish way (x = ks, z = ts, w = v), so
 * "levotyroxiini" meets "levotyroksiini" and "fenbendazoli" "fenbendatsoli".
 */
export function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/x/g, 'ks')
    .replace(/z/g, 'ts')
    .replace(/w/g, 'v')
}

/**
 * Consonant gradation to one grade: geminate stops to single (kk→k, pp→p, tt→t), the weak
 * grades back to the strong (ng→nk, mm→mp, ll→lt, nn→nt, rr→rt) and a d after the first letter
 * to t. Applied to both sides of a comparison, so a false pairing it creates is as rare as two
 * catalogue words that differ only in grade.
 */
const GRADES: Record<string, string> = {
  kk: 'k',
  pp: 'p',
  tt: 't',
  ng: 'nk',
  mm: 'mp',
  ll: 'lt',
  nn: 'nt',
  rr: 'rt',
  hk: 'h', // pyyhe/pyyhkeet
  uvu: 'uku', // puku/puvut
  yvy: 'yky',
}
export function canon(folded: string): string {
  return folded.replace(/kk|pp|tt|ng|mm|ll|nn|rr|hk|uvu|yvy|(?<=.)d/g, (m) => GRADES[m] ?? 't')
}

/** The stem of a folded word with gradation folded: the "inflected form" key of a word. */
export function canonStem(folded: string): string {
  if (/\d/.test(folded)) return folded
  // hevonen, hevosen, hevoselle: the -nen nouns inflect on a -se- stem.
  if (folded.length >= 6 && folded.endsWith('nen')) return canon(`${folded.slice(0, -3)}s`)
  // The stemmer leaves the plural -j- of partitive plurals (pihtejä → pihtej).
  const stem = canon(stemmer(folded).replace(/(?<=[a-z]{3})[ei]j$/, ''))
  return (
    stem
      // sidos/sidokset, pakkaus/pakkaukset: the -s nouns inflect on a -kse- stem.
      .replace(/(?<=[a-z]{3})ks$/, 's')
      // A stem's last vowel changes in the plural (neula/neuloja, kissa/kissoille): drop it.
      .replace(/(?<=[a-z]{3})[aeiouy]$/, '')
  )
}

/** A word with a digit is a code or a measure (VT-100060, EHV-1, 1,5): its hyphens are dropped. */
export const isCodeLike = (word: string): boolean => /\d/.test(word)

/**
 * The words of a text as search reads them, for names and queries alike: split at everything
 * but letters, marks, digits and hyphens; hyphenated words give their parts (DHP-rokote → dhp,
 * rokote) or, with a digit, one joined code (VT-100060 → vt100060). `joined` also keeps the
 * joined form of a hyphenated word for the index (dhprokote), so a buyer may type it either way.
 */
export function textWords(text: string, opts: { joined: boolean } = { joined: false }): string[] {
  const out: string[] = []
  for (const raw of text.normalize('NFC').split(/[^\p{L}\p{M}\p{N}-]+/u)) {
    if (!/[\p{L}\p{N}]/u.test(raw)) continue
    const joined = fold(raw)
    if (!joined) continue
    // A query reads a hyphenated code as one word; the index also keeps its parts
    // (L4-leptospiroosirokote → l4leptospiroosirokote, l4, leptospiroosirokote).
    if (!raw.includes('-') || (isCodeLike(raw) && !opts.joined)) {
      out.push(joined)
      continue
    }
    const parts = raw
      .split('-')
      .map(fold)
      .filter((p) => p.length > 0)
    out.push(...parts)
    if (opts.joined && parts.length > 1) out.push(joined)
  }
  return out
}
