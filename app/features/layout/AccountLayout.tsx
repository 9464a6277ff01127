import type { ReactNode } from 'react'
import { Notices } from '../content/Notices'
import { NotificationStrip } from '../notifications/NotificationStrip'
import { VisitNotifications } from '../approvals/VisitNotifications'
import { AccountNav } from './AccountNav'
import { FirstPasswordGuard } from './FirstPasswordGuard'
import { Footer } from './Footer'
import { Header } from './Header'
import { Page } from './layouts'

// Its own file so the account navigation loads with the account pages' layout chunk, not in
// the root chunk every page loads (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip; docs/architecture.md §13).

/** spec §2 account layout: notices, navigation, account side navigation, footer. */
export function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <Page>
      <FirstPasswordGuard />
      <NotificationStrip />
      <Notices />
      <Header />
      <main id="main" className="page-container flex flex-1 flex-col gap-6 py-6 sm:flex-row sm:gap-8 sm:py-10">
        <AccountNav />
        <div className="min-w-0 flex-1">
          <VisitNotifications />
          {children}
        </div>
      </main>
      <Footer />
    </Page>
  )
}
