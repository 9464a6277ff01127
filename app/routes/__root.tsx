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
import { RootErrorPage, RootNotFoundPage } from '../features/errors/RootErrorPages'
import { SessionKeeper } from '../features/session/SessionKeeper'
import { ChatLauncher } from '../features/chat/ChatLauncher'
import { userQuery } from '../features/session/queries'
import { shellQuery } from '../features/shell/shellQuery'
import { ShellOwnerProvider } from '../features/shell/useShell'
import { StoreFormatProvider } from '../features/session/useStoreFormat'
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
  // The shell in one read (docs/decisions/056-one-shell-read.md): the store config (spec §3/§8:
  // currency, locale and time zone of every price and date on the page), the content lists
  // (public and edge-cached) and the customer's menu. A failed part arrives empty and leaves only
  // its section empty (spec §8); a failed read leaves them all empty, so it is swallowed here.
  loader: async ({ context }) => {
    await context.queryClient.ensureQueryData(shellQuery(context.user?.navId ?? null)).catch(() => undefined)
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
        <ShellOwnerProvider>
          <StoreFormatProvider>{children}</StoreFormatProvider>
        </ShellOwnerProvider>
        <Scripts />
      </body>
    </html>
  )
}
