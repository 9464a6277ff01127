import { useMutation } from '@tanstack/react-query'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { ScannedCode } from '../../../contract/barcodes'
import { QuickOrderCheckResponseSchema, type QuickOrderLine } from '../../../contract/schemas/quickOrder'
import { api } from '../../lib/api'
import { useIdempotencyKey } from '../../lib/useIdempotencyKey'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { PageHeader } from '../account/AccountPageStates'
import { useBulkAddToCart } from '../cart/mutations'
import { notify } from '../notifications/store'
import { PastePanel } from './PastePanel'
import type { PastedLine } from './parseLines'
import { quickOrderMessages as t } from './quickOrderMessages'
import { QuickOrderRow, type OrderRow } from './QuickOrderRow'

const EMPTY_ROWS = 5
/**
 * The scanner and the WebAssembly reader load on "Skannaa", never with the page
 * (docs/decisions/082-scan-to-order.md). The server never renders it: its build leaves the import
 * out, so neither the reader nor its .wasm becomes part of the Worker.
 */
const ScanDialog = import.meta.env.SSR ? () => null : lazy(() => import('./scan/ScanDialog'))
let keySeed = 0
const newRow = (line?: PastedLine): OrderRow => ({
  key: `row-${++keySeed}`,
  code: line?.code ?? '',
  quantity: line ? String(line.quantity) : '1',
})
const emptyRows = (n: number) => Array.from({ length: n }, () => newRow())

const filled = (row: OrderRow) => row.code.trim().length > 0
/** A typed quantity as the server reads it: "2,5" is 2.5 (the server refuses fractions with an offer). */
const quantityOf = (row: OrderRow) => {
  const value = Number(row.quantity.trim().replace(',', '.'))
  return Number.isFinite(value) ? value : 0
}

/**
 * /account/quickorder (spec §10): rows of code and quantity, typed, pasted or uploaded, checked
 * line by line on the server, then added to the cart in one request. Rows that cannot be added
 * stay on the page with what is wrong and what would fix it.
 */
