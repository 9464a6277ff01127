import { isServer, QueryClient } from '@tanstack/react-query'
import { createRouter } from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import { RootErrorPage } from './features/errors/RootErrorPages'
import { shouldRetryQuery } from './lib/queryRetry'
import { routeTree } from './routeTree.gen'

/** The request's CSP nonce on the server; the client reads it from Start's csp-nonce meta. */
const requestNonce = createIsomorphicFn()
  .server(() => getGlobalStartContext()?.nonce)
  .client(() => undefined)

export function getRouter() {
  // A QueryClient per router, i.e. per request on the server: never share data between users.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx (a missing product, order, …) is never asked again; see lib/queryRetry.ts.
        retry: (failureCount, error) => shouldRetryQuery(failureCount, error, isServer),
        refetchOnWindowFocus: false,
      },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    scrollRestoration: true,
    defaultPreload: 'intent',
    defaultErrorComponent: RootErrorPage,
    ssr: { nonce: requestNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
