import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { Hono } from 'hono'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { api } from '../api'
import { ssrRead } from '../api/ssrReads'
import type { AppEnv } from '../env'
import { requestContext } from '../middleware/requestContext'
import { session } from '../middleware/session'
import { addToCart } from '../test/cartFixtures'
import { CookieJar, login, ORIGIN, overrideEnv, shopFetch } from '../test/helpers'

// docs/decisions/050-one-data-path.md: every read a page makes during SSR is a service the
// browser reaches through its /api route. Here each read runs both ways, with the same visitor,
// in each of the three upstream modes (docs/architecture.md §6), and must answer the same:
// the same value, or the same status and message. The two transports cannot drift apart.

const workers = env as unknown as { BACKEND: Fetcher }

const MODES: [string, Partial<Env>][] = [
  ['in-process', { BACKEND: undefined }],
  ['the BACKEND Service Binding', { BACKEND: workers.BACKEND }],
  ['HTTP (API_ORIGIN)', { API_ORIGIN: 'https://commerce.test', BACKEND: undefined }],
]

/** The reads of the shop's pages (guest and customer), as the app's loaders ask for them. */
const READS = [
  '/api/auth/user',
  '/api/core/storeconfig',
  '/api/core/topmenu',
  '/api/core/shell',
  '/api/contentful/entries?content_type=navigationLink&include=2',
  '/api/contentful/entries?content_type=footerBlock&include=2',
  '/api/contentful/entries?content_type=contactInfoAcrossSite&limit=1',
  '/api/contentful/entries?content_type=emergencyNotice&fields.loggedIn=true',
  '/api/contentful/entries?content_type=informationNotice&fields.loggedIn=false',
  '/api/contentful/page/etusivu?include=2',
  '/api/contentful/page/ei-ole-olemassa?include=2',
  '/api/catalog/category?path=hoitotarvikkeet%2Fhaavanhoito&page=1&pageSize=24&sort=position',
  '/api/catalog/category?path=ei-ole&page=1&pageSize=24&sort=position',
  '/api/catalog/productdetails/sideharso-10-cm',
  '/api/catalog/productdetails/ei-ole-olemassa',
  '/api/catalog/new?limit=8',
  '/api/catalog/productsearch?q=sideharso&pageSize=24',
  '/api/categorysearch/customerPrices?skus=HOI-1001%2CHOI-1002',
  '/api/categorysearch/sideharso',
  '/api/cart',
  '/api/cart/approval',
  '/api/contentful/search/sideharso?limit=5',
]

type Answer = { ok: true; value: unknown } | { ok: false; status: number; message: string }

/** The service transport: the read run on a request's own context, behind the same session middleware. */
const probe = new Hono<AppEnv>()
probe.use('*', requestContext())
probe.use('*', session())
probe.get('/probe', async (c) => c.json(await ssrRead(c, api, c.req.query('path') ?? '')))

let upstream: Partial<Env> = {}

async function viaService(path: string, jar: CookieJar): Promise<Answer> {
  const headers = new Headers({ Accept: 'text/html' })
  if (jar.size > 0) headers.set('Cookie', jar.header())
  const ctx = createExecutionContext()
  const res = await probe.fetch(
    new Request(`${ORIGIN}/probe?${new URLSearchParams({ path })}`, { headers }),
    { ...env, ...upstream },
    ctx,
  )
  const answer = (await res.json()) as (Answer & { fields?: unknown }) | null
  await waitOnExecutionContext(ctx)
  if (answer === null) throw new Error(`${path} is not a read service`)
  return answer.ok ? answer : { ok: false, status: answer.status, message: answer.message }
}

async function viaHttp(path: string, jar: CookieJar): Promise<Answer> {
  const res = await shopFetch(path, { jar, headers: { Accept: 'application/json' } })
  const body = (await res.json()) as { message?: string }
  return res.ok ? { ok: true, value: body } : { ok: false, status: res.status, message: body.message ?? '' }
}

afterEach(() => overrideEnv({}))

async function guestProbe(path: string): Promise<unknown> {
  const ctx = createExecutionContext()
  const res = await probe.fetch(new Request(`${ORIGIN}/probe?${new URLSearchParams({ path })}`), env, ctx)
  const answer: unknown = await res.json()
  await waitOnExecutionContext(ctx)
  return answer
}

it('leaves a read behind a sub-app guard to the /api hop, which runs the guard', async () => {
  expect(await guestProbe('/api/checkout/deliveryDates')).toBeNull()
})

// A pass-through read checks the contract's session rule inside its service
// (docs/decisions/050-one-data-path.md), so SSR runs it without the hop.
it('runs a pass-through read as its service, which answers a guest the 401 of its session rule', async () => {
  expect(await guestProbe('/api/purchaserequests?view=mine&page=1')).toEqual({
    ok: false,
    status: 401,
    message: 'Kirjaudu sisään käsitelläksesi ostopyyntöjä.',
  })
})

describe.each(MODES)('the reads of a page answer the same through their service and over /api, %s', (_mode, env) => {
  beforeEach(() => {
    upstream = env
    overrideEnv(env)
  })

  it('for a guest with a cart', async () => {
    const jar = new CookieJar()
    expect((await addToCart(jar, 'HOI-1001', 2)).status).toBe(200)
    for (const path of READS) {
      expect({ path, answer: await viaService(path, jar) }).toEqual({ path, answer: await viaHttp(path, jar) })
    }
  })

  it('for a customer with a cart', async () => {
    const { jar } = await login()
    expect((await addToCart(jar, 'HOI-1001', 1)).status).toBe(200)
    const answered: string[] = []
    for (const path of READS) {
      const service = await viaService(path, jar)
      expect({ path, answer: service }).toEqual({ path, answer: await viaHttp(path, jar) })
      if (service.ok) answered.push(path.split('?')[0]!)
    }
    // The comparison is of real answers: the customer's user, menu, listing, product, prices and cart.
    expect(answered).toEqual(
      expect.arrayContaining([
        '/api/auth/user',
        '/api/core/topmenu',
        '/api/core/shell',
        '/api/catalog/category',
        '/api/catalog/productdetails/sideharso-10-cm',
        '/api/categorysearch/customerPrices',
        '/api/cart',
      ]),
    )
  })
})
