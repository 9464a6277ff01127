import type { ReactNode } from 'react'
import { Notices } from '../content/Notices'
import { NotificationStrip } from '../notifications/NotificationStrip'
import { VisitNotifications } from '../approvals/VisitNotifications'
import { AccountNav } from './AccountNav'
import { FirstPasswordGuard } from './FirstPasswordGuard'
import { Footer } from './Footer'
import { Header } from './Header'

// Its own file so the account navigation loads with the account pages' layout chunk, not in
// the root chunk every page loads (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip; docs/architecture.md §13).

/**
 * spec §2 account layout: notices, navigation, account side navigation, footer. On paper only the
 * page's own content prints (a delivery's packing list: docs/decisions/081-delivery-lots.md); the
 * order and invoice have print views of their own (spec §2).
 */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    // Page (./layouts.tsx) with one more rule: on paper, everything but <main> is left out.
    <div className="flex min-h-dvh flex-col print:[&>*:not(main)]:hidden">
      <FirstPasswordGuard />
      <NotificationStrip />
      <Notices />
      <Header />
      <main
        id="main"
        className="page-container flex flex-1 flex-col gap-6 py-6 sm:flex-row sm:gap-8 sm:py-10 print:block print:max-w-none print:p-0"
      >
        <AccountNav />
        <div className="min-w-0 flex-1">
          <VisitNotifications />
          {children}
        </div>
      </main>
      <Footer />
    </div>
  )
}
