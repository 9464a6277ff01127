import type { ErrorComponentProps } from '@tanstack/react-router'
import { lazy, Suspense } from 'react'

/**
 * The root route's error and not-found pages, loaded when one is shown. The root route is not
 * code-split, so whatever it imports is on every page's first load (docs/decisions/030); an
 * error page is seldom needed, and React renders the lazy page on the server and keeps its
 * HTML while the browser fetches it. Not `lazyRouteComponent`: the router preloads the root's
 * error components with every first load.
 */
const RootPage = lazy(() => import('./ErrorPage'))

export const RootErrorPage = ({ error }: ErrorComponentProps) => (
  <Suspense fallback={null}>
    <RootPage error={error} />
  </Suspense>
)

export const RootNotFoundPage = () => (
  <Suspense fallback={null}>
    <RootPage notFound />
  </Suspense>
)
