import type { ReactNode } from 'react'
import { NotificationStrip } from '../notifications/NotificationStrip'
import { AccountNav } from './AccountNav'
import { Footer } from './Footer'
import { Header } from './Header'

/** The four layouts of spec §2. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NotificationStrip />
      <Header />
      <main id="main" className="min-h-[60vh]">
        {children}
      </main>
      <Footer />
    </>
  )
}

export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NotificationStrip />
      <Header />
      <main id="main" className="page-container flex min-h-[60vh] flex-col gap-6 py-6 md:flex-row">
        <AccountNav />
        <div className="min-w-0 flex-1">{children}</div>
      </main>
      <Footer />
    </>
  )
}

export function CheckoutLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NotificationStrip />
      <main id="main" className="page-container min-h-[60vh] py-6">
        {children}
      </main>
    </>
  )
}

export function InvoiceLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <NotificationStrip />
      <Header />
      <main id="main" className="page-container min-h-[60vh] py-6">
        {children}
      </main>
      <Footer />
    </>
  )
}
