import { useQuery } from '@tanstack/react-query'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
import { userQuery } from '../session/queries'

function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

/**
 * spec §2 error page: 404 shows the not-found title and message; any other status the
 * server-error title and two messages. Logged-in users on a 404 get a button to all
 * products, guests a login button, everyone a home button.
 */
export function ErrorView({ status }: { status: number }) {
  const { data: user } = useQuery(userQuery())
  const notFound = status === 404
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center" data-testid="error-page" data-status={status}>
      <p className="text-sm font-semibold text-brand-700">{status}</p>
      <h1 className="mt-2 text-3xl font-bold text-ink">
        {notFound ? messages.errors.notFoundTitle : messages.errors.serverErrorTitle}
      </h1>
      {notFound ? (
        <p className="mt-4 text-ink-muted">{messages.errors.notFoundMessage}</p>
      ) : (
        <>
          <p className="mt-4 text-ink-muted">{messages.errors.serverErrorMessage1}</p>
          <p className="mt-2 text-ink-muted">{messages.errors.serverErrorMessage2}</p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        {notFound && user ? (
          <a href="/category/kaikki-tuotteet" className="btn-primary">
            {messages.errors.toProducts}
          </a>
        ) : null}
        {notFound && !user ? (
          <Link to="/account/login" className="btn-primary">
            {messages.nav.login}
          </Link>
        ) : null}
        <Link to="/" className="btn-secondary">
          {messages.errors.toHome}
        </Link>
      </div>
    </section>
  )
}

export function ErrorPage({ error }: ErrorComponentProps) {
  return <ErrorView status={statusOf(error)} />
}

export function NotFoundPage() {
  return <ErrorView status={404} />
}
