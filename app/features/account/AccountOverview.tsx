import { useQuery } from '@tanstack/react-query'
import { messages } from '../../lib/messages'
import { userQuery } from '../session/queries'
import { accountPageMessages } from './accountPageMessages'
import { AccountLinks } from './customer/AccountLinks'

export function AccountOverview() {
  const { data: user } = useQuery(userQuery())
  if (!user) return null
  const details = [
    { term: accountPageMessages.name, value: `${user.firstname} ${user.lastname}` },
    { term: accountPageMessages.company, value: user.company },
    { term: accountPageMessages.email, value: user.email },
    { term: accountPageMessages.customerNumber, value: user.navId },
  ]
  return (
    <section>
      <h1 className="page-title">{messages.account.general}</h1>
      <dl className="card mt-6 grid gap-x-8 gap-y-4 sm:grid-cols-2" data-testid="account-details">
        {details.map((detail) => (
          <div key={detail.term} className="min-w-0">
            <dt className="text-sm text-ink-muted">{detail.term}</dt>
            <dd className="mt-0.5 break-words font-semibold text-ink">{detail.value}</dd>
          </div>
        ))}
      </dl>
      <AccountLinks />
    </section>
  )
}
