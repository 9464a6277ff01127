/**
 * A route can ask for an HTTP status other than Start's own 200/404/500 by returning this header
 * from its `headers` option (e.g. 403 for a "no permission" page). The worker (worker/ssr.ts)
 * turns it into the response status and removes it; it never reaches the browser.
 */
export const PAGE_STATUS_HEADER = 'X-Page-Status'

/** Route `headers`: a page that only says "no permission" (loader data `forbidden`) is an HTTP 403. */
export const forbiddenPageHeaders = ({ loaderData }: { loaderData?: { forbidden: string | null } }) =>
  loaderData?.forbidden ? { [PAGE_STATUS_HEADER]: '403' } : undefined
