import type { ReactNode } from 'react'
import { useStoreFormat } from '../session/useStoreFormat'
import { approvalsMessages as t } from './approvalsMessages'

/**
 * The phone's action bar of a purchase request (spec §12): a request of 17 lines is some 5,000 px
 * long, so its total and its main action stay at the bottom of the screen while the lines scroll
 * (docs/decisions/060-feedback-in-view.md). Sticky, not fixed: it rests at the end of the page
 * and never covers the footer. From lg up the action panel beside the lines does this job.
 */
export function RequestActionBar({ total, note, children }: { total: number; note?: string; children: ReactNode }) {
  const { money } = useStoreFormat()
  return (
    <section
      className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-line bg-white px-4 py-3 shadow-[0_-2px_8px_rgba(0,0,0,0.08)] sm:mx-0 lg:hidden"
      aria-label={t.actionBarLabel}
      data-testid="request-action-bar"
    >
      <p className="flex shrink-0 flex-col">
        <span className="whitespace-nowrap text-xs text-ink-muted">{t.grandTotal}</span>
        <span className="whitespace-nowrap text-lg font-bold tabular-nums" data-testid="request-bar-total">
          {money(total)}
        </span>
        {note ? <span className="text-xs text-warn-900">{note}</span> : null}
      </p>
      {/* A long action name wraps rather than pushing the total off the screen. */}
      <div className="flex min-w-0 justify-end gap-2">{children}</div>
    </section>
  )
}
