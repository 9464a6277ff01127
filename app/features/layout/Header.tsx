import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
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
      <div className="page-container flex min-h-16 items-center justify-between gap-4">
        <Link to="/" className="tap flex items-center" aria-label={`${messages.site.name}, ${messages.nav.home}`}>
          <Logo />
        </Link>
        <nav aria-label="Käyttäjä" className="flex items-center gap-2">
          {user ? (
            <>
              <Link
                to="/account"
                className="tap flex items-center justify-center rounded-full bg-brand-700 px-3 font-semibold text-white"
                aria-label={`${messages.nav.account}: ${user.firstname} ${user.lastname}`}
                data-testid="account-initials"
              >
                {initials(user.firstname, user.lastname)}
              </Link>
              <Link to="/account/logout" className="btn-ghost">
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
