import { BackendError } from '../errors'

/**
 * A self-registered account waits for an operator's approval before it may order (issue 14:
 * anyone could otherwise register and order on invoice at once). Approval is
 * `npm run customer:approve -- EMAIL` (scripts/customer-approve.ts), which clears the flag.
 */
export const AWAITING_APPROVAL =
  'Asiakastilisi odottaa vielä hyväksyntää. Voit selata tuotteita ja koota ostoskorin, mutta tilata voit vasta, kun asiakaspalvelu on hyväksynyt tilin.'

export async function isAwaitingApproval(db: D1Database, customerId: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT approval_pending FROM customers WHERE id = ?')
    .bind(customerId)
    .first<{ approval_pending: number }>()
  return row?.approval_pending === 1
}

/** placeOrder's guard: a 403 with the Finnish reason while the account awaits approval. */
export async function assertApproved(db: D1Database, customerId: number): Promise<void> {
  if (await isAwaitingApproval(db, customerId)) throw new BackendError(403, AWAITING_APPROVAL)
}
