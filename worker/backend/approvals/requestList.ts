import type { PurchaseRequestListQuery } from '../../../contract/schemas/purchaseRequests'
import { REQUEST_SQL, type Caller, type RequestRow } from './requests'

/** Requests a page of the list shows. */
export const REQUEST_PAGE_SIZE = 20

export interface RequestListPage {
  rows: RequestRow[]
  total: number
  /** The company's pending requests of others, which this caller could decide. */
  pendingForOthers: number
}

/**
 * One page of purchase requests (spec §12), newest first. `mine`: the caller's own; `pending` and
 * `all`: the company's, which the route offers to approvers only.
 */
export async function listRequests(
  db: D1Database,
  caller: Caller,
  view: PurchaseRequestListQuery['view'],
  page: number,
): Promise<RequestListPage> {
  const where =
    view === 'mine'
      ? 'r.company_id = ?1 AND r.requester_id = ?2'
      : view === 'pending'
        ? "r.company_id = ?1 AND r.status = 'pending'"
        : 'r.company_id = ?1'
  const [rows, count, pendingForOthers] = await db.batch([
    db
      .prepare(`${REQUEST_SQL} WHERE ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT ?3 OFFSET ?4`)
      .bind(caller.companyId, caller.customerId, REQUEST_PAGE_SIZE, (page - 1) * REQUEST_PAGE_SIZE),
    // D1 refuses more bindings than the statement has: ?2 only in the caller's own view.
    db
      .prepare(`SELECT COUNT(*) AS n FROM purchase_requests r WHERE ${where}`)
      .bind(...(view === 'mine' ? [caller.companyId, caller.customerId] : [caller.companyId])),
    db
      .prepare(
        "SELECT COUNT(*) AS n FROM purchase_requests WHERE company_id = ?1 AND status = 'pending' AND requester_id <> ?2",
      )
      .bind(caller.companyId, caller.customerId),
  ])
  const countOf = (result: D1Result | undefined) => (result?.results[0] as { n: number } | undefined)?.n ?? 0
  return {
    rows: (rows?.results ?? []) as RequestRow[],
    total: countOf(count),
    pendingForOthers: countOf(pendingForOthers),
  }
}
