import { NEW_WINDOW_DAYS } from '../../../contract/pricing'
import type { ProductListResponse } from '../../../contract/schemas/catalog'
import { drugFilter } from './drugs'
import { SUMMARY_COLUMNS, toSummary, type ProductRow } from './rows'

const DAY_MS = 86_400_000
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * New products (not variants) whose new window contains today, newest first. The window is
 * new_from_date..new_to_date, or with only a from-date NEW_WINDOW_DAYS days from it: the
 * same rule as contract/pricing.ts isNew. A denyMedListing caller gets no drug product (docs/decisions/012-restricted-medicines-and-guest-prices.md).
 */
export async function newProducts(
  db: D1Database,
  limit: number,
  today = new Date(),
  view: { withoutDrugs: boolean } = { withoutDrugs: false },
): Promise<ProductListResponse> {
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const todayIso = isoDay(now)
  // From-date only: new while today - from < NEW_WINDOW_DAYS, i.e. from > today - NEW_WINDOW_DAYS.
  const oldestFrom = isoDay(now - NEW_WINDOW_DAYS * DAY_MS)
  const where = `p.type != 'variant' AND p.new_from_date IS NOT NULL AND substr(p.new_from_date, 1, 10) <= ?1
    AND (CASE WHEN p.new_to_date IS NOT NULL THEN substr(p.new_to_date, 1, 10) >= ?1
              ELSE substr(p.new_from_date, 1, 10) > ?2 END)${drugFilter('p', view.withoutDrugs)}`
  const [list, count] = await db.batch<ProductRow & { n?: number }>([
    db
      .prepare(
        `SELECT ${SUMMARY_COLUMNS} FROM products p WHERE ${where} ORDER BY p.new_from_date DESC, p.id DESC LIMIT ?3`,
      )
      .bind(todayIso, oldestFrom, limit),
    db.prepare(`SELECT COUNT(*) AS n FROM products p WHERE ${where}`).bind(todayIso, oldestFrom),
  ])
  return { items: (list?.results ?? []).map(toSummary), total_count: count?.results[0]?.n ?? 0 }
}
