import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { ADDRESS } from '../test/cartFixtures'
import { CookieJar, login, postJson, shopFetch } from '../test/helpers'

// contract/scopes.ts SCOPE_RULES.addresses: the company's shared address book is read by every
// user of the company, and written (add, rewrite, delete, make default) only by those who may
// order (`checkout`) or administer the company (`permissions`). Checked in the backend.

const FORBIDDEN = 'Sinulla ei ole oikeutta muuttaa yrityksen osoitekirjaa. Pyydä muutosta yrityksesi pääkäyttäjältä.'

/** A user of customer 1's company (password salasana123) with the given scope, logged in. */
async function member(id: number, scope: string[]): Promise<CookieJar> {
  const email = `osoite${id}@example.fi`
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
                            created_at, company_id, role)
     SELECT ?1, ?2, password_hash, 'Olli', 'Osoite', company, business_id, 'C4' || ?1, ?3, 0, company_id, 'custom'
     FROM customers WHERE id = 1`,
  )
    .bind(id, email, JSON.stringify(scope))
    .run()
  return (await login(email)).jar
}

const get = (path: string, jar: CookieJar) => shopFetch(path, { jar, headers: { Accept: 'application/json' } })
const remove = (path: string, jar: CookieJar) =>
  shopFetch(path, {
    jar,
    method: 'DELETE',
    headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin', Origin: 'https://shop.test' },
  })

async function bookRows(): Promise<unknown[]> {
  const { results } = await env.DB.prepare(
    'SELECT id, firstname, street, is_default FROM customer_addresses ORDER BY id',
  ).all()
  return results
}

/** Two addresses of the company, saved by customer 1 (who has `checkout`). */
async function companyBook(): Promise<number[]> {
  const { jar } = await login()
  const ids: number[] = []
  for (const firstname of ['Testi', 'Toinen']) {
    const res = await postJson('/api/customer/addresses', { address: { ...ADDRESS, firstname } }, { jar })
    expect(res.status, await res.clone().text()).toBe(201)
    ids.push(((await res.json()) as { address: { id: number } }).address.id)
  }
  return ids
}

describe("the company's address book", () => {
  it('an invoices-only user reads it but cannot add, rewrite, delete or change the default: 403, nothing changes', async () => {
    const [first, second] = await companyBook()
    const before = await bookRows()
    const office = await member(60, ['invoices'])

    expect((await get('/api/customer/addresses', office)).status).toBe(200)
    expect((await get(`/api/customer/addresses/${first}`, office)).status).toBe(200)

    const writes = [
      postJson('/api/customer/addresses', { address: ADDRESS }, { jar: office }),
      postJson(`/api/customer/addresses/${first}`, { address: { ...ADDRESS, firstname: 'Muutettu' } }, { jar: office }),
      postJson(`/api/customer/addresses/${second}/default`, undefined, { jar: office }),
      remove(`/api/customer/addresses/${first}`, office),
    ]
    for (const res of await Promise.all(writes)) {
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({ message: FORBIDDEN })
    }
    expect(await bookRows()).toEqual(before)
  })

  it('a user with `orders` and `shoppinglists` only is refused too', async () => {
    const [first] = await companyBook()
    const nurse = await member(61, ['orders', 'shoppinglists'])
    const res = remove(`/api/customer/addresses/${first}`, nurse)
    expect((await res).status).toBe(403)
    expect(await bookRows()).toHaveLength(2)
  })

  it('a user with `checkout` or `permissions` writes it', async () => {
    const [first, second] = await companyBook()
    const buyer = await member(62, ['orders', 'checkout'])
    const admin = await member(63, ['permissions'])
    const rewritten = await postJson(
      `/api/customer/addresses/${first}`,
      { address: { ...ADDRESS, firstname: 'Ostaja' } },
      { jar: buyer },
    )
    expect(rewritten.status).toBe(200)
    expect((await postJson(`/api/customer/addresses/${second}/default`, undefined, { jar: admin })).status).toBe(200)
    expect((await remove(`/api/customer/addresses/${first}`, admin)).status).toBe(200)
    expect((await postJson('/api/customer/addresses', { address: ADDRESS }, { jar: admin })).status).toBe(201)
  })
})
