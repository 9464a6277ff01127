import { useRef, useState } from 'react'
import { readScannedCode, type ScannedCode } from '#contract/barcodes'
import { formatCalendarDate } from '../../account/invoices/paymentFormat'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { confirmScan } from './feedback'
import { ScanGate } from './scanGate'
import { scanMessages as t } from './scanMessages'
import { expiryWarning } from './scannedRows'
import { useCameraReader } from './useCameraReader'

const helsinkiToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date())

/**
 * The scanner of quick order (docs/decisions/082-scan-to-order.md), loaded when "Skannaa" is
 * pressed: the rear camera's picture, read frame by frame; each counted code beeps, vibrates and
 * goes to the page's rows (`onScan`). A pack held still counts once (ScanGate); "+1" counts the
 * last one again. Without a camera, a photo of the code or a typed (or hand-scanner) code does
 * the same. An expired or short-dated pack is warned of here and on its row.
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
  const gate = useRef(new ScanGate())
  const [count, setCount] = useState(0)
  const [lastCode, setLastCode] = useState<ScannedCode | null>(null)
  const [note, setNote] = useState<{ text: string; tone: 'warn' | 'error' } | null>(null)
  const [typed, setTyped] = useState('')
  const { video, camera, readImage } = useCameraReader((text) => read(text, 'camera'))

  function counted(code: ScannedCode) {
    setCount((n) => n + 1)
    setLastCode(code)
    confirmScan()
    const expiry = 'expiry' in code ? code.expiry : undefined
    const warning = expiryWarning(expiry, helsinkiToday())
    const text = warning && expiry ? t[warning](formatCalendarDate(expiry)) : null
    onScan(code, text)
    setNote(text ? { text, tone: 'warn' } : null)
  }

  function read(text: string, from: 'camera' | 'photo' | 'typed') {
    const code = readScannedCode(text)
    if (code.kind === 'invalid') {
      // A camera misreads a moving code now and then; only a photo or a typed code says so.
      if (from !== 'camera') setNote({ text: t.invalid(code.reason), tone: 'error' })
      return
    }
    if (from === 'camera' && !gate.current.read(text, Date.now())) return
    counted(code)
  }

  async function readPhoto(file: File | undefined) {
    if (!file) return
    try {
      const texts = await readImage(file)
      if (texts.length === 0) setNote({ text: t.photoEmpty, tone: 'error' })
      for (const text of texts) read(text, 'photo')
    } catch {
      setNote({ text: t.photoFailed, tone: 'error' })
    }
  }

  const unavailable =
    camera.kind === 'unavailable' ? { denied: t.denied, none: t.noCamera, failed: t.failed }[camera.reason] : null
  return (
    <Modal open onClose={onClose} title={t.title} testId="scan-dialog">
      <div className="flex flex-col gap-3">
        <p className="text-sm text-ink-muted">{t.lead}</p>
        {unavailable ? (
          <p
            role="alert"
            className="rounded-md bg-warn-50 p-3 text-sm text-warn-900"
            data-testid="scan-camera-unavailable"
          >
            {unavailable}
          </p>
        ) : (
          <div className="relative overflow-hidden rounded-lg bg-ink">
            <video
              ref={video}
              className="aspect-[4/3] w-full object-cover"
              muted
              playsInline
              aria-label={t.video}
              data-testid="scan-video"
            />
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-[18%] rounded-md border-2 border-white/80"
            />
            {camera.kind === 'starting' ? (
              <p className="absolute inset-x-0 bottom-2 text-center text-sm text-white">{t.starting}</p>
            ) : null}
          </div>
        )}
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
        <label className="btn-secondary relative cursor-pointer focus-within:outline-2">
          {t.photo}
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="absolute inset-0 cursor-pointer opacity-0"
            onChange={(event) => {
              void readPhoto(event.target.files?.[0])
              event.target.value = ''
            }}
            data-testid="scan-photo"
          />
        </label>
        <form
          className="flex items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault()
            if (typed.trim() !== '') read(typed, 'typed')
            setTyped('')
          }}
        >
          <div className="min-w-0 flex-1">
            <label htmlFor="scan-typed" className="field-label">
              {t.typed}
            </label>
            <input
              id="scan-typed"
              className="field-input w-full"
              value={typed}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => setTyped(event.target.value)}
              data-testid="scan-typed"
            />
          </div>
          <Button type="submit" variant="secondary">
            {t.typedAdd}
          </Button>
        </form>
        <Button onClick={onClose} data-testid="scan-done">
          {t.done}
        </Button>
      </div>
    </Modal>
  )
}
