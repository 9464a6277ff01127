import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { messages } from '../../lib/messages'
import { linksFor } from '../content/queries'
import { visibleMenuItems } from '../menu/menuModel'
import { userQuery } from '../session/queries'
import type { Shell } from '../shell/shellQuery'
import { useShell } from '../shell/useShell'
import { Logo } from './Logo'

const selectFooter = ({ topMenu, footerBlocks, contactInfo }: Shell) => ({ topMenu, footerBlocks, contactInfo })

const heading = 'mb-3 text-sm font-bold uppercase tracking-wide text-ink'
const linkClass = 'tap inline-flex items-center text-sm text-ink-muted hover:text-brand-800 sm:min-h-8'

/**
 * spec §2 footer: logo; a products block (top categories) only when logged in; content
 * blocks with titled link lists; the contact block. Guests see only links flagged
 * visibleToLoggedOutUsers. A failed content load leaves its block out (spec §8).
 */
export function Footer() {
  const { data: user } = useQuery(userQuery())
  const loggedIn = Boolean(user)
  const shell = useShell(selectFooter)
  const contact = shell?.contactInfo?.[0]?.fields
  const categories = loggedIn ? visibleMenuItems(shell?.topMenu?.categoryList ?? []) : []

  return (
    <footer className="mt-16 border-t border-line bg-surface-alt" data-testid="site-footer">
      <div className="page-container grid gap-8 py-10 sm:grid-cols-2 md:grid-cols-4">
        <div className="flex flex-col gap-3">
          <Logo />
          <p className="max-w-xs text-sm text-ink-muted">{messages.site.tagline}</p>
        </div>
        {categories.length > 0 ? (
          <nav aria-labelledby="footer-products" data-testid="footer-products">
            <h2 id="footer-products" className={heading}>
              {messages.menu.products}
            </h2>
            <ul>
              {categories.map((c) => (
                <li key={c.id}>
                  <Link to="/category/$" params={{ _splat: c.url_path }} className={linkClass}>
                    {c.name}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {(shell?.footerBlocks ?? []).map((block) => {
          const links = linksFor(block.fields.link, user ?? null)
          if (links.length === 0) return null
          return (
            <nav key={block.sys.id} aria-label={block.fields.titleOfBlock} data-testid="footer-block">
              <h2 className={heading}>{block.fields.titleOfBlock}</h2>
              <ul>
                {links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} className={linkClass}>
                      {link.title}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )
        })}
        {contact ? (
          <address className="not-italic" data-testid="footer-contact">
            <h2 className={heading}>{messages.footer.contact}</h2>
            <ul className="flex flex-col text-sm text-ink-muted">
              {contact.phone ? (
                <li>
                  <a href={`tel:${contact.phone.replace(/\s+/g, '')}`} className={linkClass}>
                    {contact.phone}
                  </a>
                </li>
              ) : null}
              {contact.email ? (
                <li>
                  <a href={`mailto:${contact.email}`} className={linkClass}>
                    {contact.email}
                  </a>
                </li>
              ) : null}
              <li className="mt-1">{contact.street}</li>
              <li>
                {contact.postalCode} {contact.city}
              </li>
            </ul>
          </address>
        ) : null}
      </div>
      <div className="border-t border-line">
        <div className="page-container flex flex-wrap items-center justify-between gap-x-6 gap-y-1 py-2 text-sm text-ink-muted">
          <p>{messages.footer.copyright(new Date().getFullYear())}</p>
          <a href="/evasteet-ja-niiden-kayttotarkoitukset" className="link tap inline-flex items-center">
            {messages.footer.cookies}
          </a>
        </div>
      </div>
    </footer>
  )
}
