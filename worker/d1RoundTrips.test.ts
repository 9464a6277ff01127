import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { login, pageFetch } from './test/helpers'

/** A D1 binding that records each round trip (a statement run, or a batch) with its SQL. */
function countingDb(db: D1Database): { db: D1Database; trips: string[] } {
  const trips: string[] = []
  const sqlOf = new WeakMap<object, string>()
  const wrapStatement = (statement: D1PreparedStatement, sql: string): D1PreparedStatement => {
    const wrapped = new Proxy(statement, {
      get(target, prop) {
        const value = Reflect.get(target, prop, target) as unknown
        if (prop === 'bind') return (...args: unknown[]) => wrapStatement(target.bind(...args), sql)
        if (typeof value === 'function' && ['all', 'first', 'run', 'raw'].includes(String(prop))) {
          return (...args: unknown[]) => {
            trips.push(sql.replace(/\s+/g, ' ').slice(0, 140))
            return (value as (...a: unknown[]) => unknown).apply(target, args)
          }
        }
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    })
    sqlOf.set(wrapped, sql)
    return wrapped
  }
  // The backend runs its queries in a D1 session (backend/readReplicas.ts): count those too.
  const counting = <T extends D1Database | D1DatabaseSession>(queries: T): T =>
    new Proxy(queries, {
      get(target, prop) {
        if (prop === 'prepare') return (sql: string) => wrapStatement(target.prepare(sql), sql)
        if (prop === 'batch') {
          return (statements: D1PreparedStatement[]) => {
            trips.push(`batch: ${statements.map((s) => sqlOf.get(s)?.trim().slice(0, 40)).join(' | ')}`)
            return target.batch(statements)
          }
        }
        if (prop === 'withSession')
          return (constraint?: string) => counting((target as D1Database).withSession(constraint))
        const value = Reflect.get(target, prop, target) as unknown
        return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
      },
    })
  const counted = counting(db)
  return { db: counted, trips }
}

// docs/decisions/028-page-cost-and-server-cpu.md: each in-process /api call of a page render asked the backend for the session's
// user, and each answer took three queries (slide the token, the customer, the cart): a
// logged-in home page made 15 D1 round trips, 5 of them writes. Now the page request asks
// once (upstream/sessionUserMemo.ts) and the backend answers in one batch (touchTokenWithCustomer).
describe('D1 round trips of a page render, catalogue and prices already in the edge cache', () => {
  it.each([
    ['/category/hoitotarvikkeet', 0],
    ['/product/sideharso-10-cm', 0],
    // A search of more than 4 letters is not edge-cached (docs/decisions/009): its own trip, and
    // one more for "Tarkoititko" when it finds fewer than 8 products (the test seed has one).
    ['/searchresults?search=sideharso', 2],
  ])('a customer: one for the session: %s (+ %i)', async (path, others) => {
    const { jar } = await login()
    await pageFetch(path, { jar })
    const { db, trips } = countingDb(env.DB)
    const res = await pageFetch(path, { jar, env: { DB: db } })
    expect(res.status).toBe(200)
    expect(trips.filter((trip) => trip.includes('tokens'))).toEqual([
      expect.stringMatching(/^batch: UPDATE tokens .* \| SELECT c\.\*/),
    ])
    expect(trips).toHaveLength(1 + others)
  })

  // The logged-in home is the buyer's desk (docs/decisions/061-home-desk-and-session-switch.md):
  // one private read that no cache may hold, so it costs its own two trips, the backend's token
  // check and the desk's one batch (the caller's scope read in it), on top of the page's session.
  it("a customer's home: the session, and the desk's check and one batch", async () => {
    const { jar } = await login()
    await pageFetch('/', { jar })
    const { db, trips } = countingDb(env.DB)
    const res = await pageFetch('/', { jar, env: { DB: db } })
    expect(res.status).toBe(200)
    expect(trips.filter((trip) => trip.includes('tokens'))).toEqual([
      expect.stringMatching(/^batch: UPDATE tokens .* \| SELECT c\.\*/),
      expect.stringMatching(/^batch: UPDATE tokens .* \| SELECT t\.customer_id/),
    ])
    expect(trips).toHaveLength(3)
  })

  it.each(['/', '/category/hoitotarvikkeet', '/product/sideharso-10-cm'])('a guest: none: %s', async (path) => {
    await pageFetch(path)
    const { db, trips } = countingDb(env.DB)
    const res = await pageFetch(path, { env: { DB: db } })
    expect(res.status).toBe(200)
    expect(trips).toEqual([])
  })
})
