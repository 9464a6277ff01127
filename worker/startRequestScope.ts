/**
 * The request scope TanStack Start keeps in AsyncLocalStorage (its "event"): the request, its
 * parsed URL and, once answered, the Response (`currentResponse`). Start creates it on a global
 * under this symbol and joins an outer scope for the same Request instead of opening its own
 * (`withStartRequest` in @tanstack/start-server-core).
 */
const EVENT_STORAGE = Symbol.for('tanstack-start:event-storage')

/** The part of Start's AsyncLocalStorage used here. */
interface ScopeStorage {
  run<R>(store: StartEvent, fn: () => R): R
}

interface StartEvent {
  request: Request
  requestUrl: URL
  currentResponse?: Response
}

/**
 * Runs Start's handler in a request scope the worker owns, and drops the scope's reference to
 * the answer once it is handed back (docs/decisions/029).
 *
 * Why: workerd gives every Response a strong reference to the async context it was created in,
 * and that context holds the AsyncLocalStorage values with strong handles. Start's event holds the
 * Response it answered, so Response → context → event → Response is a cycle the garbage collector
 * cannot see through, and every page request (router, request, streams, abort signals) stayed in
 * the isolate's heap for good, about 10 KB a page. Headers and status set after the hand-off would
 * never reach the client anyway, so nothing reads `currentResponse` afterwards.
 */
export async function inOwnStartScope(request: Request, handle: () => Response | Promise<Response>): Promise<Response> {
  const storage = (globalThis as Record<symbol, ScopeStorage | undefined>)[EVENT_STORAGE]
  const requestUrl = new URL(request.url)
  // A path Start cannot decode gets its 400 from Start's own scope, before anything is rendered.
  if (!storage || !isDecodable(requestUrl.pathname)) return handle()
  const event: StartEvent = { request, requestUrl }
  try {
    return await storage.run(event, handle)
  } finally {
    delete event.currentResponse
  }
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURI(pathname)
    return true
  } catch {
    return false
  }
}
