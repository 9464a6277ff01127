import type { ScannedCode } from '#contract/barcodes'

/**
 * What a counted scan does to the quick order's rows (docs/decisions/082-scan-to-order.md): a
 * code already on a row adds one to it, a new one fills the first empty row or a new one. The
 * row keeps the lots and expiry dates the packs' codes carried, and a pack past its date, or
 * within SHORT_DATED_DAYS of it, is noted on the row.
 */

/** A pack this close to its expiry is short-dated when scanned into an order. */
export const SHORT_DATED_DAYS = 90

export interface ScannedLot {
  lot: string | null
  expiry: string | null
  count: number
}

export interface ScannableRow {
  key: string
  code: string
  quantity: string
  scans?: ScannedLot[]
  lotsText?: string
}

/** The lots of a row as it says them: "Erä AB12 käyt. viim. 31.01.2028 × 2 · Erä CD34 …". */
export const lotsText = (scans: ScannedLot[]) =>
  scans
    .map((s) =>
      [
        s.lot ? `Erä ${s.lot}` : '',
        s.expiry ? `käyt. viim. ${s.expiry.split('-').reverse().join('.')}` : '',
        `× ${s.count}`,
      ]
        .filter(Boolean)
        .join(' '),
    )
    .join(' · ')

/** The code quick order judges for a scan: the GTIN, a medicine's Vnr from its NTIN, or the SKU; null for no code. */
export function orderCodeOf(code: ScannedCode): string | null {
  if (code.kind === 'gtin') return code.gtin
  if (code.kind === 'ntin') return code.vnr
  if (code.kind === 'sku') return code.sku
  return null
}

/** 'expired' for a pack past its date on `today` (yyyy-mm-dd), 'short' within SHORT_DATED_DAYS, else null. */
export function expiryWarning(expiry: string | null | undefined, today: string): 'expired' | 'short' | null {
  if (!expiry) return null
  if (expiry < today) return 'expired'
  const limit = new Date(`${today}T00:00:00Z`)
  limit.setUTCDate(limit.getUTCDate() + SHORT_DATED_DAYS)
  return expiry <= limit.toISOString().slice(0, 10) ? 'short' : null
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase()

/** The rows after one counted scan of `code`, and the key of the row it went to. */
export function addScan<R extends ScannableRow>(
  rows: R[],
  code: ScannedCode,
  newRow: (code: string) => R,
): { rows: R[]; key: string } | null {
  const orderCode = orderCodeOf(code)
  if (orderCode === null) return null
  const lot = 'lot' in code ? (code.lot ?? null) : null
  const expiry = 'expiry' in code ? (code.expiry ?? null) : null
  const withLot = (scans: ScannedLot[] = []): ScannedLot[] => {
    if (lot === null && expiry === null) return scans
    const same = scans.find((s) => s.lot === lot && s.expiry === expiry)
    return same
      ? scans.map((s) => (s === same ? { ...s, count: s.count + 1 } : s))
      : [...scans, { lot, expiry, count: 1 }]
  }
  const existing = rows.find((row) => row.code.trim() !== '' && sameCode(row.code, orderCode))
  if (existing) {
    const quantity = String((Number(existing.quantity.replace(',', '.')) || 0) + 1)
    const scans = withLot(existing.scans)
    return {
      key: existing.key,
      rows: rows.map((row) => (row === existing ? { ...row, quantity, scans, lotsText: lotsText(scans) } : row)),
    }
  }
  const empty = rows.find((row) => row.code.trim() === '')
  const scans = withLot()
  const filled = { ...(empty ?? newRow(orderCode)), code: orderCode, quantity: '1', scans, lotsText: lotsText(scans) }
  return {
    key: filled.key,
    rows: empty ? rows.map((row) => (row === empty ? filled : row)) : [...rows, filled],
  }
}
