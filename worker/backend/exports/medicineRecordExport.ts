import type { MedicineRecordQuery } from '../../../contract/schemas/medicineRecord'
import { helsinkiDayEnd, helsinkiDayStart } from '../orders/helsinkiDays'
import type { Supplier } from '../operator/supplier'
import { csvCalendarDate, csvDate } from './csvFormat'

/**
 * The rows of GET /api/customer/medicine-record.csv (docs/decisions/081-delivery-lots.md): one per
 * lot of a medicine the company received, in the order received (oldest first, as a record is
 * kept), read a page at a time with a keyset. A delivery counts from its delivered step, once its
 * time has come; a medicine line without lots (none sent) is one row with the lot empty.
 */

export const MEDICINE_RECORD_PAGE = 500

interface RecordRow {
  delivered_at: number
  delivery_id: number
  line_no: number
  lot: string | null
  expiry: string | null
  lot_quantity: number | null
  quantity: number
  name: string
  strength: string | null
  dosage_form: string | null
  vnr: string | null
  marketing_authorisation: string | null
  sku: string
  order_number: string
  tracking_code: string
}

const toCells = (row: RecordRow, supplier: Supplier): string[] => [
  csvDate(row.delivered_at),
  row.name,
  row.strength ?? '',
  row.dosage_form ?? '',
  row.vnr ?? '',
  row.marketing_authorisation ?? '',
  row.lot ?? '',
  csvCalendarDate(row.expiry),
  String(row.lot_quantity ?? row.quantity),
  supplier.name,
  supplier.address,
  row.order_number,
  row.tracking_code,
  row.sku,
]

export async function* medicineRecordPages(
  db: D1Database,
  companyId: number,
  query: MedicineRecordQuery,
  supplier: Supplier,
  pageSize = MEDICINE_RECORD_PAGE,
): AsyncGenerator<string[][]> {
  const now = Math.floor(Date.now() / 1000)
  const range: number[] = []
  let rangeSql = ''
  if (query.from) {
    rangeSql += ' AND d.delivered_at >= ?'
    range.push(helsinkiDayStart(query.from))
  }
  if (query.to) {
    rangeSql += ' AND d.delivered_at < ?'
    range.push(helsinkiDayEnd(query.to))
  }
  // (delivered_at, delivery, line, lot) orders the rows; '' sorts a line without lots first.
  let after: [number, number, number, string] | null = null
  for (;;) {
    const cursor: string = after ? ` AND (d.delivered_at, d.id, l.line_no, COALESCE(t.lot, '')) > (?, ?, ?, ?)` : ''
    const { results }: D1Result<RecordRow> = await db
      .prepare(
        `SELECT d.delivered_at, d.id AS delivery_id, l.line_no, t.lot, t.expiry, t.quantity AS lot_quantity,
           l.quantity, l.name, l.strength, l.dosage_form, l.vnr, l.marketing_authorisation, l.sku,
           o.order_number, d.tracking_code
         FROM deliveries d JOIN orders o ON o.id = d.order_id
         JOIN delivery_lines l ON l.delivery_id = d.id AND l.is_medicine = 1
         LEFT JOIN delivery_lots t ON t.delivery_id = l.delivery_id AND t.line_no = l.line_no
         WHERE o.company_id = ? AND d.delivered_at IS NOT NULL AND d.delivered_at <= ?${rangeSql}${cursor}
         ORDER BY d.delivered_at, d.id, l.line_no, COALESCE(t.lot, '') LIMIT ?`,
      )
      .bind(companyId, now, ...range, ...(after ?? []), pageSize)
      .all<RecordRow>()
    if (results.length > 0) yield results.map((row) => toCells(row, supplier))
    const last: RecordRow | undefined = results.at(-1)
    if (!last || results.length < pageSize) return
    after = [last.delivered_at, last.delivery_id, last.line_no, last.lot ?? '']
  }
}
