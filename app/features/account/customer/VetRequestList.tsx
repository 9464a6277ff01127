import type { VetChangeRequest } from '#contract/schemas/customer'
import { useStoreFormat } from '../../session/useStoreFormat'
import { customerMessages } from './customerMessages'

const t = customerMessages.changevet

const STATUS_CLASS: Record<VetChangeRequest['status'], string> = {
  pending: 'badge bg-warn-50 text-warn-900',
  approved: 'badge bg-success-50 text-success-900',
  rejected: 'badge bg-danger-50 text-danger-900',
}

/** The earlier change requests, newest first as the API gives them, with their statuses. */
export function VetRequestList({ requests }: { requests: readonly VetChangeRequest[] }) {
  const { date } = useStoreFormat()
  return (
    <section className="card" aria-labelledby="vet-requests-title" data-testid="changevet-requests">
      <h2 id="vet-requests-title" className="section-title">
        {t.requests}
      </h2>
      {requests.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t.noRequests}</p>
      ) : (
        <ul className="mt-2 divide-y divide-line">
          {requests.map((request) => (
            <li key={request.id} className="flex flex-col gap-1 py-3" data-testid="changevet-request">
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 break-words font-semibold text-ink">{request.new_vet_name}</span>
                <span className={`shrink-0 ${STATUS_CLASS[request.status]}`}>{t.statuses[request.status]}</span>
              </div>
              <span className="text-sm text-ink-muted">
                {t.licence} {request.licence_number} · {t.requestStart(date(`${request.start_date}T12:00:00Z`))}
              </span>
              <span className="text-sm text-ink-faint">{t.requestSent(date(request.created_at))}</span>
              {request.message ? <p className="text-sm text-ink">{request.message}</p> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
