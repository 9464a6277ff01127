import { useId, useState, type ReactNode } from 'react'
import { MAX_REJECT_REASON, type PurchaseRequest } from '../../../contract/schemas/purchaseRequests'
import { ApiRequestError } from '../../lib/api'
import { Button } from '../../ui/Button'
import { Field, fieldHelpId } from '../../ui/Field'
import { approvalsMessages as t } from './approvalsMessages'
import type { useRequestActions } from './mutations'
import { RequestTotals } from './RequestTotals'
import type { RequestTotalsView } from './requestTotals'

type RequestActions = ReturnType<typeof useRequestActions>

/**
 * spec §12: the action panel of a purchase request beside its lines. The approver's panel holds
 * the total (docs/decisions/060-feedback-in-view.md), saving changed quantities, approving (the
 * order is then placed through the checkout) or the reason they may not, and rejecting with a
 * reason; the requester's panel withdraws a pending request after a confirmation. What the
 * caller may do comes from the server (`request.can`); the page owns the draft and the writes.
 */
export function ApproverActions({
  request,
  totals,
  actions,
  busy,
  hasChanges,
  onSave,
  onApprove,
}: {
  request: PurchaseRequest
  totals: RequestTotalsView
  actions: RequestActions
  busy: boolean
  hasChanges: boolean
  onSave: () => void
  onApprove: () => void
}) {
  return (
    <section className="card flex flex-col gap-3" data-testid="approver-actions">
      <RequestTotals totals={totals} />
      {request.can.change ? (
        <Button variant="secondary" onClick={onSave} disabled={busy || !hasChanges} data-testid="request-save">
          {actions.changeLines.isPending ? t.saving : t.saveChanges}
        </Button>
      ) : null}
      {request.can.approve ? (
        <Button onClick={onApprove} disabled={busy || totals.goods === 0} data-testid="request-approve">
          {actions.approve.isPending ? t.approving : t.approve}
        </Button>
      ) : request.approve_refusal ? (
        // Over this approver's own rules: it waits for an administrator (docs/decisions/044).
        <p className="rounded-md bg-surface-alt px-3 py-2 text-sm" data-testid="request-approve-refusal">
          {request.approve_refusal}
        </p>
      ) : null}
      {request.can.reject ? <RejectForm actions={actions} disabled={busy} /> : null}
    </section>
  )
}

function RejectForm({ actions, disabled }: { actions: RequestActions; disabled: boolean }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | undefined>()
  const serverError = actions.reject.error instanceof ApiRequestError ? actions.reject.error.fields.reason : undefined
  const shown = error ?? serverError
  if (!open) {
    return (
      <Button variant="ghost" onClick={() => setOpen(true)} disabled={disabled} data-testid="request-reject">
        {t.reject}
      </Button>
    )
  }
  return (
    <form
      className="flex flex-col gap-2 border-t border-line pt-3"
      data-testid="reject-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        if (reason.trim() === '') {
          setError(t.rejectMissing)
          return
        }
        setError(undefined)
        actions.reject.mutate(reason.trim())
      }}
    >
      <Field id={id} label={t.rejectReasonLabel} error={shown}>
        <textarea
          id={id}
          name="reason"
          rows={3}
          maxLength={MAX_REJECT_REASON}
          required
          className="field-input min-h-20"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={fieldHelpId(id, shown)}
          data-testid="reject-reason"
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="danger" disabled={disabled} data-testid="reject-confirm">
          {actions.reject.isPending ? t.rejecting : t.rejectConfirm}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t.cancel}
        </Button>
      </div>
    </form>
  )
}

export function WithdrawAction({
  actions,
  disabled,
  asking,
  setAsking,
  children,
}: {
  actions: RequestActions
  disabled: boolean
  asking: boolean
  setAsking: (asking: boolean) => void
  children: ReactNode
}) {
  return (
    <section className="card flex flex-col gap-3" data-testid="requester-actions">
      {children}
      {asking ? (
        <>
          <p className="text-sm">{t.withdrawConfirm}</p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="danger"
              onClick={() => actions.withdraw.mutate(undefined, { onSuccess: () => setAsking(false) })}
              disabled={disabled}
              data-testid="withdraw-confirm"
            >
              {actions.withdraw.isPending ? t.withdrawing : t.withdrawYes}
            </Button>
            <Button variant="ghost" onClick={() => setAsking(false)}>
              {t.cancel}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={disabled} data-testid="request-withdraw">
          {t.withdraw}
        </Button>
      )}
    </section>
  )
}
