import { createIsomorphicFn, getGlobalStartContext } from '@tanstack/react-start'
import * as v from 'valibot'
import { ApiErrorSchema, SESSION_EXPIRES_HEADER } from '../../contract/schemas/common'
import type { SsrReadResult } from '../../contract/ssrRead'
import { messages } from './messages'

/** An /api failure as the UI sees it: status, a Finnish message, field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
  }
}

type Transport = (path: string, init?: RequestInit) => Promise<Response>
type SsrRead = (path: string) => Promise<SsrReadResult>

/**
 * docs/architecture.md §3: one client. In the browser a same-origin fetch; during SSR an
 * in-process call into the Hono app with the visitor's cookies (no network hop).
 */
const transport = createIsomorphicFn()
  .server((): Transport => {
    const context = getGlobalStartContext()
    if (!context) throw new Error('apiFetch is only available during a request')
    return context.apiFetch
  })
  .client((): Transport => (path, init) => fetch(path, { credentials: 'same-origin', ...init }))

/**
 * docs/decisions/050-one-data-path.md: during SSR a GET runs the /api route's service on the
 * page request's own context; in the browser there is none (the reads go through `transport`).
 */
const ssrRead = createIsomorphicFn()
  .server((): SsrRead | null => getGlobalStartContext()?.read ?? null)
  .client((): SsrRead | null => null)

type Listener = (event: { status: number; path: string; sessionExpires: number | null }) => void
const listeners = new Set<Listener>()

/** The session feature listens here for 401s and sliding expiries (spec §4, §8). */
export function onApiResponse(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export interface ApiOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
  /** Further request headers, e.g. a bulk add's Idempotency-Key. */
  headers?: Record<string, string>
}

/** Calls an /api route and validates the answer against its contract schema. */
export async function api<S extends v.GenericSchema>(
  path: string,
  schema: S,
  opts: ApiOptions = {},
): Promise<v.InferOutput<S>> {
  const init: RequestInit = {
    method: opts.method ?? 'GET',
    signal: opts.signal,
    headers: { ...opts.headers, Accept: 'application/json' },
  }
  if (opts.body !== undefined) {
    init.headers = { ...opts.headers, Accept: 'application/json', 'Content-Type': 'application/json' }
    init.body = JSON.stringify(opts.body)
  }
  const read = init.method === 'GET' && !opts.headers ? ssrRead() : null
  const answer = read ? await read(path) : null
  if (answer) return fromSsrRead(answer, schema)
  let res: Response
  try {
    res = await transport()(path, init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw new ApiRequestError(0, messages.errors.network)
  }
  const expires = res.headers.get(SESSION_EXPIRES_HEADER)
  for (const listener of listeners) {
    listener({ status: res.status, path, sessionExpires: expires ? Number(expires) : null })
  }
  const body: unknown = await res.json().catch(() => null)
  if (!res.ok) {
    const error = v.safeParse(ApiErrorSchema, body)
    throw new ApiRequestError(
      res.status,
      error.success ? error.output.message : messages.errors.generic,
      error.success ? (error.output.fields ?? {}) : {},
    )
  }
  const parsed = v.safeParse(schema, body)
  if (!parsed.success) throw new ApiRequestError(502, messages.errors.generic)
  return parsed.output
}

/** An SSR read's answer through the same schema as the browser's JSON, so both transports keep the same shape. */
function fromSsrRead<S extends v.GenericSchema>(answer: NonNullable<SsrReadResult>, schema: S): v.InferOutput<S> {
  if (!answer.ok) throw new ApiRequestError(answer.status, answer.message, answer.fields ?? {})
  const parsed = v.safeParse(schema, answer.value)
  if (!parsed.success) throw new ApiRequestError(502, messages.errors.generic)
  return parsed.output
}
