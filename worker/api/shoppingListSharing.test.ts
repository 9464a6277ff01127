import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { beforeEach, describe, expect, it } from 'vitest'
import { CreateShoppingListResponseSchema, ShoppingListsResponseSchema } from '../../contract/schemas/shoppinglist'
import { getCart } from '../test/cartFixtures'
import { CookieJar, login, PASSWORD, postJson, sameOriginJson, shopFetch, USERS } from '../test/helpers'
import { CUSTOMER, setScope } from '../test/orderFixtures'

/**
 * spec §11: a shopping list is its owner's, and shareable with the company. A colleague of the
 * same company reads a shared list and orders from it into their own cart, but cannot change
 * it; a user of another company never sees it.
 */

/** A second user of customer 1's company (password salasana123) with the given scope. */
async function colleague(id: number, scope: string[]): Promise<CookieJar> {
  const email = `kollega${id}@example.fi`
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
       created_at, company_id, role)
     SELECT ?1, ?2, password_hash, 'Kaisa', 'Kollega', company, business_id, 'C3' || ?1, ?3, created_at, company_id, 'custom'
     FROM customers WHERE id = ?4`,
  )
    .bind(id, email, JSON.stringify(scope), CUSTOMER.normal)
    .run()
  return (await login(email, PASSWORD)).jar
}

const lists = async (jar: CookieJar) => {
  const res = await shopFetch('/api/shoppinglist', { jar })
  expect(res.status).toBe(200)
  return v.parse(ShoppingListsResponseSchema, await res.json()).items
}
const share = (jar: CookieJar, id: number, shared: unknown) =>
  postJson(`/api/shoppinglist/${id}/share`, { shared }, { jar })

let owner: CookieJar
let listId: number

beforeEach(async () => {
  await setScope(CUSTOMER.normal, ['orders', 'shoppinglists', 'checkout'])
  await setScope(CUSTOMER.pharmacy, ['shoppinglists'])
  owner = (await login(USERS.normal)).jar
  const created = await postJson('/api/shoppinglist', { title: 'Leikkaussali' }, { jar: owner })
  listId = v.parse(CreateShoppingListResponseSchema, await created.json()).shoppinglist_id
  expect(
    (await postJson(`/api/shoppinglist/${listId}/items`, { sku: 'HOI-1001', quantity: 3 }, { jar: owner })).status,
  ).toBe(200)
})

describe('sharing a shopping list with the company', () => {
  it('keeps a list private until its owner shares it', async () => {
    const nurse = await colleague(301, ['shoppinglists'])
    expect(await lists(nurse)).toEqual([])
    expect((await shopFetch(`/api/shoppinglist/${listId}`, { jar: nurse })).status).toBe(404)

    const res = await share(owner, listId, true)
    expect(res.status).toBe(200)
    const [mine] = v.parse(ShoppingListsResponseSchema, await res.json()).items
    expect(mine).toMatchObject({ shoppinglist_id: listId, shared: true })
    expect(mine?.owner).toBeUndefined()

    const [theirs] = await lists(nurse)
    expect(theirs).toMatchObject({ shoppinglist_id: listId, title: 'Leikkaussali', owner: { name: 'Testi Käyttäjä' } })
    expect(theirs?.products.map((p) => [p.product.sku, p.quantity])).toEqual([['HOI-1001', 3]])
  })

  it('lets a colleague order from a shared list into their own cart, but not change it', async () => {
    const nurse = await colleague(302, ['shoppinglists'])
    await share(owner, listId, true)

    const toCart = await shopFetch(`/api/shoppinglist/${listId}/cart`, {
      jar: nurse,
      method: 'POST',
      headers: sameOriginJson,
    })
    expect(toCart.status).toBe(200)
    const nurseCart = (await getCart(nurse)).customerCart
    expect(nurseCart?.items.map((i) => [i.product.sku, i.quantity])).toEqual([['HOI-1001', 3]])
    const ownerCart = (await getCart(owner)).customerCart
    expect(ownerCart?.items ?? []).toEqual([])

    for (const write of [
      postJson(`/api/shoppinglist/${listId}`, { title: 'Oma nimi' }, { jar: nurse }),
      postJson(`/api/shoppinglist/${listId}/items`, { sku: 'HOI-1001', quantity: 1 }, { jar: nurse }),
      postJson(`/api/shoppinglist/${listId}/items/HOI-1001`, { quantity: 9 }, { jar: nurse }),
      shopFetch(`/api/shoppinglist/${listId}/items/HOI-1001`, {
        jar: nurse,
        method: 'DELETE',
        headers: sameOriginJson,
      }),
      shopFetch(`/api/shoppinglist/${listId}`, { jar: nurse, method: 'DELETE', headers: sameOriginJson }),
      share(nurse, listId, false),
    ]) {
      const res = await write
      expect(res.status).toBe(403)
      expect(((await res.json()) as { message: string }).message).toMatch(/Vain listan tekijä/)
    }
    const [after] = await lists(owner)
    expect(after).toMatchObject({ title: 'Leikkaussali', shared: true })
    expect(after?.products.map((p) => p.quantity)).toEqual([3])
  })

  it('never shows a shared list to another company, nor after sharing stops', async () => {
    await share(owner, listId, true)
    const otherCompany = (await login(USERS.pharmacy)).jar
    expect(await lists(otherCompany)).toEqual([])
    expect((await shopFetch(`/api/shoppinglist/${listId}`, { jar: otherCompany })).status).toBe(404)
    const res = await shopFetch(`/api/shoppinglist/${listId}/cart`, {
      jar: otherCompany,
      method: 'POST',
      headers: sameOriginJson,
    })
    expect(res.status).toBe(404)

    const nurse = await colleague(303, ['shoppinglists'])
    expect(await lists(nurse)).toHaveLength(1)
    expect((await share(owner, listId, false)).status).toBe(200)
    expect(await lists(nurse)).toEqual([])
  })

  it('hides a deactivated owner\u2019s shared lists', async () => {
    const nurse = await colleague(304, ['shoppinglists'])
    const nurseList = v.parse(
      CreateShoppingListResponseSchema,
      await (await postJson('/api/shoppinglist', { title: 'Varasto' }, { jar: nurse })).json(),
    ).shoppinglist_id
    await share(nurse, nurseList, true)
    expect((await lists(owner)).map((l) => l.title)).toEqual(['Leikkaussali', 'Varasto'])
    await env.DB.prepare('UPDATE customers SET active = 0 WHERE id = 304').run()
    expect((await lists(owner)).map((l) => l.title)).toEqual(['Leikkaussali'])
  })

  it('answers bad input with a clear error and changes nothing', async () => {
    for (const body of [{ shared: 'yes' }, {}, { shared: true, extra: 1 }]) {
      const res = await postJson(`/api/shoppinglist/${listId}/share`, body, { jar: owner })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBeTruthy()
    }
    expect((await share(owner, 999999, true)).status).toBe(404)
    const [list] = await lists(owner)
    expect(list?.shared).toBe(false)
  })
})
