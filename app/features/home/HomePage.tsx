import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
import { userQuery } from '../session/queries'

export function HomePage() {
  const { data: user } = useQuery(userQuery())
  return (
    <div className="page-container py-10">
      <section className="rounded-xl bg-brand-50 px-6 py-10 sm:px-10">
        <h1 className="max-w-2xl text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">{messages.home.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-ink-muted">{messages.home.lead}</p>
        {user ? (
          <p className="mt-6 text-lg font-semibold text-brand-800" data-testid="home-welcome">
            {messages.home.welcome(user.firstname)}
          </p>
        ) : (
          <div className="mt-6 flex flex-col gap-4">
            <p className="text-ink">{messages.home.guestInvite}</p>
            <div className="flex flex-wrap gap-3">
              <Link to="/account/login" className="btn-primary">
                {messages.nav.login}
              </Link>
              <a href="/account/register" className="btn-secondary">
                {messages.nav.register}
              </a>
            </div>
          </div>
        )}
      </section>
    </div>
  )
}
