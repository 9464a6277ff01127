import { ApiRequestError } from './api'

/** One more try on the client, after the QueryClient's default delay. */
const CLIENT_RETRIES = 1

/**
 * Whether a failed query is asked again. A 4xx is an answer, not a failure: a missing
 * product, category, order or invoice is a 404 the page shows at once, and asking again
 * only delays it (and repeats the upstream call). Only a lost connection (status 0) or a
 * 5xx may pass on a second try. During SSR nothing is retried: the page must not wait for
 * a retry delay, and the browser asks again itself when it hydrates the failed query.
 */
export function shouldRetryQuery(failureCount: number, error: unknown, onServer: boolean): boolean {
  if (onServer || failureCount >= CLIENT_RETRIES) return false
  // Anything else (a cancelled request, a bug in a query function) would fail the same way again.
  return error instanceof ApiRequestError && (error.status === 0 || error.status >= 500)
}
