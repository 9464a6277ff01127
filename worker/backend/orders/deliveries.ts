import {
  DELIVERY_STEPS,
  type DeliveryDetail,
  type DeliveryListResponse,
  type DeliveryStep,
  type DeliverySummary,
} from '../../../contract/schemas/orders'
import { isoTime, pageWindow, type Paging } from './access'
import { deliveryLines } from './deliveryLines'
import { helsinkiDate } from './invoices'

/**
 * Deliveries (parcels) of the caller's orders. A step counts as reached when its time has
 * come, read from Date.now(), so the ERP (or the seed) may store a planned timeline ahead.
 */

interface DeliveryRow {
  id: number
  order_id: number
  order_number: string
  carrier: string
  tracking_code: string
  packed_at: number
  shipped_at: number | null
  out_for_delivery_at: number | null
  delivered_at: number | null
  claim_sent_at: number | null
}

const CARRIERS: Record<string, { name: string; tracking?: (code: string) => string }> = {
  posti: { name: 'Posti', tracking: (code) => `https://www.posti.fi/fi/seuranta#/lahetys/${encodeURIComponent(code)}` },
  matkahuolto: {
    name: 'Matkahuolto',
    tracking: (code) => `https://www.matkahuolto.fi/seuranta?parcelNumber=${encodeURIComponent(code)}`,
  },
  freeshipping: {
    name: 'Posti',
    tracking: (code) => `https://www.posti.fi/fi/seuranta#/lahetys/${encodeURIComponent(code)}`,
  },
  nouto: { name: 'Nouto varastolta' },
}

/** The carrier's name as the buyer knows it. */
export const carrierName = (code: string): string => CARRIERS[code]?.name ?? code

/** The time of each step (null when not reached by `nowSeconds`). */
function timeline(row: DeliveryRow, nowSeconds: number): Record<DeliveryStep, number | null> {
  const reached = (at: number | null) => (at !== null && at <= nowSeconds ? at : null)
  return {
    // A parcel is listed once it is packed: that step always shows.
    packed: row.packed_at,
    shipped: reached(row.shipped_at),
    'out-for-delivery': reached(row.out_for_delivery_at),
    delivered: reached(row.delivered_at),
  }
}

/** The latest step reached, e.g. for the order view. */
export function deliveryStatus(row: Omit<DeliveryRow, 'order_number'>, nowSeconds: number): DeliveryStep {
  const times = timeline({ ...row, order_number: '' }, nowSeconds)
  return [...DELIVERY_STEPS].reverse().find((step) => times[step] !== null) ?? 'packed'
}

function toSummary(row: DeliveryRow, nowSeconds: number): DeliverySummary {
  const times = timeline(row, nowSeconds)
  const status = deliveryStatus(row, nowSeconds)
  const carrier = CARRIERS[row.carrier]
  return {
    id: row.id,
    order_number: row.order_number,
    carrier: row.carrier,
    carrier_name: carrier?.name ?? row.carrier,
    tracking_code: row.tracking_code,
    tracking_url: carrier?.tracking ? carrier.tracking(row.tracking_code) : null,
    status,
    updated_at: isoTime(times[status] ?? row.packed_at),
  }
}

const SELECT = `SELECT d.*, o.order_number,
  (SELECT sent_at FROM delivery_claims c WHERE c.delivery_id = d.id) AS claim_sent_at
  FROM deliveries d JOIN orders o ON o.id = d.order_id`

export async function listDeliveries(db: D1Database, companyId: number, paging: Paging): Promise<DeliveryListResponse> {
  const now = Math.floor(Date.now() / 1000)
  const { limit, offset } = pageWindow(paging)
  const [count, rows] = await db.batch([
    db
      .prepare('SELECT COUNT(*) AS n FROM deliveries d JOIN orders o ON o.id = d.order_id WHERE o.company_id = ?')
      .bind(companyId),
    db
      .prepare(`${SELECT} WHERE o.company_id = ?1 ORDER BY d.packed_at DESC, d.id DESC LIMIT ?2 OFFSET ?3`)
      .bind(companyId, limit, offset),
  ])
  return {
    items: ((rows?.results ?? []) as DeliveryRow[]).map((row) => toSummary(row, now)),
    total_count: (count?.results[0] as { n: number } | undefined)?.n ?? 0,
    page: paging.page,
    page_size: paging.pageSize,
  }
}

/** The caller's delivery, or null (unknown, or another customer's). */
export async function deliveryDetail(db: D1Database, companyId: number, id: number): Promise<DeliveryDetail | null> {
  const now = Math.floor(Date.now() / 1000)
  const row = await db.prepare(`${SELECT} WHERE d.id = ? AND o.company_id = ?`).bind(id, companyId).first<DeliveryRow>()
  if (!row) return null
  const times = timeline(row, now)
  return {
    ...toSummary(row, now),
    events: DELIVERY_STEPS.map((status) => {
      const at = times[status]
      return { status, at: at === null ? null : isoTime(at) }
    }),
    lines: await deliveryLines(db, row.id, helsinkiDate((row.delivered_at ?? row.packed_at) * 1000)),
    claim_sent_at: row.claim_sent_at === null ? null : isoTime(row.claim_sent_at),
  }
}

/** The parcels of an order, for the order view. */
export async function deliveriesOfOrder(db: D1Database, orderId: number) {
  const now = Math.floor(Date.now() / 1000)
  const { results } = await db
    .prepare(`${SELECT} WHERE d.order_id = ? ORDER BY d.packed_at, d.id`)
    .bind(orderId)
    .all<DeliveryRow>()
  return results.map((row) => ({
    id: row.id,
    carrier: row.carrier,
    tracking_code: row.tracking_code,
    status: deliveryStatus(row, now),
  }))
}
