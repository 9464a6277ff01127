import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { StandingOrderDetail } from '#contract/schemas/standingOrders'
import { AppLink } from '../../../ui/AppLink'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { useStoreFormat } from '../../session/useStoreFormat'
import { BackLink } from '../AccountPageStates'
import { EditStandingOrderSettings } from './EditStandingOrderSettings'
import { LinesForm } from './LinesForm'
import { useStandingLines, useStandingStatus } from './mutations'
import { NextRuns } from './NextRuns'
import { standingOrderQuery } from './queries'
import { StandingHistory } from './StandingHistory'
import { StandingStatusBadge } from './StandingStatusBadge'
import { standingOrdersMessages as m } from './standingOrdersMessages'

/**
 * /account/standing-orders/{id} (docs/decisions/079-standing-orders.md): the next 12 runs with
 * their dispatch days and why a run moved, skipping one; the lines at today's prices; the
 * history of runs with their orders or requests; pause, resume and cancel.
 */
export function StandingOrderPage({ navId, id }: { navId: string; id: number }) {
  const so = useSuspenseQuery(standingOrderQuery(navId, id)).data.standing_order
  const [editing, setEditing] = useState(false)
  return (
    <article className="flex flex-col gap-6" data-testid="standing-order" data-standing-order-id={so.id}>
      <header className="flex flex-col gap-3">
        <BackLink href="/account/standing-orders">{m.back}</BackLink>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="page-title break-words">{so.name}</h1>
              <StandingStatusBadge status={so.status} />
            </div>
            <p className="mt-1 text-ink-muted" data-testid="standing-order-schedule">
              {so.schedule_text} · {m.methods[so.shipping_method]} · {m.owner(so.owner_name)}
            </p>
            {so.paused_reason ? <p className="mt-1 text-sm text-warn-900">{so.paused_reason}</p> : null}
          </div>
          {so.can_manage ? <StatusActions navId={navId} so={so} /> : null}
        </div>
        {so.can_edit && !editing ? (
          <Button
            variant="ghost"
            className="self-start px-3"
            onClick={() => setEditing(true)}
            data-testid="standing-edit-settings"
          >
            {m.editSettings}
          </Button>
        ) : null}
        {editing ? <EditStandingOrderSettings navId={navId} so={so} onDone={() => setEditing(false)} /> : null}
        {so.status === 'paused' ? <p className="text-sm text-ink-muted">{m.pausedNote}</p> : null}
        {so.cold_chain ? <p className="text-sm text-ink-muted">{m.coldChain}</p> : null}
      </header>

      {so.next_runs.length > 0 ? <NextRuns navId={navId} so={so} /> : null}
      <Lines navId={navId} so={so} />
      <StandingHistory history={so.history} id={so.id} />
    </article>
  )
}

function StatusActions({ navId, so }: { navId: string; so: StandingOrderDetail }) {
  const status = useStandingStatus(navId, so.id)
  const [confirming, setConfirming] = useState(false)
  const pausing = so.status === 'active'
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={so.name}>
      {/* An administrator pauses and cancels anyone's; only the owner resumes theirs. */}
      {pausing || so.mine ? (
        <Button
          variant="secondary"
          onClick={() => status.mutate(pausing ? 'paused' : 'active')}
          disabled={status.isPending}
          data-testid={pausing ? 'standing-pause' : 'standing-resume'}
        >
          {pausing ? m.pause : m.resume}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        className="!text-danger-600 hover:!bg-danger-50"
        onClick={() => setConfirming(true)}
        data-testid="standing-cancel"
      >
        {m.cancel}
      </Button>
      {status.error ? (
        <p role="alert" className="w-full text-sm text-danger-600">
          {status.error.message}
        </p>
      ) : null}
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={m.cancel}
        width={450}
        testId="standing-cancel-dialog"
      >
        <p>{m.cancelConfirm}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {m.keep}
          </Button>
          <Button
            variant="danger"
            onClick={() => status.mutate('cancelled', { onSettled: () => setConfirming(false) })}
            disabled={status.isPending}
          >
            {m.cancel}
          </Button>
        </div>
      </Modal>
    </div>
  )
}

function Lines({ navId, so }: { navId: string; so: StandingOrderDetail }) {
  const { money } = useStoreFormat()
  const save = useStandingLines(navId, so.id)
  const [editing, setEditing] = useState(false)
  const fulfilmentOf = (sku: string) => so.lines.find((l) => l.sku === sku)?.fulfilment ?? null
  return (
    <section className="card !py-0" aria-labelledby="standing-lines-title">
      <div className="flex flex-wrap items-center justify-between gap-2 pt-4">
        <h2 id="standing-lines-title" className="section-title">
          {m.linesTitle}
        </h2>
        {so.can_edit && !editing ? (
          <Button variant="ghost" className="px-3" onClick={() => setEditing(true)} data-testid="standing-edit-lines">
            {m.editLines}
          </Button>
        ) : null}
      </div>
      {editing ? (
        <div className="pb-4">
          <p className="mb-2 text-sm text-ink-muted">{m.editLinesLead}</p>
          <LinesForm
            lines={so.lines}
            pending={save.isPending}
            error={save.error?.message ?? null}
            testId="standing-lines-form"
            onCancel={() => {
              setEditing(false)
              save.reset()
            }}
            onSave={(lines) =>
              save.mutate(
                lines.map((l) => ({ sku: l.sku, quantity: l.quantity, fulfilment: fulfilmentOf(l.sku) })),
                { onSuccess: () => setEditing(false) },
              )
            }
          />
        </div>
      ) : null}
      <ul className="divide-y divide-line" data-testid="standing-lines">
        {so.lines.map((line) => (
          <li key={line.sku} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <AppLink href={`/product/${line.url_key}`} className="font-semibold text-brand-800 hover:underline">
                {line.name}
              </AppLink>
              <p className="text-sm text-ink-muted">
                {line.sku}
                {line.pakkauskokoteksti ? ` · ${line.pakkauskokoteksti}` : ''} · {line.availability_label}
              </p>
            </div>
            <p className="shrink-0 text-sm sm:text-right">
              {line.quantity} × {money(line.unit_price)} = <strong>{money(line.row_total)}</strong>
            </p>
          </li>
        ))}
      </ul>
      <p className="border-t border-line py-3 text-right font-semibold">{m.subtotal(money(so.subtotal))}</p>
    </section>
  )
}
