import * as v from 'valibot'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ApiErrorSchema } from '../../contract/schemas/common'
import { routeKey, UPSTREAM_ROUTES } from '../../contract/upstream'
import { overrideEnv, sameOriginJson, shopFetch } from '../test/helpers'

// The session rule of contract/upstream.ts as the shop's /api keeps it
// (docs/decisions/055-pass-through-adapters.md): a guest calling a route the contract marks
// `auth: 'required'` gets a 401 with a Finnish sentence from the shop itself, and the upstream
// is never asked.

const API_ORIGIN = 'https://upstream.test'

/** Contract routes the browser never calls at the same path: the shop calls them itself. */
const NOT_EXPOSED = new Set([
  'POST /api/cart/merge', // at login (docs/decisions/005-cart-merge.md)
])

/** A well-formed value for each path parameter, so the 401 is not a 404 for a malformed one. */
const SAMPLE: Record<string, string> = {
  orderNumber: 'W100001',
  invoiceNumber: 'L300001',
  id: '1',
  sku: 'HOI-1002',
}
const pathOf = (path: string) => path.replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE[name] ?? 'x')

let upstreamCalls: string[]

beforeEach(() => {
  upstreamCalls = []
  overrideEnv({ API_ORIGIN })
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    upstreamCalls.push(`${request.method} ${request.url}`)
    return Response.json({ message: 'Palvelussa tapahtui virhe.' }, { status: 500 })
  })
})

afterEach(() => {
  overrideEnv({})
  vi.restoreAllMocks()
})

const required = UPSTREAM_ROUTES.filter((r) => r.auth === 'required' && !NOT_EXPOSED.has(routeKey(r)))

describe("the contract's session rule at the shop's /api", () => {
  it.each(required.map((r) => [routeKey(r), r] as const))(
    'answers a guest 401 with a Finnish sentence and no upstream call: %s',
    async (_, route) => {
      const res = await shopFetch(pathOf(route.path), {
        method: route.method,
        headers: { ...sameOriginJson, 'Idempotency-Key': 'a-key-of-sixteen-chars' },
        ...(route.method === 'GET' ? {} : { body: '{}' }),
      })
      const text = await res.text()
      expect(res.status, text).toBe(401)
      const body = v.parse(ApiErrorSchema, JSON.parse(text))
      expect(body.message).toMatch(/^(Kirjaudu sisään|Et ole kirjautunut sisään)/)
      expect(upstreamCalls).toEqual([])
    },
  )
})
