import { useQuery } from '@tanstack/react-query'
import { mayOpen } from '../../../../contract/pageAccess'
import { AppLink } from '../../../ui/AppLink'
import { Icon, type IconName } from '../../../ui/Icon'
import { customerMessages } from './customerMessages'
import { userQuery } from '../../session/queries'

const t = customerMessages.overview

const LINKS: ReadonlyArray<{ href: string; icon: IconName; title: string; text: string }> = [
  { href: '/account/edit/details', icon: 'id-card', ...t.links.details },
  { href: '/account/edit/billing', icon: 'receipt', ...t.links.billing },
  { href: '/account/address', icon: 'map-pin', ...t.links.address },
  { href: '/account/password', icon: 'key', ...t.links.password },
  { href: '/account/permissions', icon: 'shield', ...t.links.permissions },
  { href: '/account/changevet', icon: 'stethoscope', ...t.links.changevet },
]

/**
 * The account overview's links to the customer's own settings (spec §2 account routes): those
 * the user's scope opens (docs/decisions/049-offer-only-what-is-allowed.md).
 */
export function AccountLinks() {
  const { data: user } = useQuery(userQuery())
  const links = LINKS.filter((link) => mayOpen(link.href, user ?? null))
  return (
    <nav aria-labelledby="account-manage-title" className="mt-8">
      <h2 id="account-manage-title" className="section-title">
        {t.manage}
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="account-links">
        {links.map((link) => (
          <li key={link.href}>
            <AppLink
              href={link.href}
              className="group flex h-full min-h-11 items-center gap-3 rounded-lg border border-line bg-white p-4 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700 group-hover:bg-white">
                <Icon name={link.icon} size="s" />
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="font-semibold text-ink group-hover:text-brand-800">{link.title}</span>
                <span className="text-sm text-ink-muted">{link.text}</span>
              </span>
              <Icon name="chevron-right" size="s" className="text-ink-faint group-hover:text-brand-700" />
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
