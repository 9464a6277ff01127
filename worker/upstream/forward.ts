import type { Context } from 'hono'
import * as v from 'valibot'
import { SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import { clearSessionCookies } from '../cookies'
import type { AppEnv } from '../env'
import { HttpError } from '../api/errors'
import { callUpstream, upstreamMode, type UpstreamRequest } from './client'
import { noteCustomerCart } from './customerCart'

const CLIENT_ERRORS = [400, 401, 403, 404, 409, 410, 422, 429] as const
const FieldsSchema = v.object({ fields: v.optional(v.record(v.string(), v.string())) })

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
  const expires = res.headers.get(SESSION_EXPIRES_HEADER)
  if (expires && /^\d+$/.test(expires)) c.header(SESSION_EXPIRES_HEADER, expires)
  if (c.var.token) c.header('Cache-Control', 'private, no-store')

  let body: unknown = null
  const text = await res.text()
  if (text) {
    try {
      body = JSON.parse(text)
    } catch {
      c.var.log.error('upstream answered with non-JSON', { path: req.path, status: res.status })
      throw new HttpError(502, 'Palvelu vastasi virheellisesti. Yritä hetken kuluttua uudelleen.')
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
    throw new HttpError(502, 'Palvelu vastasi virheellisesti. Yritä hetken kuluttua uudelleen.')
  }

  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : 'Palvelussa tapahtui virhe.'
  if (res.status === 401 && c.var.token) {
    clearSessionCookies(c)
    c.set('token', null)
  }
  // One event, one line: the embedded backend in this isolate has already logged its own 5xx
  // with this request id.
  const embedded = upstreamMode(c.env) === 'in-process'
  if (!(embedded && res.status >= 500))
    c.var.log.warn('upstream error', { path: req.path, status: res.status, message })
  if (res.status >= 500) throw new HttpError(502, message)
  const status = CLIENT_ERRORS.find((s) => s === res.status) ?? 400
  const fields = v.safeParse(FieldsSchema, body)
  throw new HttpError(status, message, fields.success ? fields.output.fields : undefined)
}
