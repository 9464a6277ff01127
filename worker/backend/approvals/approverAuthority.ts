import { isColdChainProduct } from '../cart/methods'
import { isDrugProduct } from '../catalog/drugs'
import { euroText } from './money'
import { orderedThisMonth, scopeOf, userRules } from './rules'

/**
 * What an approver may approve (docs/decisions/044): what their own rules would let them order.
 * An administrator (`permissions`) approves any request, as they order without rules (decision
 * 043). Any other approver is held by the company's rules as for an order of their own: the
 * amount limit and the medicines or cold chain rule judge the whole request, the monthly budget
 * what the approver raised above what was asked (that part counts for them, rules.ts). A request
 * they may not approve stays pending for an administrator.
 */

/** One line of what would be approved: the quantity now, what the requester asked, its price. */
export interface ApprovedLine {
  productId: number
  quantity: number
  requested: number
  unitCents: number
}

/** Null when the approver may approve these lines; else the Finnish reason why not. */
export async function approverRefusal(
  db: D1Database,
  approverId: number,
  lines: ApprovedLine[],
): Promise<string | null> {
  const rules = await userRules(db, approverId)
  if (!rules || scopeOf(rules.scope).includes('permissions')) return null
  const ordered = lines.filter((l) => l.quantity > 0)
  const value = ordered.reduce((sum, l) => sum + l.unitCents * l.quantity, 0)
  const raised = ordered.reduce((sum, l) => sum + l.unitCents * Math.max(0, l.quantity - l.requested), 0)

  const reasons: string[] = []
  // spec §3: the goods at the prices paid, alv 0 %; "over" the limit, as for an own order.
  if (rules.amount_limit_cents !== null && value > rules.amount_limit_cents) {
    reasons.push(
      `Ostopyynnön arvo ${euroText(value)} (alv 0 %) ylittää hyväksyntärajasi ${euroText(rules.amount_limit_cents)}.`,
    )
  }
  if (rules.restricted_products === 1 && (await hasRestrictedProduct(db, ordered))) {
    reasons.push('Ostopyynnössä on lääkkeitä tai kylmäketjutuotteita, joita et voi hyväksyä.')
  }
  if (rules.monthly_budget_cents !== null && raised > 0) {
    const spent = await orderedThisMonth(db, approverId)
    if (spent + raised > rules.monthly_budget_cents) {
      reasons.push(
        `Korottamasi määrät (${euroText(raised)}) ylittäisivät kuukausibudjettisi ${euroText(rules.monthly_budget_cents)}.`,
      )
    }
  }
  return reasons.length === 0 ? null : `${reasons.join(' ')} Pyyntö odottaa yrityksesi pääkäyttäjän hyväksyntää.`
}

/** A drug product (docs/decisions/012-restricted-medicines-and-guest-prices.md's test) or a cold-chain product among the lines. */
async function hasRestrictedProduct(db: D1Database, lines: ApprovedLine[]): Promise<boolean> {
  if (lines.length === 0) return false
  const row = await db
    .prepare(
      `SELECT 1 AS restricted FROM products p WHERE p.id IN (SELECT value FROM json_each(?1))
         AND (${isDrugProduct('p')} OR ${isColdChainProduct('p')})
       LIMIT 1`,
    )
    .bind(JSON.stringify(lines.map((l) => l.productId)))
    .first<{ restricted: number }>()
  return row !== null
}
