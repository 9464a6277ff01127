import type { ReactNode } from 'react'
import { CookieConsent } from '../consent/CookieConsent'
import { Notices } from '../content/Notices'
import { NotificationStrip } from '../notifications/NotificationStrip'
import { Footer } from './Footer'
import { Header } from './Header'

/** A full-height column so the footer sits at the bottom of short pages. */
export function Page({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col">{children}</div>
}

/** The layouts of spec §2; the account layout is in AccountLayout.tsx. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <NotificationStrip />
      <Notices />
      <CookieConsent />
      <Header />
      <main id="main" className="flex-1">
        {children}
      </main>
      <Footer />
    </Page>
  )
}

export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <NotificationStrip />
      <Notices />
      <main id="main" className="page-container flex-1 py-6">
        {children}
      </main>
    </Page>
  )
}

export function InvoiceLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <NotificationStrip />
      <Notices />
      <Header />
      <main id="main" className="page-container flex-1 py-6 sm:py-10">
        {children}
      </main>
      <Footer />
    </Page>
  )
}
