import { fold } from './finnish.ts'

/**
 * Measures and sizes as search reads them, in names, package texts and queries alike
 * (docs/decisions/067-units-sizes-and-query-compounds.md). A number and its unit are one token
 * however they are written: "20ml", "20 ml" and "20 millilitraa" are all `20ml`, "23 G" and
 * "23G" are `23g`, "2,5 cm" is `2p5cm` (p for the decimal comma: "25cm" is another width).
 * The index keeps a name's words as they were and adds its measures (./documents.ts); a query
 * reads each measure as one word (./query.ts), so "ruisku 20ml" meets "Injektioruisku 20 ml".
 */

/** The unit a folded word names, or null: symbols and the Finnish words in any case form. */
export function unitOf(word: string): string | null {
  const w = fold(word)
  if (/^(ml|cm|mm|mg|kg|g|l|m|kpl)$/.test(w)) return w
  if (/^millilitr/.test(w)) return 'ml'
  if (/^(sentti|senttimetr)/.test(w)) return 'cm'
  if (/^millimetr/.test(w)) return 'mm'
  if (/^milligramm/.test(w)) return 'mg'
  if (/^(kilogramm|kilo(a|n|t|ja)?$)/.test(w)) return 'kg'
  if (/^gramm/.test(w)) return 'g'
  if (/^litr/.test(w)) return 'l'
  if (/^metri/.test(w)) return 'm'
  if (/^kappale/.test(w)) return 'kpl'
  if (/^gauge$/.test(w)) return 'g'
  return null
}

/** A number, optionally with a decimal comma or point, and the word right after it. */
const MEASURE = /(?<![\p{L}\p{N},.])(\d+)(?:[,.](\d+))?[ \t]*([\p{L}]+)(?![\p{L}\p{N}])/gu

export interface Span {
  start: number
  end: number
  /** The folded token the span reads as. */
  token: string
}

/** The measures of a text, where they stand. */
export function measureSpans(text: string): Span[] {
  const spans: Span[] = []
  for (const m of text.normalize('NFC').matchAll(MEASURE)) {
    const [all, whole, decimal, word] = m
    const unit = word ? unitOf(word) : null
    if (!unit || whole === undefined) continue
    spans.push({ start: m.index, end: m.index + all.length, token: `${whole}${decimal ? `p${decimal}` : ''}${unit}` })
  }
  return spans
}

/** The measure tokens of a name or package text, for the index. */
export const measureTokens = (text: string): string[] => measureSpans(text).map((s) => s.token)

/** A token that is a measure ("20ml", "2p5cm", "23g"): it ranks like a number (./query.ts isMinor). */
export const isMeasure = (folded: string): boolean => /^\d+(p\d+)?(ml|cm|mm|mg|kg|g|l|m|kpl)$/.test(folded)

const SIZE = '(xxxl|xxl|xl|l|m|s|xs|xxs)'
/** "koko L", "kokoa L", "L-koko", "L-kokoinen", "L-kokoiset": the size letter alone names it. */
const SIZE_PHRASE = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:kok(?:o|oa|oon|ossa)\\s+${SIZE}|${SIZE}-kok(?:o|oa|oinen|oiset|oisia|oista|oisen)?)(?![\\p{L}\\p{N}])`,
  'giu',
)

/**
 * The size phrases of a query, each read as its size letter (today the names print the size as a
 * lone letter: "Nitriilikäsine …, L"). The one place that knows a size phrase: when the catalogue
 * carries the size as an attribute, the token this returns is what should be matched against it.
 */
export function sizeSpans(text: string): Span[] {
  const spans: Span[] = []
  for (const m of text.normalize('NFC').matchAll(SIZE_PHRASE)) {
    const size = (m[1] ?? m[2] ?? '').toLowerCase()
    if (size) spans.push({ start: m.index, end: m.index + m[0].length, token: size })
  }
  return spans
}

/**
 * A query cut into its measures and sizes (one token each) and the text between them, in order.
 * ./query.ts splits the text pieces into words as before.
 */
export function querySpans(text: string): ({ text: string } | { text: string; token: string })[] {
  const input = text.normalize('NFC')
  const spans = [...measureSpans(input), ...sizeSpans(input)].sort((a, b) => a.start - b.start)
  const pieces: ({ text: string } | { text: string; token: string })[] = []
  let at = 0
  for (const s of spans) {
    if (s.start < at) continue
    pieces.push({ text: input.slice(at, s.start) })
    pieces.push({ text: input.slice(s.start, s.end), token: s.token })
    at = s.end
  }
  pieces.push({ text: input.slice(at) })
  return pieces.filter((p) => p.text.length > 0)
}
