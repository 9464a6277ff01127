import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { hasShoppingListScope } from '../../../contract/scopes'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { LoginLink } from '../auth/LoginLink'
import { CartButton } from '../cart/CartButton'
import { useTopLinks } from '../content/useNavigationLinks'
import { ProductsMenu } from '../menu/ProductsMenu'
import { SearchBar } from '../search/SearchBar'
import { userQuery } from '../session/queries'
import type { Shell } from '../shell/shellQuery'
import { useShell } from '../shell/useShell'
import { Logo } from './Logo'
import { useHideOnScroll } from './useHideOnScroll'

const selectTopMenu = (shell: Shell) => shell.topMenu

// The drawer loads on first open only (docs/architecture.md §13).
const MobileMenu = lazy(() => import('../menu/MobileMenu'))

/** spec §2: first letter of the first name plus first letter of the last name. */
export function initials(firstname: string, lastname: string): string {
  return `${firstname.trim().charAt(0)}${lastname.trim().charAt(0)}`.toUpperCase()
}

/**
 * spec §2 header: logo, category menus, top content links, search bar, shopping-list icon,
 * account icon with initials, cart icon with count. Guests get a reduced header with
 * register and login (login hidden on the login and register pages). Hides on scroll down.
 */
export function Header() {
  const { data: user } = useQuery(userQuery())
  const menu = useShell(selectTopMenu)
  const topLinks = useTopLinks(user ?? null)
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const visible = useHideOnScroll()
  const [mobileOpen, setMobileOpen] = useState(false)
  const [mobileLoaded, setMobileLoaded] = useState(false)
  const onAuthPage = pathname === '/account/login' || pathname === '/account/register'
  const tree = user ? (menu?.categoryList ?? null) : null
  // spec §6: a user whose scope has no shopping lists would only meet a 403 behind the icon.
  const showShoppingLists = Boolean(user && hasShoppingListScope(user.scope))

  return (
    <header
      className={`sticky top-0 z-30 border-b border-line bg-white transition-transform duration-300 ${visible ? 'translate-y-0' : '-translate-y-full'}`}
      data-testid="site-header"
      data-visible={visible}
    >
      <div className="page-container flex h-16 items-center gap-2 sm:gap-4">
        <button
          type="button"
          className="icon-btn -ml-2 md:hidden"
          aria-label={messages.menu.openMenu}
          onClick={() => {
            setMobileLoaded(true)
            setMobileOpen(true)
          }}
          data-testid="mobile-menu-button"
        >
          <Icon name="menu" size="m" />
        </button>
        <Link
          to="/"
          className="tap -ml-1 flex items-center rounded-md px-1"
          aria-label={`${messages.site.name}, ${messages.nav.home}`}
        >
          <Logo compact />
        </Link>
        {tree ? <ProductsMenu tree={tree} /> : null}
        <div className="hidden min-w-0 flex-1 md:block">
          <SearchBar />
        </div>
        <nav aria-label={messages.nav.user} className="ml-auto flex items-center gap-1 sm:gap-2">
          {user ? (
            <>
              {/* #skannaa: on a phone, quick order opens with the scanner (docs/decisions/082-scan-to-order.md). */}
              <a
                href="/account/quickorder#skannaa"
                className="icon-btn"
                aria-label={messages.account.quickOrder}
                data-testid="header-quickorder"
              >
                <Icon name="zap" size="m" />
              </a>
              {showShoppingLists ? (
                <a
                  href="/account/shoppinglist"
                  className="icon-btn"
                  aria-label={messages.account.shoppingList}
                  data-testid="header-shoppinglist"
                >
                  <Icon name="list" size="m" />
                </a>
              ) : null}
              <Link
                to="/account"
                className="tap group flex items-center gap-2 rounded-full p-0.5 text-ink hover:bg-brand-50"
                // The visible initials start the name (WCAG 2.5.3 label in name): "TK, Oma tili: …".
                aria-label={`${initials(user.firstname, user.lastname)}, ${messages.nav.account}: ${user.firstname} ${user.lastname}`}
                data-testid="account-initials"
              >
                <span
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-sm font-semibold tracking-wide text-white group-hover:bg-brand-800"
                  aria-hidden="true"
                >
                  {initials(user.firstname, user.lastname)}
                </span>
              </Link>
            </>
          ) : (
            <>
              <a href="/account/register" className="btn-secondary hidden xs:inline-flex" data-testid="header-register">
                {messages.nav.register}
              </a>
              {onAuthPage ? null : (
                <LoginLink className="btn-primary" data-testid="header-login">
                  {messages.nav.login}
                </LoginLink>
              )}
            </>
          )}
          <CartButton navId={user?.navId ?? null} />
        </nav>
      </div>
      {topLinks.length > 0 ? (
        <nav aria-label={messages.nav.topLinks} className="hidden border-t border-line md:block">
          <ul className="page-container flex items-center gap-1" data-testid="header-top-links">
            {topLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="tap inline-flex items-center rounded-md px-2 text-sm font-semibold text-ink-muted hover:bg-brand-50 hover:text-brand-800"
                >
                  {link.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {/* spec §2: under the mobile breakpoint the search bar is open by default */}
      <div className="page-container pb-3 md:hidden">
        <SearchBar />
      </div>
      {mobileLoaded ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            tree={tree}
            contentLinks={topLinks}
            loggedIn={Boolean(user)}
            showShoppingLists={showShoppingLists}
          />
        </Suspense>
      ) : null}
    </header>
  )
}
