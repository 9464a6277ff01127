import {
  describeRules,
  judgeQuantity,
  quantityMessage,
  roundQuantity,
  type QuantityRules,
} from '../../../contract/quantityRules'
import { BackendError } from '../errors'
import { quantityRulesOf } from './rows'

/**
 * The server's side of the pack-size rules (contract/quantityRules.ts): every path that writes a
 * quantity asks here, each in the way docs/decisions/048-quantity-rules-on-every-path.md gives:
 * a quantity a person types is refused (400), a quantity copied by one click lands on the
 * nearest allowed one, and lines carried on to a request or an order are refused (409) by name.
 */
export const RULE_COLUMNS = 'p.min_sale_qty, p.max_sale_qty, p.qty_increment'

export interface RuleRow {
  min_sale_qty: number
  max_sale_qty: number
  qty_increment: number
}

/** A 400 naming the field, with the quantity that would be accepted in the message. */
export function assertQuantity(rules: QuantityRules, quantity: number, field = 'quantity'): void {
  const message = quantityMessage(rules, quantity)
  if (message) throw new BackendError(400, message, { [field]: message })
}

/**
 * Why adding `added` to a line that holds `existing` is refused, or null: the line it makes must
 * be on the increment and reach the minimum. The maximum caps the sum (spec §5 caps at 999
 * rather than refusing), so it is not judged. A line already off the rules (they changed since)
 * is named, since no added quantity can mend it.
 */
export function additionMessage(rules: QuantityRules, existing: number, added: number): string | null {
  const verdict = judgeQuantity({ ...rules, max_sale_qty: Number.MAX_SAFE_INTEGER }, existing + added)
  if (verdict.ok || verdict.problem === 'above-maximum') return null
  const ofAdded = quantityMessage({ ...rules, min_sale_qty: Math.max(1, rules.min_sale_qty - existing) }, added)
  if (ofAdded) return ofAdded
  return `Rivillä on jo ${existing} kpl, mikä ei vastaa tuotteen pakkauskokoa (${ruleText(rules)}). Muuta ensin rivin määrä.`
}

/** A 400 of additionMessage, naming the field. */
export function assertAddedQuantity(rules: QuantityRules, existing: number, added: number, field = 'quantity'): void {
  const message = additionMessage(rules, existing, added)
  if (message) throw new BackendError(400, message, { [field]: message })
}

/**
 * The quantity a line takes when a copied quantity (a shopping list's, a guest cart's) lands on
 * a line holding `existing`: the nearest allowed quantity to the sum (docs/decisions/048-quantity-rules-on-every-path.md).
 */
export const landedQuantity = (rules: QuantityRules, existing: number, incoming: number): number =>
  roundQuantity(rules, existing + roundQuantity(rules, incoming))

export const rulesOf = (row: RuleRow): QuantityRules => quantityRulesOf(row)

const ruleText = (rules: QuantityRules) => describeRules(rules)?.toLocaleLowerCase('fi') ?? 'sallittu 1–999 kpl'

export interface RuledLine {
  name: string
  quantity: number
  rules: QuantityRules
  /** The field the line's message goes to, e.g. `items.12.quantity`. */
  field: string
}

/**
 * A 409 naming every line off its product's rules (docs/decisions/048-quantity-rules-on-every-path.md), or nothing: `lead` says what
 * cannot be done, `fix` where the lines are mended. Nothing is rounded behind anyone's back.
 */
export function refuseLinesOffRules(lines: readonly RuledLine[], lead: string, fix: string): void {
  const off = lines.filter((line) => !judgeQuantity(line.rules, line.quantity).ok)
  if (off.length === 0) return
  const named = off.map(
    (line) =>
      `”${line.name}” ${line.quantity} kpl (${ruleText(line.rules)}, lähin sallittu määrä ${roundQuantity(line.rules, line.quantity)} kpl)`,
  )
  throw new BackendError(
    409,
    `${lead}: ${named.join('; ')}. ${fix}`,
    Object.fromEntries(off.map((line) => [line.field, quantityMessage(line.rules, line.quantity) ?? ''])),
  )
}
