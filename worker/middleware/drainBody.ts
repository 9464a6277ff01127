import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'

/**
 * How much of an unread request body is read and thrown away before the rest is cancelled.
 * /api bodies are capped at 64 KB (MAX_BODY_BYTES), so a refused legitimate write fits well
 * within it; beyond it the connection is not worth keeping.
 */
export const DRAIN_LIMIT_BYTES = 1024 * 1024

/**
 * Reads and discards what is left of a request body nobody read. An answer given without
 * reading the body (a 401, 403, 404, 405, 413 or 415 refusal) otherwise leaves the rest of it
 * on a keep-alive connection: the local server (`vite preview`, miniflare's pool of
 * connections into workerd) then fails the next request on that connection with a 500.
 * Returns the number of bytes drained (for tests).
 */
export async function drainBody(request: Request): Promise<number> {
  const body = request.body
  if (!body || request.bodyUsed || body.locked) return 0
  return drainReader(body.getReader())
}

/**
 * Reads and discards the rest of a body through its reader, up to DRAIN_LIMIT_BYTES, then
 * cancels what is left; releases the reader. For a refusal that has read part of the body
 * already (an /api body over 64 KB, worker/api/validate.ts).
 */
export async function drainReader(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<number> {
  let drained = 0
  try {
    while (drained <= DRAIN_LIMIT_BYTES) {
      const { done, value } = await reader.read()
      if (done) return drained
      drained += value.byteLength
    }
    await reader.cancel()
  } catch {
    // The client went away: nothing left to drain.
  } finally {
    reader.releaseLock()
  }
  return drained
}

/** After every answer, drain a body the route left unread (docs/architecture.md §3: one connection, many requests). */
export const drainUnreadBody = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    try {
      await next()
    } finally {
      await drainBody(c.req.raw)
    }
  })
