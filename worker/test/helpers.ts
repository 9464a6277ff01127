/// <reference types="@cloudflare/vitest-pool-workers/types" />
// Small helpers of the worker tests: call the Worker in-process, keep cookies, log in.
import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import worker from '../index'

export const ORIGIN = 'https://shop.test'
export const PASSWORD = 'salasana123'
/** The customers of seed/test.sql. */
export const USERS = {
  normal: 'test@example.fi',
  restricted: 'rajattu@example.fi',
  pharmacy: 'apteekki@example.fi',
} as const
/** Start streams only for browsers (isbot): send a browser User-Agent to get the streamed page. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

export interface SetCookie {
  name: string
  value: string
  /** The attributes as sent, e.g. `HttpOnly`, `Max-Age=43200`. */
  attributes: string[]
}

/** The Set-Cookie headers of a response by cookie name. */
export function setCookies(res: Response): Map<string, SetCookie> {
  const cookies = new Map<string, SetCookie>()
  for (const line of res.headers.getSetCookie()) {
    const [pair = '', ...attributes] = line.split(/;\s*/)
    const eq = pair.indexOf('=')
    const name = pair.slice(0, eq)
    cookies.set(name, { name, value: decodeURIComponent(pair.slice(eq + 1)), attributes })
  }
  return cookies
}

/** True if the response deletes the cookie (empty value, Max-Age=0). */
export function deletesCookie(res: Response, name: string): boolean {
  const cookie = setCookies(res).get(name)
  return cookie !== undefined && cookie.value === '' && cookie.attributes.includes('Max-Age=0')
}

/** A browser's cookie store for one site, fed by Set-Cookie headers. */
export class CookieJar {
  private readonly cookies = new Map<string, string>()

  constructor(initial: Record<string, string> = {}) {
    for (const [name, value] of Object.entries(initial)) this.cookies.set(name, value)
  }

  get(name: string): string | undefined {
    return this.cookies.get(name)
  }

  set(name: string, value: string): this {
    this.cookies.set(name, value)
    return this
  }

  update(res: Response): this {
    for (const cookie of setCookies(res).values()) {
      if (cookie.value === '' || cookie.attributes.includes('Max-Age=0')) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return this
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ')
  }

  get size(): number {
    return this.cookies.size
  }
}

export interface ShopRequestInit extends RequestInit {
  /** Cookies to send; updated from the response's Set-Cookie headers. */
  jar?: CookieJar
  /** Bindings to override for this request (e.g. API_ORIGIN). */
  env?: Partial<Env>
  /** A streamed body needs 'half' (fetch spec); not in every lib's RequestInit typing. */
  duplex?: 'half'
}

let fileEnv: Partial<Env> = {}

/**
 * Bindings every following request uses until changed, under each request's own `env`: e.g. the
 * BACKEND Service Binding for a whole two-Worker test.
 */
export function overrideEnv(overrides: Partial<Env>): void {
  fileEnv = overrides
}

/**
 * Calls the Worker's fetch handler in this isolate (so fake timers and fetch stubs apply),
 * reads the whole body and waits for its waitUntil work before returning.
 */
export async function shopFetch(path: string, init: ShopRequestInit = {}): Promise<Response> {
  const { jar, env: overrides, ...requestInit } = init
  const headers = new Headers(requestInit.headers)
  if (jar && jar.size > 0) headers.set('Cookie', jar.header())
  const request = new Request(new URL(path, ORIGIN), { ...requestInit, headers, redirect: 'manual' })
  const ctx = createExecutionContext()
  const bindings = overrides || Object.keys(fileEnv).length > 0 ? { ...env, ...fileEnv, ...overrides } : env
  const res = await worker.fetch(request, bindings, ctx)
  const body = res.body === null ? null : await res.arrayBuffer()
  await waitOnExecutionContext(ctx)
  jar?.update(res)
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers })
}

/** What a browser sends with a same-origin fetch of JSON. */
export const sameOriginJson = {
  'Content-Type': 'application/json',
  Accept: 'application/json',
  'Sec-Fetch-Site': 'same-origin',
  Origin: ORIGIN,
}

function mergeHeaders(defaults: Record<string, string>, overrides?: HeadersInit): Headers {
  const headers = new Headers(defaults)
  new Headers(overrides).forEach((value, name) => headers.set(name, value))
  return headers
}

export function postJson(path: string, body: unknown, init: ShopRequestInit = {}): Promise<Response> {
  return shopFetch(path, {
    ...init,
    method: 'POST',
    headers: mergeHeaders(sameOriginJson, init.headers),
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

/** Logs in through /api/auth/login; the jar then holds the session cookies. */
export async function login(
  email: string = USERS.normal,
  password: string = PASSWORD,
  jar = new CookieJar(),
): Promise<{ res: Response; jar: CookieJar; token: string }> {
  const res = await postJson('/api/auth/login', { email, password }, { jar })
  if (res.status !== 200) throw new Error(`login failed for ${email}: ${res.status} ${await res.text()}`)
  const token = jar.get('session')
  if (!token) throw new Error('login set no session cookie')
  return { res, jar, token }
}

export const countTokens = async (): Promise<number> =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM tokens').first<{ n: number }>())?.n ?? 0

/** A page request as a browser makes it: HTML accepted, browser User-Agent. */
export function pageFetch(path: string, init: ShopRequestInit = {}): Promise<Response> {
  return shopFetch(path, {
    ...init,
    headers: mergeHeaders({ Accept: 'text/html', 'User-Agent': BROWSER_UA }, init.headers),
  })
}
