import * as v from 'valibot'

/**
 * A company's purchase approval rules (spec §12, docs/decisions/043):
 *
 *   GET /api/customer/company/approvalRules   any user of the company (the cart explains why)
 *   PUT /api/customer/company/approvalRules   a user with `permissions` (403 otherwise)
 *
 * "Every order of a requester" (a user without `checkout`) is built in and always on. The
 * company turns on the others: orders over an amount, orders with medicines or cold-chain
 * products, a monthly budget per user. Amounts are euros, alv 0 %; null turns a rule off. The
 * rules apply to every user of the company except its administrators (users with `permissions`).
 */

/** The highest amount a rule takes, in euros (alv 0 %). */
export const MAX_RULE_AMOUNT = 1_000_000

/** An amount of a rule: euros, positive, at most 1 000 000, at most two decimals. */
const RuleAmount = (what: string) =>
  v.pipe(
    v.number(`${what} on numero.`),
    v.finite(`${what} on numero.`),
    v.minValue(0.01, `${what} on oltava suurempi kuin 0 €.`),
    v.maxValue(MAX_RULE_AMOUNT, `${what} voi olla enintään 1 000 000 €.`),
    v.check((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, `${what} annetaan sentin tarkkuudella.`),
  )

export const ApprovalRulesSchema = v.object({
  /** Orders whose goods are worth more than this (alv 0 %) need approval; null = off. */
  amount_limit: v.nullable(v.number()),
  /** Orders with a medicine or a cold-chain product need approval. */
  restricted_products: v.boolean(),
  /** A user's orders of this Helsinki calendar month plus this order above this (alv 0 %) need approval; null = off. */
  monthly_budget: v.nullable(v.number()),
})
export type ApprovalRules = v.InferOutput<typeof ApprovalRulesSchema>

export const NO_APPROVAL_RULES: ApprovalRules = { amount_limit: null, restricted_products: false, monthly_budget: null }

/** `GET` and `PUT /api/customer/company/approvalRules`: the rules and whether the caller may change them. */
export const ApprovalRulesResponseSchema = v.object({
  rules: ApprovalRulesSchema,
  /** The caller has `permissions`: may change the rules (and is not held by them). */
  can_edit: v.boolean(),
  /** When and by whom the rules were last changed; null while they are the defaults. */
  updated_at: v.nullable(v.string()),
  updated_by: v.nullable(v.string()),
})
export type ApprovalRulesResponse = v.InferOutput<typeof ApprovalRulesResponseSchema>

/** `PUT /api/customer/company/approvalRules`: every rule at once (null turns a rule off). */
export const SaveApprovalRulesRequestSchema = v.strictObject({
  amount_limit: v.nullable(RuleAmount('Hyväksyntäraja')),
  restricted_products: v.boolean('Valitse, tarvitsevatko lääkkeet ja kylmäketjutuotteet hyväksynnän.'),
  monthly_budget: v.nullable(RuleAmount('Kuukausibudjetti')),
})
export type SaveApprovalRulesRequest = v.InferOutput<typeof SaveApprovalRulesRequestSchema>

/**
 * An amount as a user types it: "500", "612,40", "1 000,5" or "1000.50" → euros; '' → null
 * (the rule is off); anything else → undefined. Bounds are SaveApprovalRulesRequestSchema's.
 */
export function parseEuroInput(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0€]/g, '')
  if (compact === '') return null
  const match = /^(\d{1,7})(?:[,.](\d{1,2}))?$/.exec(compact)
  if (!match) return undefined
  return Number(`${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`)
}

/** 612.4 → "612,40" (no currency sign): the value of an amount input. */
export function euroInputValue(euros: number | null): string {
  return euros === null ? '' : euros.toFixed(2).replace('.', ',')
}
