import { useState } from 'react'
import type { NextRun, StandingOrderDetail } from '#contract/schemas/standingOrders'
import { Badge, type BadgeTone } from '../../../ui/Badge'
import { Button } from '../../../ui/Button'
import { Modal } from '../../../ui/Modal'
import { Spinner } from '../../../ui/Spinner'
import { dayLabel } from '../../checkout/calendarDays'
import { LinesForm } from './LinesForm'
import { useRunLines, useRunSkip } from './mutations'
import { standingOrdersMessages as m } from './standingOrdersMessages'
import { helsinkiDate } from '#contract/helsinkiDate'

export const RUN_TONE: Record<NextRun['status'], BadgeTone> = {
  planned: 'neutral',
  noticed: 'progress',
  requested: 'warning',
  ordered: 'done',
  skipped: 'neutral',
  failed: 'danger',
}

/** The next runs: skip, unskip, and a run's own lines edited in a dialog. */
export function NextRuns({ navId, so }: { navId: string; so: StandingOrderDetail }) {
  const skip = useRunSkip(navId, so.id)
  const runLines = useRunLines(navId, so.id)
  const [editing, setEditing] = useState<NextRun | null>(null)
  const closeEdit = () => {
    setEditing(null)
    runLines.reset()
  }
  return (
    <section className="card !py-0" aria-labelledby="next-runs-title">
      <h2 id="next-runs-title" className="section-title pt-4">
        {m.nextRunsTitle}
      </h2>
      <ol className="divide-y divide-line" data-testid="next-runs">
        {so.next_runs.map((run) => {
          const skipped = run.status === 'skipped'
          const pending = skip.isPending && skip.variables?.runDate === run.run_date
          return (
            <li
              key={run.run_date}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid="next-run"
              data-run-date={run.run_date}
            >
              <div className="min-w-0">
                <p className={`font-semibold ${skipped ? 'text-ink-muted line-through' : ''}`}>
                  {m.dispatch(dayLabel(run.dispatch_date))}
                </p>
                {run.moved_because ? (
                  <p className="text-sm text-warn-900" data-testid="run-moved">
                    {m.movedFrom(dayLabel(run.run_date), run.moved_because)}
                  </p>
                ) : null}
                <p className="text-sm text-ink-muted">{m.cutoff(cutoffDay(run.cutoff_at))}</p>
                {run.lines ? (
                  <p className="text-sm text-ink-muted">
                    {m.runLines}: {run.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
                  </p>
                ) : null}
              </div>
              <div className="flex shrink-0 flex-wrap items-center gap-2">
                {so.can_edit && (run.status === 'planned' || run.status === 'noticed') ? (
                  <Button
                    variant="ghost"
                    className="px-3"
                    onClick={() => setEditing(run)}
                    data-testid="run-edit"
                    aria-label={`${m.editRun}: ${dayLabel(run.dispatch_date)}`}
                  >
                    {m.editRun}
                  </Button>
                ) : null}
                {run.status !== 'planned' ? (
                  <Badge tone={RUN_TONE[run.status]}>{m.runStatus[run.status] ?? run.status}</Badge>
                ) : null}
                {so.can_edit && (run.status === 'planned' || run.status === 'noticed' || skipped) ? (
                  <Button
                    variant={skipped ? 'secondary' : 'ghost'}
                    className="px-3"
                    disabled={skip.isPending}
                    onClick={() =>
                      skip.mutate({ runDate: run.run_date, skip: !skipped, dayText: dayLabel(run.dispatch_date) })
                    }
                    data-testid={skipped ? 'run-unskip' : 'run-skip'}
                    aria-label={`${skipped ? m.unskip : m.skip}: ${dayLabel(run.dispatch_date)}`}
                  >
                    {pending ? <Spinner size="s" label={m.skipping} /> : null}
                    {skipped ? m.unskip : m.skip}
                  </Button>
                ) : null}
              </div>
            </li>
          )
        })}
      </ol>
      {skip.error ? (
        <p role="alert" className="pb-3 text-sm text-danger-600">
          {skip.error.message}
        </p>
      ) : null}
      <Modal
        open={editing !== null}
        onClose={closeEdit}
        title={editing ? m.editRunTitle(dayLabel(editing.dispatch_date)) : m.editRun}
        testId="run-edit-dialog"
      >
        {editing ? (
          <>
            <p className="mb-2 text-sm text-ink-muted">{m.editRunLead}</p>
            <LinesForm
              lines={editing.lines ?? so.lines}
              pending={runLines.isPending}
              error={runLines.error?.message ?? null}
              testId="run-lines-form"
              onCancel={closeEdit}
              onSave={(lines) =>
                runLines.mutate(
                  { runDate: editing.run_date, lines, dayText: dayLabel(editing.dispatch_date) },
                  { onSuccess: () => setEditing(null) },
                )
              }
            />
          </>
        ) : null}
      </Modal>
    </section>
  )
}

/** The cut-off instant as its Helsinki day ('ma 07.12.2026'). */
function cutoffDay(iso: string): string {
  return dayLabel(helsinkiDate(new Date(iso)))
}
