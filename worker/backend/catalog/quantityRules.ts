import { judgeQuantity, quantityMessage, type QuantityRules } from '../../../contract/quantityRules'
import { BackendError } from '../errors'
import { quantityRulesOf } from './rows'

/**
 * The server's side of the pack-size rules (issue 19, contract/quantityRules.ts): every path that
 * writes a quantity (cart add and update, shopping lists, bulk add, reorder) asks here, so a
 * client that skips the stepper's rounding is refused with the same Finnish text.
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
 * An add to a line that may already hold the product: the added quantity must keep the line on
 * the increment, and the line must reach the minimum. The maximum caps the sum (spec §5 caps
 * at 999 rather than refusing), so it is not judged here.
 */
export function assertAddedQuantity(rules: QuantityRules, existing: number, added: number, field = 'quantity'): void {
  const verdict = judgeQuantity({ ...rules, max_sale_qty: Number.MAX_SAFE_INTEGER }, existing + added)
  if (verdict.ok || verdict.problem === 'above-maximum') return
  const message = quantityMessage({ ...rules, min_sale_qty: Math.max(1, rules.min_sale_qty - existing) }, added)
  if (message) throw new BackendError(400, message, { [field]: message })
}

export const rulesOf = (row: RuleRow): QuantityRules => quantityRulesOf(row)
