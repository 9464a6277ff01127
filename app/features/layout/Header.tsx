import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { userQuery } from '../session/queries'
import { Logo } from './Logo'

/** spec §2: first letter of the first name plus first letter of the last name. */
export function initials(firstname: string, lastname: string): string {
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase()
}

/** The header; the shell issue adds menus, search and cart to it. */
export function Header() {
  const { data: user } = useQuery(userQuery())
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  // spec §2: the login button is hidden on the login and register pages
  const onAuthPage = pathname === '/account/login' || pathname === '/account/register'
  return (
    <header className="border-b border-line bg-white" data-testid="site-header">
      <div className="page-container flex h-16 items-center justify-between gap-4">
        <Link
          to="/"
          className="tap -ml-1 flex items-center rounded-md px-1"
          aria-label={`${messages.site.name}, ${messages.nav.home}`}
        >
          <Logo compact />
        </Link>
        <nav aria-label={messages.nav.user} className="flex items-center gap-2">
          {user ? (
            <>
              <Link
                to="/account"
                className="tap group flex items-center gap-2 rounded-full py-0.5 pl-0.5 pr-0.5 text-ink hover:bg-brand-50 sm:pr-3"
                aria-label={`${messages.nav.account}: ${user.firstname} ${user.lastname}`}
                data-testid="account-initials"
              >
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold tracking-wide text-white group-hover:bg-brand-800"
                  aria-hidden="true"
                >
                  {initials(user.firstname, user.lastname)}
                </span>
                <span className="hidden text-sm font-semibold sm:inline" aria-hidden="true">
                  {messages.nav.account}
                </span>
              </Link>
              <Link to="/account/logout" className="btn-ghost hidden text-sm sm:inline-flex">
                <Icon name="log-out" size="s" />
                {messages.nav.logout}
              </Link>
            </>
          ) : (
            <>
              <a href="/account/register" className="btn-secondary">
                {messages.nav.register}
              </a>
              {onAuthPage ? null : (
                <Link to="/account/login" className="btn-primary" data-testid="header-login">
                  {messages.nav.login}
                </Link>
              )}
            </>
          )}
        </nav>
      </div>
    </header>
  )
}
