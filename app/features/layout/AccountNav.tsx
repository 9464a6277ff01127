import { Link } from '@tanstack/react-router'
import { messages } from '../../lib/messages'

const LINKS = [
  { href: '/account', label: messages.account.general },
  { href: '/account/order', label: messages.account.orders },
  { href: '/account/shoppinglist', label: messages.account.shoppingList },
  { href: '/account/invoice', label: messages.account.invoices },
  { href: '/account/permissions', label: messages.account.permissions },
  { href: '/cart', label: messages.account.myCart },
] as const

/** spec §2 account navigation: a left column on desktop, a compact list on phones. */
export function AccountNav() {
  return (
    <nav aria-label={messages.nav.account} className="md:w-60 md:shrink-0">
      <ul className="flex gap-1 overflow-x-auto md:flex-col">
        {LINKS.map((link) => (
          <li key={link.href}>
            <a href={link.href} className="tap flex items-center whitespace-nowrap rounded-md px-3 text-ink hover:bg-brand-50">
              {link.label}
            </a>
          </li>
        ))}
        <li>
          <Link to="/account/logout" className="tap flex items-center whitespace-nowrap rounded-md px-3 text-danger-600 hover:bg-danger-50">
            {messages.nav.logout}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
