import { BackendError } from '../errors'

/**
 * A self-registered company waits for an operator's approval before its users may order or
 * invite anyone (docs/decisions/014-registration-approval.md; docs/decisions/045-invitations-and-company-approval.md: approval is
 * the company's, `companies.approval_pending`). Approval is `npm run customer:approve -- EMAIL`
 * (scripts/customer-approve.ts), which approves the company of the user with that e-mail.
 */
export const AWAITING_APPROVAL =
  'Asiakastilisi odottaa vielä hyväksyntää. Voit selata tuotteita ja koota ostoskorin, mutta tilata voit vasta, kun asiakaspalvelu on hyväksynyt tilin.'

export async function isAwaitingApproval(db: D1Database, customerId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT co.approval_pending FROM customers c JOIN companies co ON co.id = c.company_id WHERE c.id = ?')
    .bind(customerId)
    .first<{ approval_pending: number }>()
  return row?.approval_pending === 1
}

/** placeOrder's guard: a 403 with the Finnish reason while the company awaits approval. */
export async function assertApproved(db: D1Database, customerId: number): Promise<void> {
  if (await isAwaitingApproval(db, customerId)) throw new BackendError(403, AWAITING_APPROVAL)
}
