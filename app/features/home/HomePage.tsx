import { useQuery } from '@tanstack/react-query'
import { mayOpen } from '../../../contract/pageAccess'
import { NewProducts } from '../catalog/NewProducts'
import { ContentBlocks } from '../content/ContentPage'
import { contentPageQuery } from '../content/pageQueries'
import { LoginLink } from '../auth/LoginLink'
import { RichText } from '../content/RichText'
import { visibleMenuItems } from '../menu/menuModel'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'
import { messages } from '../../lib/messages'
import { AppLink } from '../../ui/AppLink'
import { Icon, type IconName } from '../../ui/Icon'
import { userQuery } from '../session/queries'
import type { Shell } from '../shell/shellQuery'
import { useShell } from '../shell/useShell'
import { homeMessages } from './homeMessages'

const QUICK_LINKS: ReadonlyArray<{ href: string; label: string; icon: IconName }> = [
  { href: '/category/kaikki-tuotteet', label: messages.nav.allProducts, icon: 'search' },
  { href: '/account/order', label: messages.account.orders, icon: 'package' },
  { href: '/account/shoppinglist', label: messages.account.shoppingList, icon: 'list' },
  { href: '/account/invoice', label: messages.account.invoices, icon: 'receipt' },
]

const selectHome = ({ config, topMenu }: Shell) => ({ homePage: config.storeConfig.cms_home_page, topMenu })

// The buyer's desk is a customer's only: its own chunk, so a guest's first load never carries it
// (docs/decisions/061-home-desk-and-session-switch.md, docs/decisions/030-home-js.md).
const CustomerDesk = lazy(() => import('./CustomerDesk'))

const BENEFIT_ICONS: readonly IconName[] = ['check', 'list', 'receipt']

export function HomePage() {
  const { data: user } = useQuery(userQuery())
  const home = useShell(selectHome)
  // spec §2: the home page is the content page named by cms_home_page; a failed load keeps the defaults
  const { data: page } = useQuery({
    ...contentPageQuery(home?.homePage ?? 'etusivu'),
    enabled: Boolean(home),
  })
  const categories = user ? visibleMenuItems(home?.topMenu?.categoryList ?? []) : []
  return (
    <div className="page-container flex flex-col gap-10 py-6 sm:gap-12 sm:py-10">
      {user ? (
        <>
          <section>
            <h1 className="text-2xl font-bold leading-tight text-brand-900 sm:text-3xl" data-testid="home-welcome">
              {homeMessages.welcome(user.firstname)}
            </h1>
            <p className="mt-1 text-ink-muted">{homeMessages.welcomeLead}</p>
          </section>
          {/* The desk's one deferred boundary: its code and its one read stream in after the page. */}
          <Suspense fallback={<DeskSkeleton />}>
            <CustomerDesk navId={user.navId} />
          </Suspense>
        </>
      ) : (
        <section className="rounded-xl bg-brand-50 px-4 py-8 xs:px-6 sm:px-10 sm:py-12">
          <h1 className="max-w-2xl text-3xl font-bold leading-tight text-brand-900 sm:text-4xl">
            {page?.fields.title ?? homeMessages.title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-ink-muted">{page?.fields.lead || homeMessages.lead}</p>
          <div className="mt-8 flex flex-col gap-4">
            <p className="max-w-2xl text-ink">{homeMessages.guestInvite}</p>
            <div className="flex flex-wrap gap-3">
              <LoginLink className="btn-primary" data-testid="home-login">
                {messages.nav.login}
              </LoginLink>
              <a href="/account/register" className="btn-secondary">
                {messages.nav.register}
              </a>
            </div>
          </div>
        </section>
      )}

      {categories.length > 0 ? (
        <section aria-labelledby="home-categories" data-testid="home-categories">
          <h2 id="home-categories" className="section-title">
            {messages.menu.categories}
          </h2>
          {/* One column on a phone: two columns would break long Finnish words ("Klinikkatarvikkeet") mid-word. */}
          <ul className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-4 sm:gap-4">
            {categories.map((c) => (
              <li key={c.id}>
                <Link
                  to="/category/$"
                  params={{ _splat: c.url_path }}
                  className="flex h-full min-h-12 items-center justify-between gap-2 rounded-lg border border-line bg-white px-4 py-3 font-semibold text-ink shadow-sm hover:border-brand-600 hover:text-brand-800 sm:min-h-16 sm:p-4"
                >
                  <span className="min-w-0 break-words">{c.name}</span>
                  <Icon name="chevron-right" size="s" className="shrink-0 text-ink-muted" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {user ? <NewProducts navId={user.navId} /> : null}

      {page?.fields.body ? <RichText document={page.fields.body} reader={user ?? null} className="max-w-3xl" /> : null}
      {page ? <ContentBlocks blocks={page.fields.contentBlocks} reader={user ?? null} /> : null}

      {user ? (
        <section aria-labelledby="home-quick-links">
          <h2 id="home-quick-links" className="section-title">
            {homeMessages.quickLinks}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
            {QUICK_LINKS.filter((link) => mayOpen(link.href, user ?? null)).map((link) => (
              <li key={link.href}>
                <AppLink
                  href={link.href}
                  className="flex h-full min-h-24 flex-col justify-between gap-3 rounded-lg border border-line bg-white p-4 font-semibold text-ink shadow-sm transition-colors hover:border-brand-600 hover:text-brand-800"
                >
                  <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon name={link.icon} size="m" />
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    {link.label}
                    <Icon name="chevron-right" size="s" className="text-ink-muted" />
                  </span>
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section aria-labelledby="home-benefits">
          <h2 id="home-benefits" className="section-title">
            {homeMessages.benefitsTitle}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-3">
            {homeMessages.benefits.map((benefit, index) => (
              <li key={benefit.title} className="card">
                <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon name={BENEFIT_ICONS[index] ?? 'check'} size="m" />
                </span>
                <h3 className="mt-4 font-semibold text-ink">{benefit.title}</h3>
                <p className="mt-1 text-ink-muted">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}

/** The desk's place while its code and its read arrive: the grid of its cards, no text. */
function DeskSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-hidden="true" data-testid="home-desk-loading">
      {[0, 1, 2].map((i) => (
        <div key={i} className="card h-40 animate-pulse bg-surface-alt" />
      ))}
    </div>
  )
}
