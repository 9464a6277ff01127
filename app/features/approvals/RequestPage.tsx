import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import type { PurchaseRequest } from '../../../contract/schemas/purchaseRequests'
import { ApiRequestError } from '../../lib/api'
import { AppLink } from '../../ui/AppLink'
import { Button } from '../../ui/Button'
import { Icon } from '../../ui/Icon'
import { notify } from '../notifications/store'
import { useMayOpen } from '../session/useMayOpen'
import { useStoreFormat } from '../session/useStoreFormat'
import { ApprovalReasons } from './ApprovalReasons'
import { approvalsMessages as t } from './approvalsMessages'
import { useRequestActions } from './mutations'
import { requestQuery } from './queries'
import { ApproverActions, WithdrawAction } from './RequestActionPanel'
import { RequestActionBar } from './RequestActionBar'
import { RequestLines } from './RequestLines'
import { RequestStatusBadge } from './RequestStatusBadge'
import { RequestTotals } from './RequestTotals'
import { requestTotals } from './requestTotals'

/** The quantities an approver changed, as the lines route takes them (0 removes a line). */
const changesOf = (request: PurchaseRequest, draft: Record<string, number>) =>
  request.lines.flatMap((line) =>
    draft[line.sku] !== undefined && draft[line.sku] !== line.quantity
      ? [{ sku: line.sku, quantity: draft[line.sku] as number }]
      : [],
  )

/**
 * spec §12: one purchase request. Everyone who may see it sees the lines (requested vs
 * now, at today's contract prices), the note, the reasons, the status and the decision; what the
 * caller may do comes from the server (`can`): an approver changes quantities, approves (the
 * order is then placed through the normal checkout) or rejects with a reason; the requester may
 * withdraw a pending request.
 */
