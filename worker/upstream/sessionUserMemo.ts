import type { Context } from 'hono'
import type { AppEnv } from '../env'

/** An upstream answer kept as bytes, so each caller gets its own unread Response. */
interface Kept {
  status: number
  headers: [string, string][]
  body: ArrayBuffer
}

/**
 * One page request, one `/api/auth/user` upstream call (docs/decisions/028-page-cost-and-server-cpu.md). A page render makes several
 * in-process /api calls (the page guard, the user, the catalogue audience, the prices), each of
 * which needs the session's user; all of them share the page request's ExecutionContext, so the
 * answer is kept per context and token. Only for GET requests: a write may change what the
 * user call answers (a cart created by the first add), and is never repeated from memory.
 * A failed call is not kept, so the next caller asks again.
 */
const kept = new WeakMap<object, Map<string, Promise<Kept>>>()

export async function sessionUserOncePerRequest(
  c: Context<AppEnv>,
  token: string,
  call: () => Promise<Response>,
): Promise<Response> {
  if (c.req.method !== 'GET') return call()
  const ctx = c.executionCtx as object
  let byToken = kept.get(ctx)
  if (!byToken) kept.set(ctx, (byToken = new Map()))
  let answer = byToken.get(token)
  if (!answer) {
    answer = call().then(async (res) => ({
      status: res.status,
      headers: [...res.headers],
      body: await res.arrayBuffer(),
    }))
    byToken.set(token, answer)
    answer.catch(() => byToken.delete(token))
  }
  const { status, headers, body } = await answer
  return new Response(body.slice(0), { status, headers })
}
