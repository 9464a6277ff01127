import type { Context } from 'hono'
import * as v from 'valibot'
import { SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import { clearSessionCookies } from '../cookies'
import type { AppEnv } from '../env'
import { HttpError } from '../httpError'
import { callUpstream, upstreamMode, type UpstreamRequest } from './client'
import { noteCustomerCart } from './customerCart'

const CLIENT_ERRORS = [400, 401, 403, 404, 409, 410, 422, 429] as const
const FieldsSchema = v.object({ fields: v.optional(v.record(v.string(), v.string())) })

/** What every upstream answer passes on: the sliding session expiry, and no caching of a customer's answer. */
function passSessionHeaders(c: Context<AppEnv>, res: Response) {
  const expires = res.headers.get(SESSION_EXPIRES_HEADER)
  if (expires && /^\d+$/.test(expires)) c.header(SESSION_EXPIRES_HEADER, expires)
  if (c.var.token) c.header('Cache-Control', 'private, no-store')
}

const BAD_ANSWER = 'Palvelu vastasi virheellisesti. Yritä hetken kuluttua uudelleen.'

/**
 * Reads an upstream answer as JSON. Passes on the sliding session expiry, ends the session
 * on a 401 (docs/architecture.md §4) and turns upstream errors into the /api envelope.
 */
export async function upstreamJson<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  req: UpstreamRequest,
  schema: S,
): Promise<v.InferOutput<S>> {
  const res = await callUpstream(c, req)
  passSessionHeaders(c, res)

  let body: unknown = null
  const text = await res.text()
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      c.var.log.error('upstream answered with non-JSON', { path: req.path, status: res.status })
      throw new HttpError(502, BAD_ANSWER)
    }
  }
  if (res.ok) {
    const parsed = v.safeParse(schema, body)
    if (parsed.success) {
      noteCustomerCart(c, parsed.output)
      return parsed.output
    }
    c.var.log.error('upstream answer does not match the contract', {
      path: req.path,
      issues: parsed.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`).slice(0, 5),
    })
    throw new HttpError(502, BAD_ANSWER)
  }
  return upstreamFailure(c, req, res, body)
}

/**
 * Passes on a streamed upstream answer that is not JSON (the history's CSV exports,
 * contract/upstream.md): its body is handed to the browser as it arrives, never read whole
 * here. Only the type is checked (`contentType`, e.g. text/csv); errors are JSON as always and
 * take upstreamJson's path (401 ends the session, 5xx is a 502). docs/decisions/036-history-filters-and-csv-export.md
 */
export async function upstreamStream(c: Context<AppEnv>, req: UpstreamRequest, contentType: string): Promise<Response> {
  const res = await callUpstream(c, req)
  passSessionHeaders(c, res)
  if (!res.ok) {
    let body: unknown = null
    try {
      body = await res.json()
    } catch {
      // not the error body: upstreamFailure answers its general message
    }
    return upstreamFailure(c, req, res, body)
  }
  const type = res.headers.get('Content-Type') ?? ''
  if (!type.startsWith(contentType) || !res.body) {
    await res.body?.cancel()
    c.var.log.error('upstream answer does not match the contract', { path: req.path, contentType: type })
    throw new HttpError(502, BAD_ANSWER)
  }
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': 'private, no-store' }
  const disposition = res.headers.get('Content-Disposition')
  if (disposition) headers['Content-Disposition'] = disposition
  return c.body(res.body, 200, headers)
}

/**
 * An upstream error answer as the /api envelope: the upstream's Finnish message, its status
 * mapped (contract/upstream.md), and a 429's Retry-After in seconds passed on.
 */
function upstreamFailure(c: Context<AppEnv>, req: UpstreamRequest, res: Response, body: unknown): never {
  const status = res.status
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : 'Palvelussa tapahtui virhe.'
  if (status === 401 && c.var.token) {
    clearSessionCookies(c)
    c.set('token', null)
  }
  // One event, one line: the embedded backend in this isolate has already logged its own 5xx
  // with this request id.
  const embedded = upstreamMode(c.env) === 'in-process'
  if (!(embedded && status >= 500)) c.var.log.warn('upstream error', { path: req.path, status, message })
  if (status >= 500) throw new HttpError(502, message)
  const mapped = CLIENT_ERRORS.find((s) => s === status) ?? 400
  const retryAfter = res.headers.get('Retry-After')
  if (mapped === 429 && retryAfter && /^\d{1,7}$/.test(retryAfter)) c.header('Retry-After', retryAfter)
  const fields = v.safeParse(FieldsSchema, body)
  throw new HttpError(mapped, message, fields.success ? fields.output.fields : undefined)
}
