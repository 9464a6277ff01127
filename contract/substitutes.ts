import { effectiveRules } from './quantityRules'
import type { QuantityRules } from './quantityRulesSchema'

/**
 * A substitute's quantity by the pack-size rules (docs/decisions/077-substitutes.md): the buyer
 * gets at least as much as the line asked for, in whole packs of the substitute that its quantity
 * rules allow. Two packs of 50 ml replace one of 100 ml; two 100-tablet jars replace three of 50.
 */

/** A pack text read as numbers: "3 x 30 g" is 3 × 30 g; litres and kilograms read as ml and g. */
export interface Pack {
  /** Units in one pack: 90 for "3 x 30 g", 100 for "100 tabl". */
  amount: number
  unit: string
}

const UNIT_WORDS: Record<string, [unit: string, factor: number]> = {
  ml: ['ml', 1],
  l: ['ml', 1000],
  g: ['g', 1],
  kg: ['g', 1000],
  mg: ['mg', 1],
  tabl: ['tabl', 1],
  tabletti: ['tabl', 1],
  tablettia: ['tabl', 1],
  kaps: ['kaps', 1],
  kapselia: ['kaps', 1],
  kpl: ['kpl', 1],
  annos: ['annos', 1],
  annosta: ['annos', 1],
  pari: ['pari', 1],
  paria: ['pari', 1],
}

const PACK = /^\s*(?:(\d+)\s*[x×]\s*)?(\d+(?:[,.]\d+)?)\s*([a-zäö]+)\.?\s*$/i

/** Reads "100 ml", "3 x 30 g", "2,5 l", "100 tabl"; null for anything else ("1 sarja"). */
export function parsePack(text: string): Pack | null {
  const match = PACK.exec(text)
  if (!match) return null
  const known = UNIT_WORDS[match[3]!.toLocaleLowerCase('fi')]
  if (!known) return null
  const count = match[1] ? Number(match[1]) : 1
  const size = Number(match[2]!.replace(',', '.'))
  const amount = count * size * known[1]
  return amount > 0 && Number.isFinite(amount) ? { amount, unit: known[0] } : null
}

export interface SubstituteQuantity {
  quantity: number
  /** "2 × 50 ml korvaa 100 ml" when the packs differ; null when they are alike. */
  note: string | null
}

/**
 * How many of the substitute replace `quantity` packs of the original: enough for the same amount
 * when both packs read in one unit, else as many packs; then up to the substitute's increment and
 * minimum. Null when that is more than the substitute's maximum.
 */
export function substituteQuantity(
  original: { pakkauskokoteksti: string; quantity: number },
  substitute: { pakkauskokoteksti: string; quantity_rules?: QuantityRules | null },
): SubstituteQuantity | null {
  const from = parsePack(original.pakkauskokoteksti)
  const to = parsePack(substitute.pakkauskokoteksti)
  const comparable = from !== null && to !== null && from.unit === to.unit
  // A thousandth of slack: 3 × 33,3 ml is 100 ml, not 101 packs' worth of rounding.
  const packs = comparable ? Math.ceil((from.amount * original.quantity) / to.amount - 1e-3) : original.quantity
  const rules = effectiveRules(substitute.quantity_rules)
  const quantity = Math.max(rules.min_sale_qty, Math.ceil(packs / rules.qty_increments) * rules.qty_increments)
  if (quantity > rules.max_sale_qty) return null
  const samePack = comparable && from.amount === to.amount && quantity === original.quantity
  const note =
    samePack || original.pakkauskokoteksti.trim() === substitute.pakkauskokoteksti.trim()
      ? quantity === original.quantity
        ? null
        : `${quantity} kpl korvaa ${original.quantity} kpl`
      : `${quantity} × ${substitute.pakkauskokoteksti.trim()} korvaa ${
          original.quantity > 1 ? `${original.quantity} × ` : ''
        }${original.pakkauskokoteksti.trim()}`
  return { quantity, note }
}
