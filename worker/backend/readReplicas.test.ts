import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { addToCart, getCart } from '../test/cartFixtures'
import { CookieJar, overrideEnv, setCookies, shopFetch } from '../test/helpers'

// docs/decisions/032-d1-read-replicas.md: the backend's queries run in a D1 session; a write
// starts on the primary, a read from the bookmark of the browser's last write, or anywhere.

/** env.DB, recording the constraint or bookmark of every session the backend opens. */
function recordingDb(): { db: D1Database; sessions: string[] } {
  const sessions: string[] = []
  const db = new Proxy(env.DB, {
    get(target, prop) {
      if (prop === 'withSession') {
        return (constraint: string) => {
          sessions.push(constraint)
          return target.withSession(constraint)
        }
      }
      const value = Reflect.get(target, prop, target) as unknown
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value
    },
  })
  return { db, sessions }
}

describe('reads near the customer (D1 Sessions API)', () => {
  it('keeps the bookmark of a write, and the next read starts from it and sees the write', async () => {
    const { db, sessions } = recordingDb()
    overrideEnv({ DB: db })
    try {
      const jar = new CookieJar()
      const write = await addToCart(jar, 'HOI-1001', 2)
      expect(write.status).toBe(200)
      expect(sessions).toEqual(['first-primary'])
      const cookie = setCookies(write).get('read_bookmark')
      expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(cookie?.attributes).toEqual(
        expect.arrayContaining(['HttpOnly', 'Secure', 'SameSite=Strict', 'Max-Age=600']),
      )

      sessions.length = 0
      const { cart } = await getCart(jar)
      expect(sessions).toEqual([cookie?.value])
      expect(cart?.items.map((item) => [item.product.sku, item.quantity])).toEqual([['HOI-1001', 2]])
    } finally {
      overrideEnv({})
    }
  })

  it('lets a read without a bookmark start anywhere, and does not set one', async () => {
    const { db, sessions } = recordingDb()
    const res = await shopFetch('/api/catalog/category?path=hoitotarvikkeet', { env: { DB: db } })
    expect(res.status).toBe(200)
    expect(sessions).toEqual(['first-unconstrained'])
    expect(setCookies(res).has('read_bookmark')).toBe(false)
  })

  it('ignores a bookmark cookie that is not one', async () => {
    const { db, sessions } = recordingDb()
    const jar = new CookieJar({ read_bookmark: '"><script>' })
    const res = await shopFetch('/api/catalog/category?path=ruokinta', { jar, env: { DB: db } })
    expect(res.status).toBe(200)
    expect(sessions).toEqual(['first-unconstrained'])
  })
})
