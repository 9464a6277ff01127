/// <reference types="@cloudflare/vitest-pool-workers/types" />
// Helpers of the history filter and export tests: orders with the details checkout stores
// (migration 0013), in Helsinki wall-clock time, around the fixtures of ./orderFixtures.ts.
import { env } from 'cloudflare:workers'
import { insertOrder, LINES, type LineInput } from './orderFixtures'

/** Epoch seconds of a Helsinki wall-clock time in 2026 (EET +2 until 29.3., EEST +3 until 25.10.). */
export function helsinkiTime(date: string, hour: number, minute = 0): number {
  const [y = 2026, m = 1, d = 1] = date.split('-').map(Number)
  const summer = date >= '2026-03-29' && date < '2026-10-25'
  return Date.UTC(y, m - 1, d, hour - (summer ? 3 : 2), minute) / 1000
}

export interface HistoryOrder {
  id: number
  number: string
  customerId?: number
  date: string
  hour?: number
  minute?: number
  status?: string
  reference?: string
  deliveryDate?: string | null
  lines?: LineInput[]
}

/** An order as the ERP stores it, with its own reference and requested delivery date. */
export async function insertHistoryOrder(o: HistoryOrder): Promise<void> {
  await insertOrder({
    id: o.id,
    customerId: o.customerId ?? 1,
    orderNumber: o.number,
    createdAt: helsinkiTime(o.date, o.hour ?? 10, o.minute ?? 0),
    status: o.status ?? 'delivered',
    lines: o.lines ?? [LINES.sideharso],
  })
  await env.DB.prepare('UPDATE orders SET customer_reference = ?, requested_delivery_date = ? WHERE id = ?')
    .bind(o.reference ?? '', o.deliveryDate ?? null, o.id)
    .run()
}

/**
 * Four orders of test@example.fi in March–April 2026 and one of another customer that matches
 * every filter (so it must never show):
 * - W1 1.3. delivered, PO-2026-0412, sideharso
 * - W2 15.3. shipped, "Klinikka Itä / Virtanen", amoksisilliini
 * - W3 1.4. 00.30 Helsinki (31.3. in UTC), stored 'canceled', no reference, both
 * - W4 30.4. 23.59 received, PO-2026-0500, sideharso
 */
export async function seedHistory(): Promise<void> {
  await insertHistoryOrder({ id: 1, number: 'W1', date: '2026-03-01', reference: 'PO-2026-0412' })
  await insertHistoryOrder({
    id: 2,
    number: 'W2',
    date: '2026-03-15',
    status: 'shipped',
    reference: 'Klinikka Itä / Virtanen',
    lines: [LINES.amoksi],
  })
  await insertHistoryOrder({
    id: 3,
    number: 'W3',
    date: '2026-04-01',
    hour: 0,
    minute: 30,
    status: 'canceled',
    lines: [LINES.sideharso, LINES.amoksi],
  })
  await insertHistoryOrder({
    id: 4,
    number: 'W4',
    date: '2026-04-30',
    hour: 23,
    minute: 59,
    status: 'received',
    reference: 'PO-2026-0500',
    deliveryDate: '2026-05-04',
  })
  await insertHistoryOrder({
    id: 9,
    number: 'W9',
    customerId: 3,
    date: '2026-03-20',
    reference: 'PO-2026-0412',
    lines: [LINES.sideharso, LINES.amoksi],
  })
}
