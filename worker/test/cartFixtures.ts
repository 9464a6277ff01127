/// <reference types="@cloudflare/vitest-pool-workers/types" />
// Helpers of the cart and checkout tests: cart calls as the browser makes them, and the extra
// catalogue rows (a configurable glove, a vaccine) that seed/test.sql does not have.
import { env } from 'cloudflare:workers'
import type { Cart } from '../../contract/schemas/cart'
import type { Address } from '../../contract/schemas/cartRequests'
import { postJson, sameOriginJson, shopFetch, type CookieJar } from './helpers'

export interface CartBody {
  cart: Cart
}

export const addToCart = (jar: CookieJar | undefined, sku: string, quantity: number) =>
  postJson('/api/cart/', { sku, quantity }, { jar })

export const updateItem = (jar: CookieJar | undefined, cart_item_id: number, quantity: number) =>
  postJson('/api/cart/update', { cart_item_id, quantity }, { jar })

export const deleteItem = (jar: CookieJar | undefined, itemId: number | string) =>
  shopFetch(`/api/cart/${itemId}`, { jar, method: 'DELETE', headers: sameOriginJson })

export async function getCart(jar?: CookieJar): Promise<{ cart: Cart | null; customerCart: Cart | null }> {
  const res = await shopFetch('/api/cart', { jar })
  if (res.status !== 200) throw new Error(`GET /api/cart: ${res.status} ${await res.text()}`)
  return res.json()
}

/** The cart of a successful write. */
export async function cartOf(res: Response | Promise<Response>): Promise<Cart> {
  const answer = await res
  if (answer.status !== 200) throw new Error(`cart call failed: ${answer.status} ${await answer.text()}`)
  return ((await answer.json()) as CartBody).cart
}

export const ADDRESS: Address = {
  firstname: 'Testi',
  lastname: 'Käyttäjä',
  company: 'Eläinklinikka Testi Oy',
  street: ['Klinikkatie 5', 'B-rappu'],
  postcode: '00100',
  city: 'Helsinki',
  country_code: 'FI',
  telephone: '+358 40 123 4567',
}

export const countRows = async (sql: string, ...params: unknown[]): Promise<number> =>
  (
    await env.DB.prepare(`SELECT COUNT(*) AS n FROM (${sql})`)
      .bind(...params)
      .first<{ n: number }>()
  )?.n ?? 0

/**
 * A configurable glove (HOI-3000) with variants S (HOI-3000-S) and M (HOI-3000-M), and a
 * vaccine (LAA-3001) in Lääkkeet > Rokotteet, which needs the cold chain.
 */
export async function addCatalogueExtras(): Promise<void> {
  const product = (
    id: number,
    sku: string,
    name: string,
    type: string,
    parent: number | null,
    value: string | null,
    cents: number,
    vat: string,
  ) =>
    env.DB.prepare(
      `INSERT INTO products (id, sku, name, url_key, type, parent_id, variant_attribute, variant_value, pakkauskokoteksti,
         image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
       VALUES (?1, ?2, ?3, lower(?2), ?4, ?5, CASE WHEN ?6 IS NULL THEN NULL ELSE 'Koko' END, ?6, '100 kpl',
         '/media/kasine.png', ?3, ?7, ?7, ?8, 1, ?1)`,
    ).bind(id, sku, name, type, parent, value, cents, vat)
  await env.DB.batch([
    product(20, 'HOI-3000', 'Nitriilikäsine puuteriton', 'configurable', null, null, 890, 'other'),
    product(21, 'HOI-3000-S', 'Nitriilikäsine puuteriton, S', 'variant', 20, 'S', 890, 'other'),
    product(22, 'HOI-3000-M', 'Nitriilikäsine puuteriton, M', 'variant', 20, 'M', 890, 'other'),
    env.DB.prepare(
      `INSERT INTO categories (id, parent_id, name, url_key, url_path, position, level, include_in_menu, category_has_drugs)
       VALUES (13, 1, 'Rokotteet', 'rokotteet', 'laakkeet/rokotteet', 3, 2, 1, 1)`,
    ),
    product(30, 'LAA-3001', 'Rabiesrokote vet', 'simple', null, null, 1500, 'medicine'),
    env.DB.prepare(
      'INSERT INTO product_categories (product_id, category_id, position) VALUES (20, 21, 3), (30, 13, 1)',
    ),
  ])
}
