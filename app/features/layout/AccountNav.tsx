import { useQuery } from '@tanstack/react-query'
import { Link, useRouterState } from '@tanstack/react-router'
import { mayOpen } from '../../../contract/pageAccess'
import { messages } from '../../lib/messages'
import { AppLink } from '../../ui/AppLink'
import { Icon, type IconName } from '../../ui/Icon'
import { requestListQuery } from '../approvals/queries'
import { canOrder } from '../checkout/canOrder'
import { userQuery } from '../session/queries'

interface AccountLink {
  href: string
  label: string
  icon: IconName
}

/** spec §2 account navigation, in the spec's order (plus deliveries, next to the orders). */
const LINKS: readonly AccountLink[] = [
  { href: '/account', label: messages.account.general, icon: 'user' },
  { href: '/account/order', label: messages.account.orders, icon: 'package' },
  // Not in spec §2's list, but the deliveries pages need a way in besides the order view.
  { href: '/account/delivery', label: messages.account.deliveries, icon: 'truck' },
  { href: '/account/quickorder', label: messages.account.quickOrder, icon: 'zap' },
  { href: '/account/shoppinglist', label: messages.account.shoppingList, icon: 'list' },
  // Its own words here, not in the app-wide messages every first load carries (docs/decisions/030-home-js.md).
  { href: '/account/standing-orders', label: 'Vakiotilaukset', icon: 'repeat' },
  { href: '/account/invoice', label: messages.account.invoices, icon: 'receipt' },
  { href: '/account/approvals', label: messages.account.approvals, icon: 'check' },
  { href: '/account/permissions', label: messages.account.permissions, icon: 'shield' },
  { href: '/cart', label: messages.account.myCart, icon: 'cart' },
]

/** The account home matches only itself; every other entry also matches its sub-pages. */
export function isCurrentAccountLink(href: string, pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return href === '/account' ? path === href : path === href || path.startsWith(`${href}/`)
}

/**
 * spec §12: how many purchase requests wait for this approver, beside "Ostopyynnöt". Only a user
 * with `checkout` approves, so only they ask; a failure just leaves the badge out.
 */
function usePendingApprovals(): number {
  const { data: user } = useQuery(userQuery())
  const approver = Boolean(user && canOrder(user))
  const { data } = useQuery({
    ...requestListQuery(user?.navId ?? 'guest', 'pending', 1),
    enabled: approver,
    staleTime: 60_000,
  })
  return approver ? (data?.pending_for_me ?? 0) : 0
}

function LinkList({ links, pathname, pending }: { links: readonly AccountLink[]; pathname: string; pending: number }) {
  return (
    <ul className="flex flex-col gap-1">
      {links.map((link) => {
        const current = isCurrentAccountLink(link.href, pathname)
        return (
          <li key={link.href}>
            <AppLink
              href={link.href}
              aria-current={current ? 'page' : undefined}
              className={
                current
                  ? 'tap flex items-center gap-3 rounded-md bg-brand-50 px-3 font-semibold text-brand-800'
                  : 'tap flex items-center gap-3 rounded-md px-3 text-ink hover:bg-surface-alt hover:text-brand-800'
              }
            >
              <Icon name={link.icon} size="s" className={current ? 'text-brand-700' : 'text-ink-muted'} />
              {link.label}
              {link.href === '/account/approvals' && pending > 0 ? (
                <span
                  className="badge ml-auto bg-warn-50 text-warn-900 ring-1 ring-warn-600/30"
                  aria-label={messages.account.pendingApprovals(pending)}
                  data-testid="nav-pending-approvals"
                >
                  {pending}
                </span>
              ) : null}
            </AppLink>
          </li>
        )
      })}
      <li className="mt-1 border-t border-line pt-1">
        <Link
          to="/account/logout"
          className="tap flex items-center gap-3 rounded-md px-3 text-danger-600 hover:bg-danger-50"
        >
          <Icon name="log-out" size="s" />
          {messages.nav.logout}
        </Link>
      </li>
    </ul>
  )
}

/**
 * spec §2 account navigation: a left column from 768 px up; on phones a disclosure that
 * shows the current page and opens to the full list (it closes again on navigation).
 * Only the pages the user's scope opens are listed (docs/decisions/049-offer-only-what-is-allowed.md).
 */
export function AccountNav() {
  const pathname = useRouterState({ select: (s) => s.location.pathname })
  const { data: user } = useQuery(userQuery())
  const links = LINKS.filter((link) => mayOpen(link.href, user ?? null))
  const current = links.find((link) => isCurrentAccountLink(link.href, pathname))
  const pending = usePendingApprovals()
  return (
    <nav aria-label={messages.account.navLabel} className="sm:w-60 sm:shrink-0 print:hidden" data-testid="account-nav">
      <details key={pathname} className="group rounded-lg border border-line bg-white shadow-sm sm:hidden">
        <summary className="tap flex list-none items-center justify-between gap-3 rounded-lg px-4 py-1">
          <span className="flex min-w-0 flex-col">
            <span className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{messages.nav.account}</span>
            <span className="truncate font-semibold text-brand-800">{current?.label ?? messages.account.navLabel}</span>
          </span>
          <Icon name="chevron-down" size="m" className="text-ink-muted transition-transform group-open:rotate-180" />
        </summary>
        <div className="border-t border-line p-2">
          <LinkList links={links} pathname={pathname} pending={pending} />
        </div>
      </details>
      <div className="hidden sm:block">
        <LinkList links={links} pathname={pathname} pending={pending} />
      </div>
    </nav>
  )
}
