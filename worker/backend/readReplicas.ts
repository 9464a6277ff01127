import { createMiddleware } from 'hono/factory'
import { CONSISTENCY_BOOKMARK_HEADER, isConsistencyBookmark } from '../../contract/schemas/common'
import type { BackendEnv } from './types'

/**
 * Reads near the customer (docs/decisions/032-d1-read-replicas.md): every backend request runs
 * its queries in one D1 session (the Sessions API), so read replicas may answer reads.
 *
 * - A read (GET, HEAD) that brings the bookmark of the customer's last write starts from it:
 *   whichever replica answers has that write. Without one it may start anywhere.
 * - Every other request (a write, placeOrder) starts on the primary.
 *
 * The answer carries the session's latest bookmark; the storefront keeps the bookmark of a write
 * and sends it with the customer's following requests (worker/upstream/consistency.ts).
 */
export const readReplicas = () =>
  createMiddleware<BackendEnv>(async (c, next) => {
    const reads = c.req.method === 'GET' || c.req.method === 'HEAD'
    const bookmark = c.req.header(CONSISTENCY_BOOKMARK_HEADER)
    const constraint = !reads ? 'first-primary' : isConsistencyBookmark(bookmark) ? bookmark : 'first-unconstrained'
    const primary = c.env.DB
    const session = primary.withSession(constraint)
    c.env = { ...c.env, DB: sessionDatabase(primary, session) }
    await next()
    const latest = session.getBookmark()
    if (latest) c.res.headers.set(CONSISTENCY_BOOKMARK_HEADER, latest)
  })

/**
 * The session where the backend's code expects a D1Database: queries and batches go through the
 * session; the rest (never used by the backend) goes to the database itself.
 */
function sessionDatabase(primary: D1Database, session: D1DatabaseSession): D1Database {
  return {
    prepare: (query: string) => session.prepare(query),
    batch: <T>(statements: D1PreparedStatement[]) => session.batch<T>(statements),
    exec: (query: string) => primary.exec(query),
    dump: () => primary.dump(),
    withSession: (constraint?: string) => primary.withSession(constraint),
  } as D1Database
}
