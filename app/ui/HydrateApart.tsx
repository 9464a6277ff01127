import { type ReactNode, Suspense } from 'react'

/**
 * Hydrates a large part of a page (a listing grid, the footer) in a pass of its own after the
 * rest of the page, instead of in one long task with it (docs/decisions/051-hydration-slices.md).
 * React hydrates each Suspense boundary separately, yielding to the browser between them, and
 * keeps the server's HTML until then; a press, focus or key inside a part not yet hydrated makes
 * React hydrate that part at once and then handle the event, so a tap on an add-to-cart before
 * its grid hydrated still adds. The fallback is never shown on a first load (the server renders
 * the part itself); on a navigation it shows only while something inside without a boundary of
 * its own suspends.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
