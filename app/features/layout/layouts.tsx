import type { ReactNode } from 'react'
import { CookieConsent } from '../consent/CookieConsent'
import { Notices } from '../content/Notices'
import { NotificationStrip } from '../notifications/NotificationStrip'
import { AccountNav } from './AccountNav'
import { Footer } from './Footer'
import { Header } from './Header'

/** A full-height column so the footer sits at the bottom of short pages. */
function Page({ children }: { children: ReactNode }) {
  return <div className="flex min-h-dvh flex-col">{children}</div>
}

/** The four layouts of spec §2. */
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

export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <NotificationStrip />
      <Notices />
      <Header />
      <main id="main" className="page-container flex flex-1 flex-col gap-6 py-6 sm:flex-row sm:gap-8 sm:py-10">
        <AccountNav />
        <div className="min-w-0 flex-1">{children}</div>
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
