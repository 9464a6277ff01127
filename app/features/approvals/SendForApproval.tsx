import { useId, useState } from 'react'
import { MAX_REQUEST_NOTE, type ApprovalReason } from '../../../contract/schemas/purchaseRequests'
import { ApiRequestError } from '../../lib/api'
import { AppLink } from '../../ui/AppLink'
import { Button } from '../../ui/Button'
import { Field, fieldHelpId } from '../../ui/Field'
import { useRevealOnMount } from '../../ui/useRevealOnMount'
import { ApprovalReasons } from './ApprovalReasons'
import { approvalsMessages } from './approvalsMessages'
import { useSendForApproval } from './mutations'

/**
 * In place of "Siirry kassalle" / "Tilaa" when a rule catches the cart (spec §12): the
 * reasons, an optional note to the approver and "Lähetä hyväksyttäväksi". The server decides
 * again when it receives the cart; its field messages show under the note.
 */
export function SendForApproval({
  navId,
  reasons,
  onSent,
}: {
  navId: string
  reasons: ApprovalReason[]
  /** The cart empties on success and this form goes with it: the page shows the confirmation. */
  onSent: (id: number) => void
}) {
  const noteId = useId()
  const [note, setNote] = useState('')
  const send = useSendForApproval(navId)
  const noteError = send.error instanceof ApiRequestError ? send.error.fields.note : undefined
  const help = approvalsMessages.noteHelp(MAX_REQUEST_NOTE)
  return (
    <form
      className="flex flex-col gap-3"
      data-testid="send-for-approval"
      onSubmit={(e) => {
        e.preventDefault()
        if (!send.isPending) send.mutate({ note }, { onSuccess: ({ request }) => onSent(request.id) })
      }}
    >
      <p className="text-sm">{approvalsMessages.sendLead}</p>
      <ApprovalReasons reasons={reasons} />
      <Field id={noteId} label={approvalsMessages.note} error={noteError} help={help}>
        <textarea
          id={noteId}
          name="note"
          rows={3}
          maxLength={MAX_REQUEST_NOTE}
          className="field-input min-h-20"
          value={note}
          onChange={(e) => setNote(e.target.value)}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={fieldHelpId(noteId, noteError, help)}
          data-testid="approval-note"
        />
      </Field>
      {send.isError && !noteError ? (
        <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-900">
          {send.error.message || approvalsMessages.sendFailed}
        </p>
      ) : null}
      <Button type="submit" className="w-full" disabled={send.isPending} data-testid="send-for-approval-button">
        {send.isPending ? approvalsMessages.sending : approvalsMessages.send}
      </Button>
    </form>
  )
}

/**
 * What the cart page shows once the request was sent (the cart itself is empty now): brought into
 * view and focused, since the button that sent it was at the foot of a long cart.
 */
export function RequestSent({ id }: { id: number }) {
  const ref = useRevealOnMount<HTMLDivElement>()
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="card flex flex-col items-start gap-3 outline-none"
      role="status"
      data-testid="request-sent"
    >
      <p className="font-semibold">{approvalsMessages.sent(id)}</p>
      <p className="text-ink-muted">{approvalsMessages.sentNext}</p>
      <AppLink href={`/account/approvals/${id}`} className="btn-primary" data-testid="request-sent-link">
        {approvalsMessages.toRequest}
      </AppLink>
    </div>
  )
}
