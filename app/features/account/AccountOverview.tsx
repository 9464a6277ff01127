import { useQuery } from '@tanstack/react-query'
import { messages } from '../../lib/messages'
import { userQuery } from '../session/queries'

export function AccountOverview() {
  const { data: user } = useQuery(userQuery())
  if (!user) return null
  return (
    <section>
      <h1 className="text-2xl font-bold text-ink">{messages.account.general}</h1>
      <dl className="card mt-4 grid gap-3 sm:grid-cols-2" data-testid="account-details">
        <div>
          <dt className="text-sm text-ink-muted">Nimi</dt>
          <dd className="font-semibold">
            {user.firstname} {user.lastname}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Asiakas</dt>
          <dd className="font-semibold">{user.company}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Sähköposti</dt>
          <dd className="font-semibold">{user.email}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink-muted">Asiakasnumero</dt>
          <dd className="font-semibold">{user.navId}</dd>
        </div>
      </dl>
    </section>
  )
}
