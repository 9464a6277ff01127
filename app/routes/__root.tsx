/// <reference types="vite/client" />
import type { QueryClient } from '@tanstack/react-query'
import { createRootRouteWithContext, HeadContent, Outlet, redirect, Scripts } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { decideGuard, resolveGuard } from '../../contract/guards'
import { installChunkReload } from '../features/analytics/chunkReload'
import { registerServiceWorker } from '../features/analytics/serviceWorker'
import { LoadingBar } from '../features/analytics/LoadingBar'
import { PageviewTracker } from '../features/analytics/PageviewTracker'
import { MinicartHost } from '../features/cart/MinicartHost'
import { contactInfoQuery, footerBlocksQuery } from '../features/content/footerQueries'
import { noticesQuery } from '../features/content/Notices'
import { navigationLinksQuery } from '../features/content/useNavigationLinks'
import { topMenuQuery } from '../features/menu/queries'
import { RootErrorPage, RootNotFoundPage } from '../features/errors/RootErrorPages'
import { SessionKeeper } from '../features/session/SessionKeeper'
import { ChatLauncher } from '../features/chat/ChatLauncher'
import { storeConfigQuery, userQuery } from '../features/session/queries'
import { isDocumentLoadOf } from '../features/session/checkoutSuccessFlag'
import { messages } from '../lib/messages'
import 'virtual:uno.css'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // The client half of the guards (docs/architecture.md §8); the worker already guarded the first load.
  beforeLoad: async ({ context, location }) => {
    const user = await context.queryClient.ensureQueryData(userQuery())
    const guard = resolveGuard(location.pathname)
    const decision = decideGuard(
      guard,
      // checkout-success: the worker already checked and consumed the flag on the full load; a
      // client-side navigation there has no flag to show and goes home (spec §2).
      { loggedIn: user !== null, checkoutSuccess: isDocumentLoadOf(location.pathname) },
      location.href,
    )
    if (decision.kind === 'redirect') throw redirect({ href: decision.location, statusCode: 302 })
    return { user }
  },
  // The shell's content (menus, footer, notices) is public and edge-cached; a failed read only
  // leaves its section empty (spec §8), so failures are swallowed here.
  loader: async ({ context }) => {
    const { queryClient, user } = context
    const loggedIn = user !== null
    await Promise.all([
      // spec §3/§8: currency, locale and time zone of every price and date on the page.
      queryClient.ensureQueryData(storeConfigQuery()),
      queryClient.ensureQueryData(navigationLinksQuery()),
      queryClient.ensureQueryData(footerBlocksQuery()),
      queryClient.ensureQueryData(contactInfoQuery()),
      queryClient.ensureQueryData(noticesQuery('emergencyNotice', loggedIn)),
      queryClient.ensureQueryData(noticesQuery('informationNotice', loggedIn)),
      ...(user ? [queryClient.ensureQueryData(topMenuQuery(user.navId))] : []),
    ]).catch(() => undefined)
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { title: messages.site.name },
      { name: 'description', content: messages.site.tagline },
      { name: 'theme-color', content: '#0f5257' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
  }),
  component: RootComponent,
  errorComponent: RootErrorPage,
  notFoundComponent: RootNotFoundPage,
  shellComponent: RootDocument,
})

function RootComponent() {
  useEffect(() => {
    installChunkReload()
    registerServiceWorker()
  }, [])
  return (
    <>
      <SessionKeeper />
      <ChatLauncher />
      <LoadingBar />
      <PageviewTracker />
      <MinicartHost />
      <Outlet />
    </>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="fi">
      <head>
        <HeadContent />
      </head>
      <body className="bg-surface text-ink font-sans antialiased">
        <a href="#main" className="skip-link">
          {messages.site.skipToContent}
        </a>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