export function RequestPage({ navId, id }: { navId: string; id: number }) {
  const { data } = useSuspenseQuery(requestQuery(navId, id))
  const request = data.request
  const { date, money } = useStoreFormat()
  const actions = useRequestActions(navId, id)
  const navigate = useNavigate()
  const editable = request.can.change
  const [draft, setDraft] = useState<Record<string, number>>({})
  const [asking, setAsking] = useState(false)
  const changes = changesOf(request, draft)
  const totals = requestTotals(request, editable ? draft : {})
  const busy = [actions.changeLines, actions.approve, actions.reject, actions.withdraw].some((m) => m.isPending)
  const error = [actions.changeLines, actions.approve, actions.reject, actions.withdraw].find((m) => m.isError)?.error

  // Results and refusals go to the shop's notification strip too: it is in view and announced
  // wherever the approver is on a long request (docs/decisions/060-feedback-in-view.md).
  const failed = (e: Error) => notify(messageOf(e), 'error')
  const save = (then?: () => void) =>
    actions.changeLines.mutate(
      { lines: changes },
      {
        onSuccess: () => {
          setDraft({})
          if (then) then()
          else notify(t.saved, 'success')
        },
        onError: failed,
      },
    )
  // Unsaved changes are saved first: the approver approves what they see.
  const approve = () => {
    const go = () =>
      actions.approve.mutate(undefined, { onSuccess: () => void navigate({ to: '/checkout' }), onError: failed })
    if (changes.length > 0) save(go)
    else go()
  }
  const askWithdraw = () => {
    setAsking(true)
    document.querySelector('[data-testid="requester-actions"]')?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }

  return (
    <article className="flex flex-col gap-4" data-testid="request-page" data-status={request.status}>
      <AppLink href="/account/approvals" className="link inline-flex min-h-11 items-center gap-1 self-start text-sm">
        <Icon name="chevron-left" size="s" />
        {t.backToList}
      </AppLink>
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="page-title">{t.requestTitle(request.id)}</h1>
        <span data-testid="request-status">
          <RequestStatusBadge status={request.status} />
        </span>
      </header>
      <p className="text-ink-muted">
        {request.requester.name} · {date(request.created_at)}
      </p>

      {request.status !== 'pending' ? <Decision request={request} /> : null}
      {request.changed && !editable ? (
        <p
          role="note"
          className="rounded-md border border-warn-600 bg-warn-50 px-3 py-2 text-sm text-warn-900"
          data-testid="request-changed"
        >
          {t.changedByApprover}
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section className="card flex flex-col gap-2" aria-label={t.product}>
          <RequestLines
            lines={request.lines}
            draft={editable ? { ...Object.fromEntries(request.lines.map((l) => [l.sku, l.quantity])), ...draft } : null}
            onChange={(sku, quantity) => setDraft((d) => ({ ...d, [sku]: quantity }))}
            disabled={busy}
          />
          <div className="flex justify-between gap-4 border-t border-line pt-3 font-bold">
            <span>{t.subtotal}</span>
            <span className="tabular-nums" data-testid="request-subtotal">
              {money(editable ? totals.goods : request.subtotal)}
            </span>
          </div>
          <p className="text-xs text-ink-muted">{t.pricesNow}</p>
        </section>
        <aside className="flex flex-col gap-4">
          <section className="card flex flex-col gap-2">
            <h2 className="section-title">{t.requesterNote}</h2>
            <p className="whitespace-pre-line break-words text-sm" data-testid="request-note">
              {request.note || t.noNote}
            </p>
            <ApprovalReasons reasons={request.reasons} />
          </section>
          {error ? (
            <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-900">
              {messageOf(error)}
            </p>
          ) : null}
          {request.can.change || request.can.approve || request.can.reject ? (
            <ApproverActions
              request={request}
              totals={totals}
              actions={actions}
              busy={busy}
              hasChanges={changes.length > 0}
              onSave={() => save()}
              onApprove={approve}
            />
          ) : null}
          {request.can.withdraw ? (
            <WithdrawAction actions={actions} disabled={busy} asking={asking} setAsking={setAsking}>
              <RequestTotals totals={totals} />
            </WithdrawAction>
          ) : null}
        </aside>
      </div>
      {request.status === 'pending' ? (
        <RequestActionBar total={totals.grand} note={changes.length > 0 ? t.unsavedNote : undefined}>
          {editable && changes.length > 0 ? (
            <Button onClick={() => save()} disabled={busy} className="text-center" data-testid="request-bar-save">
              {actions.changeLines.isPending ? t.saving : t.saveChanges}
            </Button>
          ) : request.can.approve ? (
            <Button
              onClick={approve}
              disabled={busy || totals.goods === 0}
              className="text-center"
              data-testid="request-bar-approve"
            >
              {actions.approve.isPending ? t.approving : t.approve}
            </Button>
          ) : request.can.withdraw && !asking ? (
            <Button
              variant="secondary"
              onClick={askWithdraw}
              disabled={busy}
              className="text-center"
              data-testid="request-bar-withdraw"
            >
              {t.withdraw}
            </Button>
          ) : null}
        </RequestActionBar>
      ) : null}
    </article>
  )
}

/** A write's refusal: the first field message, else the message. */
const messageOf = (error: Error) =>
  (error instanceof ApiRequestError ? Object.values(error.fields)[0] : undefined) ?? error.message

function Decision({ request }: { request: PurchaseRequest }) {
  const { date } = useStoreFormat()
  // A requester without `orders` sees the order's number, not a link into a 403 (docs/decisions/049-offer-only-what-is-allowed.md).
  const mayOpen = useMayOpen()
  return (
    <section className="card flex flex-col gap-2" data-testid="request-decision">
      <h2 className="section-title">{t.decision}</h2>
      <p className="flex flex-wrap items-center gap-2">
        <RequestStatusBadge status={request.status} />
        {request.decided_by && request.decided_at ? (
          <span className="text-sm text-ink-muted">{t.decidedBy(request.decided_by, date(request.decided_at))}</span>
        ) : null}
      </p>
      {request.reject_reason ? (
        <p className="text-sm" data-testid="request-reject-reason">
          <span className="font-semibold">{t.rejectReason}: </span>
          {request.reject_reason}
        </p>
      ) : null}
      {request.order_number ? (
        <p className="text-sm">
          <span className="font-semibold">{t.order}: </span>
          {mayOpen('/account/order') ? (
            <AppLink
              href={`/account/order/${encodeURIComponent(request.order_number)}`}
              className="link"
              data-testid="request-order-link"
            >
              {request.order_number}
            </AppLink>
          ) : (
            request.order_number
          )}
        </p>
      ) : null}
    </section>
  )
}
