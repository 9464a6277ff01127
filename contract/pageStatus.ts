/**
 * A route can ask for an HTTP status other than Start's own 200/404/500 by returning this header
 * from its `headers` option (e.g. 403 for a "no permission" page, app/lib/pageStatus.ts). The
 * worker (worker/ssr.ts) turns it into the response status and removes it; it never reaches the
 * browser. Shared by both sides, so it lives in the contract.
 */
export const PAGE_STATUS_HEADER = 'X-Page-Status'
