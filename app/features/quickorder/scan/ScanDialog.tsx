import { useState } from 'react'
import type { ScannedCode } from '#contract/barcodes'
import { formatCalendarDate } from '../../account/invoices/paymentFormat'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { confirmScan } from '../../scan/feedback'
import { ScanCamera } from '../../scan/ScanCamera'
import { scanMessages as t } from './scanMessages'
import { expiryWarning } from './scannedRows'
import { helsinkiDate } from '#contract/helsinkiDate'

/**
 * The scanner of quick order (docs/decisions/082-scan-to-order.md), loaded when "Skannaa" is
 * pressed: each counted code beeps, vibrates and goes to the page's rows (`onScan`), with the
 * count in view; "+1" counts the last one again. An expired or short-dated pack is warned of
 * here and on its row.
 */
export default function ScanDialog({
  onClose,
  onScan,
  last,
}: {
  onClose: () => void
  /** A counted code, with the warning of an expired or short-dated pack. */
  onScan: (code: ScannedCode, warning: string | null) => void
  /** The row the last scan went to, as the page shows it (its product's name once checked). */
  last: { name: string; quantity: string } | null
}) {
  const [count, setCount] = useState(0)
  const [lastCode, setLastCode] = useState<ScannedCode | null>(null)
  const [note, setNote] = useState<{ text: string; tone: 'warn' | 'error' } | null>(null)

  function counted(code: ScannedCode) {
    setCount((n) => n + 1)
    setLastCode(code)
    confirmScan()
    const expiry = 'expiry' in code ? code.expiry : undefined
    const warning = expiryWarning(expiry, helsinkiDate())
    const text = warning && expiry ? t[warning](formatCalendarDate(expiry)) : null
    onScan(code, text)
    setNote(text ? { text, tone: 'warn' } : null)
  }

  return (
    <Modal open onClose={onClose} title={t.title} testId="scan-dialog">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink-muted">{t.lead}</p>
        <ScanCamera onCode={counted} onProblem={(text) => setNote({ text, tone: 'error' })} />
        <div className="flex items-center justify-between gap-3" aria-live="polite" data-testid="scan-status">
          <div className="min-w-0">
            <p className="font-semibold" data-testid="scan-count">
              {count === 0 ? t.nothingYet : t.count(count)}
            </p>
            {last && count > 0 ? (
              <p className="truncate text-sm text-ink-muted" data-testid="scan-last">
                {t.last}: {last.name} × {last.quantity}
              </p>
            ) : null}
          </div>
          {lastCode && last ? (
            <Button
              variant="secondary"
              className="shrink-0 px-4"
              onClick={() => counted(lastCode)}
              aria-label={t.plusOneLabel(last.name)}
              data-testid="scan-plus-one"
            >
              {t.plusOne}
            </Button>
          ) : null}
        </div>
        {note ? (
          <p
            role={note.tone === 'error' ? 'alert' : 'status'}
            className={`rounded-md p-3 text-sm ${note.tone === 'error' ? 'bg-danger-50 text-danger-900' : 'bg-warn-50 text-warn-900'}`}
            data-testid="scan-note"
          >
            {note.text}
          </p>
        ) : null}
        <Button onClick={onClose} data-testid="scan-done">
          {t.done}
        </Button>
      </div>
    </Modal>
  )
}
