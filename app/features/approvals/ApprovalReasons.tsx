import type { ApprovalReason } from '../../../contract/schemas/purchaseRequests'
import { Icon } from '../../ui/Icon'
import { approvalsMessages } from './approvalsMessages'

/** Why an order needs approval: one line per rule that caught it, as the rules' owner wrote it. */
export function ApprovalReasons({ reasons, title = true }: { reasons: ApprovalReason[]; title?: boolean }) {
  if (reasons.length === 0) return null
  return (
    <div className="flex flex-col gap-1" data-testid="approval-reasons">
      {title ? <p className="text-sm font-semibold">{approvalsMessages.reasonsTitle}</p> : null}
      <ul className="flex flex-col gap-1 text-sm">
        {reasons.map((reason) => (
          <li key={reason.code} className="flex items-start gap-2" data-reason={reason.code}>
            <Icon name="info" size="s" className="mt-0.5 shrink-0 text-warn-600" />
            <span>{reason.message}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
