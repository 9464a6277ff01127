/**
 * spec §2: the worker is the only gate of /checkout/success. It reads and consumes the HttpOnly
 * success flag on a full page load, so the client can only trust the document load it is
 * hydrating: a client-side navigation to the success page never carries the flag and goes home.
 */
let documentPath: string | null =
  typeof window === 'undefined' ? null : window.location.pathname.replace(/(.)\/+$/, '$1')

/** True while the router is still on the page the server rendered (SSR or its hydration). */
export const isDocumentLoadOf = (pathname: string) =>
  typeof window === 'undefined' || documentPath === pathname.replace(/(.)\/+$/, '$1')

/** The success page calls this once it has mounted: later visits are client navigations. */
export const endDocumentLoad = () => {
  documentPath = null
}
