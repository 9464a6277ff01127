import type { Context } from 'hono'
import { getCookie, setCookie } from 'hono/cookie'
import { CONSISTENCY_BOOKMARK_HEADER, isConsistencyBookmark } from '../../contract/schemas/common'
import { COOKIE } from '../cookies'
import type { AppEnv } from '../env'

/**
 * Read-your-writes across requests (docs/decisions/032-d1-read-replicas.md). The upstream
 * answers a write with a consistency bookmark; the browser keeps the bookmark of its latest write
 * in an HttpOnly cookie, and every upstream call of its following requests sends it, so a read
 * answered by a replica still sees that write (the added line, the saved address, the order).
 */
export function readBookmark(c: Context<AppEnv>): string | null {
  const value = getCookie(c, COOKIE.readBookmark)
  return isConsistencyBookmark(value) ? value : null
}

/**
 * A replica catches up within seconds; ten minutes covers that many times over, and a bookmark the
 * database can no longer serve (a restored database) lets go of the browser soon.
 */
export const READ_BOOKMARK_MAX_AGE = 600

/** After a write: keeps the bookmark the upstream answered, if it moved. */
export function keepWriteBookmark(c: Context<AppEnv>, res: Response): void {
  const bookmark = res.headers.get(CONSISTENCY_BOOKMARK_HEADER)
  if (!isConsistencyBookmark(bookmark) || bookmark === readBookmark(c)) return
  setCookie(c, COOKIE.readBookmark, bookmark, {
    httpOnly: true,
    secure: true,
    sameSite: 'Strict',
    path: '/',
    maxAge: READ_BOOKMARK_MAX_AGE,
  })
}
