import { useQuery } from '@tanstack/react-query'
import { Link, type ErrorComponentProps } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
import { errorMessages } from './errorMessages'
import { Icon } from '../../ui/Icon'
import { LoginLink } from '../auth/LoginLink'
import { DefaultLayout } from '../layout/layouts'
import { userQuery } from '../session/queries'

function statusOf(error: unknown): number {
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status
  return 500
}

/** A not-found page's own words where the generic "page not found" would mislead. */
export interface NotFoundText {
  title: string
  message: string
}

/**
 * spec §2 error page: 404 shows the not-found title and message (or `notFoundText`); any other
 * status the server-error title and two messages. Logged-in users on a 404 get a button to all
 * products, guests a login button, everyone a home button.
 */
export function ErrorView({ status, notFoundText }: { status: number; notFoundText?: NotFoundText }) {
  const { data: user } = useQuery(userQuery())
  const notFound = status === 404
  return (
    <section
      className="page-container flex flex-col items-center py-12 text-center sm:py-20"
      data-testid="error-page"
      data-status={status}
    >
      <span
        className={
          notFound
            ? 'flex h-16 w-16 items-center justify-center rounded-full bg-brand-50 text-brand-700'
            : 'flex h-16 w-16 items-center justify-center rounded-full bg-danger-50 text-danger-600'
        }
      >
        <Icon name={notFound ? 'search' : 'alert'} size="l" />
      </span>
      <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {errorMessages.statusLabel(status)}
      </p>
      <h1 className="mt-2 text-3xl font-bold leading-tight text-ink">
        {notFound ? (notFoundText?.title ?? errorMessages.notFoundTitle) : errorMessages.serverErrorTitle}
      </h1>
      <div className="mt-4 flex max-w-xl flex-col gap-2 text-lg text-ink-muted">
        {notFound ? (
          <p>{notFoundText?.message ?? errorMessages.notFoundMessage}</p>
        ) : (
          <>
            <p>{errorMessages.serverErrorMessage1}</p>
            <p>{errorMessages.serverErrorMessage2}</p>
          </>
        )}
      </div>
      {notFound ? <NotFoundSearch /> : null}
      <div className="mt-8 flex w-full flex-col justify-center gap-3 xs:w-auto xs:flex-row">
        {notFound && user ? (
          <a href="/category/kaikki-tuotteet" className="btn-primary">
            {errorMessages.toProducts}
          </a>
        ) : null}
        {notFound && !user ? (
          <LoginLink className="btn-primary" data-testid="error-login">
            {messages.nav.login}
          </LoginLink>
        ) : null}
        <Link to="/" className="btn-secondary">
          <Icon name="home" size="s" />
          {errorMessages.toHome}
        </Link>
      </div>
    </section>
  )
}

/**
 * A lost visitor searches from where they are (docs/decisions/059-honest-delivery-prices-and-empty-states.md):
 * a plain GET form to the results page, so it works before the page is hydrated.
 */
function NotFoundSearch() {
  return (
    <form
      action="/searchresults"
      method="get"
      role="search"
      className="mt-8 flex w-full max-w-md flex-col gap-2 text-left"
      data-testid="not-found-search"
    >
      <label htmlFor="not-found-search-input" className="text-sm font-semibold text-ink">
        {errorMessages.searchLead}
      </label>
      <div className="flex gap-2">
        <input
          id="not-found-search-input"
          type="search"
          name="search"
          maxLength={100}
          enterKeyHint="search"
          placeholder={messages.search.placeholder}
          className="field-input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary">
          <Icon name="search" size="s" />
          {errorMessages.search}
        </button>
      </div>
    </form>
  )
}

export function ErrorPage({ error }: ErrorComponentProps) {
  return <ErrorView status={statusOf(error)} />
}

/**
 * The root route's not-found page. The root renders outside every layout, so this one
 * brings the default layout's header and footer with it: a lost visitor keeps the way back.
 * (Use ErrorView directly for a not-found inside a layout.)
 */
export function NotFoundPage() {
  return (
    <DefaultLayout>
      <ErrorView status={404} />
    </DefaultLayout>
  )
}

/** The root's error or not-found page as one component, the module's default: ./RootErrorPages.tsx loads it lazily. */
export default function RootPage(props: { notFound: true } | { error: unknown }) {
  return 'error' in props ? <ErrorView status={statusOf(props.error)} /> : <NotFoundPage />
}
