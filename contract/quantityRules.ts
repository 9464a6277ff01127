import { MAX_QUANTITY, MIN_QUANTITY, type QuantityRules } from './quantityRulesSchema'

// The schema lives in its own module: the cart's answer schema, on every first load, needs it
// but none of the judging below (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip).
export { MAX_QUANTITY, MIN_QUANTITY, QuantityRulesSchema, type QuantityRules } from './quantityRulesSchema'

/**
 * Pack sizes and quantity rules (docs/decisions/048-quantity-rules-on-every-path.md), judged in one module, so the quantity stepper, the
 * cart, shopping lists, quick order, reorder and the bulk API all judge a quantity alike.
 * A product without rules (any upstream that knows none) takes spec §5's 1…999 by 1.
 */
export const DEFAULT_QUANTITY_RULES: QuantityRules = {
  min_sale_qty: MIN_QUANTITY,
  max_sale_qty: MAX_QUANTITY,
  qty_increments: 1,
}

/** The rules as they apply: the minimum and maximum on the increment, inside spec §5's 1…999. */
export function effectiveRules(rules: QuantityRules | null | undefined): QuantityRules {
  const step = Math.max(1, Math.floor(rules?.qty_increments ?? 1))
  const max = Math.floor(Math.min(MAX_QUANTITY, Math.max(1, rules?.max_sale_qty ?? MAX_QUANTITY)) / step) * step
  const min = Math.ceil(Math.max(MIN_QUANTITY, rules?.min_sale_qty ?? MIN_QUANTITY) / step) * step
  return { min_sale_qty: Math.min(min, max), max_sale_qty: Math.max(max, step), qty_increments: step }
}

export type QuantityProblem = 'not-integer' | 'below-minimum' | 'above-maximum' | 'off-increment'

export type QuantityVerdict = { ok: true } | { ok: false; problem: QuantityProblem; suggestion: number }

/**
 * Judges a quantity. Off the increment, the suggestion is the nearest allowed quantity (a tie
 * goes up: the buyer asked for at least that many); out of range, the nearest end.
 */
export function judgeQuantity(rules: QuantityRules | null | undefined, quantity: number): QuantityVerdict {
  const r = effectiveRules(rules)
  if (!Number.isInteger(quantity)) {
    return { ok: false, problem: 'not-integer', suggestion: roundQuantity(r, Math.round(quantity) || r.min_sale_qty) }
  }
  if (quantity < r.min_sale_qty) return { ok: false, problem: 'below-minimum', suggestion: r.min_sale_qty }
  if (quantity > r.max_sale_qty) return { ok: false, problem: 'above-maximum', suggestion: r.max_sale_qty }
  if (quantity % r.qty_increments !== 0) {
    return { ok: false, problem: 'off-increment', suggestion: roundQuantity(r, quantity) }
  }
  return { ok: true }
}

/** The allowed quantity nearest to `quantity`. */
export function roundQuantity(rules: QuantityRules | null | undefined, quantity: number): number {
  const r = effectiveRules(rules)
  const rounded = Math.round(quantity / r.qty_increments) * r.qty_increments
  return Math.min(r.max_sale_qty, Math.max(r.min_sale_qty, rounded))
}

/** The next quantity up or down from `quantity` for a stepper's + and − buttons. */
export function stepQuantity(rules: QuantityRules | null | undefined, quantity: number, direction: 1 | -1): number {
  const r = effectiveRules(rules)
  const base =
    direction === 1
      ? Math.floor(quantity / r.qty_increments) * r.qty_increments + r.qty_increments
      : Math.ceil(quantity / r.qty_increments) * r.qty_increments - r.qty_increments
  return Math.min(r.max_sale_qty, Math.max(r.min_sale_qty, base))
}

/** The rule in words for the product page and the quantity field, e.g. "Myydään 10 kpl:n erissä". */
export function describeRules(rules: QuantityRules | null | undefined): string | null {
  const r = effectiveRules(rules)
  const parts: string[] = []
  if (r.qty_increments > 1) parts.push(`Myydään ${r.qty_increments} kpl:n erissä`)
  if (r.min_sale_qty > r.qty_increments) parts.push(`vähintään ${r.min_sale_qty} kpl`)
  if (r.max_sale_qty < MAX_QUANTITY - (MAX_QUANTITY % r.qty_increments)) parts.push(`enintään ${r.max_sale_qty} kpl`)
  if (parts.length === 0) return null
  const text = parts.join(', ')
  return text.charAt(0).toLocaleUpperCase('fi') + text.slice(1)
}

/** The Finnish message of a refused quantity, with the quantity that would be accepted. */
export function quantityMessage(rules: QuantityRules | null | undefined, quantity: number): string | null {
  const verdict = judgeQuantity(rules, quantity)
  if (verdict.ok) return null
  const r = effectiveRules(rules)
  switch (verdict.problem) {
    case 'not-integer':
      return `Määrän on oltava kokonaisluku. Pyöristetäänkö ${verdict.suggestion} kpl:een?`
    case 'below-minimum':
      return `Vähimmäismäärä on ${r.min_sale_qty} kpl.`
    case 'above-maximum':
      return `Enimmäismäärä on ${r.max_sale_qty} kpl.`
    case 'off-increment':
      return `Tuotetta myydään ${r.qty_increments} kpl:n erissä. Pyöristetäänkö ${verdict.suggestion} kpl:een?`
  }
}