export function QuickOrderPage({ navId }: { navId: string }) {
  const [rows, setRows] = useState<OrderRow[]>(() => emptyRows(EMPTY_ROWS))
  const [summary, setSummary] = useState<string | null>(null)
  const latestCheck = useRef(0)
  const sendOnce = useIdempotencyKey()
  const bulkAdd = useBulkAddToCart(navId)
  const [scanning, setScanning] = useState(false)
  const [lastScanned, setLastScanned] = useState<string | null>(null)
  const latestRows = useRef(rows)
  latestRows.current = rows
  // The header's quick-order icon on a phone comes with #skannaa: the nurse at the shelf scans.
  useEffect(() => {
    if (location.hash === '#skannaa' && matchMedia('(max-width: 767px)').matches) setScanning(true)
  }, [])

  const check = useMutation({
    mutationFn: (lines: { code: string; quantity: number }[]) =>
      api('/api/cart/bulk/check', QuickOrderCheckResponseSchema, { method: 'POST', body: { lines } }),
  })

  /** Sends the filled rows for checking and merges the answer in, unless a newer check started. */
  async function checkRows(next: OrderRow[]) {
    const sent = next.filter(filled)
    if (sent.length === 0) return
    const run = ++latestCheck.current
    try {
      const { lines } = await check.mutateAsync(sent.map((row) => ({ code: row.code, quantity: quantityOf(row) })))
      if (run !== latestCheck.current) return
      setRows((current) => applyResults(current, sent, lines))
    } catch (error) {
      if (run === latestCheck.current) notify(messageOf(error), 'error')
    }
  }

  function update(key: string, patch: Partial<OrderRow>) {
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)))
  }

  function commit(key: string, patch: Partial<OrderRow> = {}) {
    const next = rows.map((row) => (row.key === key ? { ...row, ...patch, notice: undefined } : row))
    setRows(next)
    const row = next.find((r) => r.key === key)
    // Only a row whose code or quantity changed since its last check goes to the server again.
    if (
      row &&
      filled(row) &&
      (row.result?.code !== row.code.trim() || row.result?.quantity !== quantityOf(row) || patch.code || patch.quantity)
    ) {
      void checkRows(next)
    }
  }

  function remove(key: string) {
    setRows((current) => {
      const next = current.filter((row) => row.key !== key)
      return next.length > 0 ? next : emptyRows(1)
    })
  }

  function addPasted(lines: PastedLine[]) {
    const next = [...rows.filter(filled), ...lines.map(newRow)]
    setRows(next)
    setSummary(t.readLines(lines.length))
    void checkRows(next)
  }

  /** A counted scan: onto its product's row (one more) or a new one, checked like a typed row. */
  async function scanned(code: ScannedCode, warning: string | null) {
    // Loaded with the scanner already: no request of its own.
    if (import.meta.env.SSR) return
    const { addScan } = await import('./scan/scannedRows')
    const added = addScan(latestRows.current, code, () => newRow())
    if (!added) return
    const next = warning
      ? added.rows.map((row) => (row.key === added.key ? { ...row, notice: warning } : row))
      : added.rows
    latestRows.current = next
    setRows(next)
    setLastScanned(added.key)
    void checkRows(next)
  }

  const lastRow = rows.find((row) => row.key === lastScanned)

  async function addToCart() {
    const ready = rows.filter((row) => filled(row) && row.result?.ok && row.result.product)
    if (ready.length === 0) {
      setSummary(t.nothingValid)
      return
    }
    try {
      // One key per bulk add, kept for its retries (contract/upstream.md: bulk add exactly once).
      const items = ready.map((row) => ({ sku: row.result?.product?.sku ?? row.code, quantity: quantityOf(row) }))
      const { lines } = await sendOnce((key) => bulkAdd.mutateAsync({ key, items }))
      const added = new Set(ready.filter((_, i) => lines[i]?.ok).map((row) => row.key))
      const refused = new Map(ready.map((row, i) => [row.key, lines[i]]))
      const left = rows
        .filter((row) => !added.has(row.key))
        .map((row) => {
          const line = refused.get(row.key)
          return line ? { ...row, result: { ...line, code: row.code.trim() } } : row
        })
      setRows(left.filter(filled).length > 0 ? left : emptyRows(EMPTY_ROWS))
      const fix = left.filter(filled).length
      setSummary([t.added(added.size), fix > 0 ? t.leftToFix(fix) : ''].join(' ').trim())
    } catch (error) {
      notify(messageOf(error), 'error')
    }
  }

  return (
    <div className="flex flex-col gap-6" data-testid="quickorder-page">
      <PageHeader title={t.title} lead={t.intro} />
      <Button className="self-start" onClick={() => setScanning(true)} data-testid="quickorder-scan">
        {t.scan}
      </Button>
      {scanning ? (
        <Suspense fallback={null}>
          <ScanDialog
            onClose={() => setScanning(false)}
            onScan={(code, warning) => void scanned(code, warning)}
            last={lastRow ? { name: lastRow.result?.product?.name ?? lastRow.code, quantity: lastRow.quantity } : null}
          />
        </Suspense>
      ) : null}
      <section className="rounded-lg border border-line bg-white p-4">
        <ol className="flex flex-col" aria-label={t.title}>
          {rows.map((row, index) => (
            <QuickOrderRow
              key={row.key}
              row={row}
              index={index}
              navId={navId}
              onChange={(patch) => update(row.key, patch)}
              onCommit={(patch) => commit(row.key, patch)}
              onRemove={() => remove(row.key)}
            />
          ))}
        </ol>
        <div className="mt-3 flex flex-wrap gap-2">
          <Button variant="secondary" onClick={() => setRows((r) => [...r, ...emptyRows(EMPTY_ROWS)])}>
            <Icon name="plus" size="s" />
            {t.addRows}
          </Button>
          <Button variant="secondary" onClick={() => setRows(emptyRows(EMPTY_ROWS))}>
            {t.clear}
          </Button>
        </div>
      </section>
      <PastePanel onLines={addPasted} />
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
        <p role="status" className="text-sm text-ink" data-testid="quickorder-summary">
          {check.isPending ? t.checking : summary}
        </p>
        <Button onClick={() => void addToCart()} disabled={bulkAdd.isPending} data-testid="quickorder-add">
          <Icon name="cart" size="s" />
          {bulkAdd.isPending ? t.adding : t.addToCart}
        </Button>
      </div>
    </div>
  )
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * The server's verdicts onto the rows that were sent. A duplicate row is merged into the first
 * row of its product: the first takes the sum (the server judged it so) and says so.
 */
function applyResults(current: OrderRow[], sent: OrderRow[], lines: QuickOrderLine[]): OrderRow[] {
  const byKey = new Map(sent.map((row, i) => [row.key, lines[i]]))
  const mergedInto = new Map<string, number[]>()
  for (const [i, line] of lines.entries()) {
    if (line.problem !== 'duplicate' || line.duplicate_of === undefined) continue
    const first = sent[line.duplicate_of]
    if (first) mergedInto.set(first.key, [...(mergedInto.get(first.key) ?? []), i])
  }
  const dropped = new Set(lines.flatMap((line, i) => (line.problem === 'duplicate' ? [sent[i]?.key ?? ''] : [])))
  return current
    .filter((row) => !dropped.has(row.key))
    .map((row) => {
      const line = byKey.get(row.key)
      if (!line) return row
      const merged = mergedInto.get(row.key)
      return {
        ...row,
        quantity: merged ? String(line.quantity) : row.quantity,
        result: line,
        notice: merged ? t.merged(merged.map((i) => current.indexOf(sent[i] as OrderRow) + 1)) : row.notice,
      }
    })
}
