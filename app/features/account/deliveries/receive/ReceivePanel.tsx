import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { deliveryDifferences, differenceText } from '#contract/deliveryDifferences'
import { DeliveryClaimResponseSchema } from '#contract/schemas/deliveryClaim'
import type { DeliveryDetail } from '#contract/schemas/orders'
import { api, ApiRequestError } from '../../../../lib/api'
import { formatDate } from '../../../../lib/format'
import { Button } from '../../../../ui/Button'
import { confirmScan } from '../../../scan/feedback'
import { ScanCamera } from '../../../scan/ScanCamera'
import { deliveriesKey } from '../queries'
import {
  countOne,
  countUnknown,
  EMPTY,
  lineOf,
  loadReceived,
  saveReceived,
  storageKey,
  type Received,
} from './receivedCounts'
import { receiveMessages as t } from './receiveMessages'

/**
 * Receiving a delivery (docs/decisions/083-receiving-deliveries.md), loaded on "Vastaanota": each
 * scanned pack ticks its line by GTIN (or Vnr, or SKU) and lot; the lines show what is counted
 * against what the parcel carried, the differences (short, surplus, wrong lot, unknown code) show
 * as they appear, and "Lähetä reklamaatio" sends them to customer service once. The count is kept
 * on the device until it is sent.
 */
export default function ReceivePanel({
  navId,
  delivery,
  onClose,
}: {
  navId: string
  delivery: DeliveryDetail
  /** Receiving is over without a claim: everything arrived. */
  onClose: () => void
}) {
  const [received, setReceived] = useState<Received>(EMPTY)
  // Several codes of one frame count one after another, before the page renders again.
  const latest = useRef(received)
  const [scanning, setScanning] = useState(false)
  const [note, setNote] = useState('')
  const [last, setLast] = useState<{ text: string; tone: 'ok' | 'error' } | null>(null)
  const queryClient = useQueryClient()

  // The device's count of an earlier visit (read after the first render: the server has none).
  useEffect(() => {
    latest.current = loadReceived(delivery.id)
    setReceived(latest.current)
  }, [delivery.id])

  function change(update: (current: Received) => Received) {
    latest.current = update(latest.current)
    setReceived(latest.current)
    saveReceived(delivery.id, latest.current)
  }

  /** The count is over: sent, sent from another device, or nothing to claim. */
  async function finish() {
    localStorage.removeItem(storageKey(delivery.id))
    setScanning(false)
    await queryClient.invalidateQueries({ queryKey: deliveriesKey(navId) })
  }

  const send = useMutation({
    mutationFn: () =>
      api(`/api/customer/deliveries/${delivery.id}/claim`, DeliveryClaimResponseSchema, {
        method: 'POST',
        body: { received: received.counts, unknown_codes: received.unknown, note },
      }),
    onSuccess: finish,
    // Claimed already (another device, another tab): the page shows it, the count goes.
    onError: async (error) => {
      if (error instanceof ApiRequestError && error.status === 409) await finish()
    },
  })

  const differences = deliveryDifferences(delivery.lines, received.counts, received.unknown)
  /** Packs counted of a line, or of one of its lots. */
  const countOf = (sku: string, lot?: string) =>
    received.counts
      .filter((c) => c.sku === sku && (lot === undefined || c.lot === lot))
      .reduce((s, c) => s + c.quantity, 0)
  const started = received.counts.length > 0 || received.unknown.length > 0

  if (delivery.claim_sent_at) {
    return (
      <p role="status" className="card text-sm" data-testid="receive-sent">
        {t.sent(formatDate(delivery.claim_sent_at))}
      </p>
    )
  }
  return (
    <section
      className="card flex flex-col gap-4 print:hidden"
      aria-labelledby="receive-title"
      data-testid="receive-panel"
    >
      <div>
        <h2 id="receive-title" className="section-title">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t.lead}</p>
      </div>
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => setScanning((on) => !on)}
        data-testid="receive-scan"
      >
        {scanning ? t.stopScan : t.scan}
      </Button>
      {scanning ? (
        <ScanCamera
          onCode={(code, text) => {
            const line = lineOf(delivery.lines, code)
            confirmScan()
            if (!line) {
              change((current) => countUnknown(current, code, text))
              setLast({ text: t.unknown(text), tone: 'error' })
              return
            }
            const lot = 'lot' in code ? (code.lot ?? null) : null
            change((current) => countOne(current, line.sku, lot))
            setLast({ text: t.counted(line.name, lot), tone: 'ok' })
          }}
          onProblem={(text) => setLast({ text, tone: 'error' })}
        />
      ) : null}
      {last ? (
        <p
          role="status"
          className={`text-sm ${last.tone === 'error' ? 'text-danger-600' : 'text-ink'}`}
          data-testid="receive-last"
        >
          {last.text}
        </p>
      ) : null}
      <ul className="divide-y divide-line text-sm" data-testid="receive-lines">
        {delivery.lines.map((line) => (
          <li key={line.sku} className="flex flex-col gap-1 py-2" data-testid="receive-line">
            <p className="flex justify-between gap-3">
              <span className="font-semibold">{line.name}</span>
              <span className="shrink-0 tabular-nums" data-testid="receive-line-count">
                {countOf(line.sku)} / {line.quantity}
              </span>
            </p>
            {line.lots.map((lot) => (
              <p key={lot.lot} className="flex justify-between gap-3 text-ink-muted">
                <span>
                  {t.lot} <span className="font-mono">{lot.lot}</span>
                </span>
                <span className="tabular-nums">
                  {countOf(line.sku, lot.lot)} / {lot.quantity}
                </span>
              </p>
            ))}
          </li>
        ))}
      </ul>
      {started && differences.length === 0 ? (
        <div className="flex flex-col gap-3 rounded-md bg-surface-alt p-3" data-testid="receive-all-good">
          <p role="status" className="text-sm">
            {t.allGood}
          </p>
          <Button
            className="self-start"
            onClick={() => {
              void finish()
              onClose()
            }}
          >
            {t.done}
          </Button>
        </div>
      ) : null}
      {started && differences.length > 0 ? (
        <div className="flex flex-col gap-3" data-testid="receive-differences">
          <h3 className="font-semibold">{t.differences}</h3>
          <ul className="list-disc pl-5 text-sm">
            {differences.map((d) => (
              <li key={`${d.kind}-${d.sku}-${d.lot}-${d.name}`} data-testid="receive-difference">
                {differenceText(d)}
              </li>
            ))}
          </ul>
          <div>
            <label htmlFor="receive-note" className="field-label">
              {t.note}
            </label>
            <textarea
              id="receive-note"
              className="field-input w-full"
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          {send.error ? (
            <p role="alert" className="text-sm text-danger-600">
              {send.error.message}
            </p>
          ) : null}
          <Button onClick={() => send.mutate()} disabled={send.isPending} data-testid="receive-send">
            {send.isPending ? t.sending : t.send}
          </Button>
        </div>
      ) : null}
      {started ? (
        <button
          type="button"
          className="link inline-flex min-h-11 items-center self-start text-sm"
          onClick={() => change(() => EMPTY)}
        >
          {t.reset}
        </button>
      ) : null}
    </section>
  )
}
