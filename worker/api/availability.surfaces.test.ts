import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  availabilityLabel,
  availabilityState,
  type AvailabilityState,
  type StockFields,
} from '../../contract/availability'
import type { Availability } from '../../contract/schemas/availability'
import type { Cart } from '../../contract/schemas/cart'
import type { ProductDetail, ProductSearchResponse } from '../../contract/schemas/catalog'
import type { FacetedCategoryResponse, FacetedSearchResponse } from '../../contract/schemas/listingFacets'
import type { PurchaseRequest } from '../../contract/schemas/purchaseRequests'
import type { QuickOrderCheckResponse } from '../../contract/schemas/quickOrder'
import type { ReorderResponse } from '../../contract/schemas/reorder'
import type { ShoppingList } from '../../contract/schemas/shoppinglist'
import { addToCart, cartOf, getCart } from '../test/cartFixtures'
import { addColleague, getJson } from '../test/customerFixtures'
import { login, postJson, USERS, type CookieJar } from '../test/helpers'
import { CUSTOMER, insertOrder, setScope } from '../test/orderFixtures'

/**
 * Every availability state on every surface's API (docs/decisions/073-availability.md): the same
 * facts of a product reach the buyer alike on the product page, a category, search, the search
 * panel, quick order, a shopping list, the cart, a purchase request and reorder, and
 * contract/availability.ts judges them into the same state and words everywhere.
 *
 * One product plays every state: LAA-2001 (Meloksikaami oraalisuspensio), a medicine, because only
 * a product with a Vnr can have a shortage notice. Each test starts from a fresh D1 and an empty
 * isolate memo (worker/test/setup.ts), so a cached catalogue answer of one state never meets the
 * next state's test.
 */

const SKU = 'LAA-2001'
const SLUG = 'meloksikaami-oraalisuspensio'
const CATEGORY = 'laakkeet/kipulaakkeet'

const NOTICE = {
  source: 'fimea',
  starts_on: '2026-10-01',
  ends_on: '2027-01-31',
  text: 'Valmistajan toimitusvaikeus.',
} as const

interface StateCase {
  state: AvailabilityState
  /** The product's row as the ERP feed (and Fimea's import, for the notice) would leave it. */
  row: { available: number | null; restock_date: string | null; discontinued: 0 | 1; notice: boolean }
  /** What every surface must answer, literally. */
  facts: Availability
  /** The ships-now flag the trigger keeps (migrations/0023_availability.sql). */
  inStock: boolean
  /** The words, exactly as the buyer reads them. */
  label: string
}

const STATES: StateCase[] = [
  {
    state: 'in-stock',
    row: { available: 500, restock_date: null, discontinued: 0, notice: false },
    facts: { available: 500, restock_date: null, discontinued: false, shortage: null },
    inStock: true,
    label: 'Varastossa',
  },
  {
    state: 'low',
    row: { available: 3, restock_date: null, discontinued: 0, notice: false },
    facts: { available: 3, restock_date: null, discontinued: false, shortage: null },
    inStock: true,
    label: 'Vähissä (3 kpl)',
  },
  {
    state: 'backorder',
    row: { available: 0, restock_date: '2026-12-15', discontinued: 0, notice: false },
    facts: { available: 0, restock_date: '2026-12-15', discontinued: false, shortage: null },
    inStock: false,
    label: 'Jälkitoimitus, arvio 15.12.',
  },
  {
    state: 'shortage',
    row: { available: 0, restock_date: null, discontinued: 0, notice: true },
    facts: { available: 0, restock_date: null, discontinued: false, shortage: { ...NOTICE } },
    inStock: false,
    label: 'Saatavuushäiriö – arvioitu päättyminen 31.1.',
  },
  {
    state: 'discontinued',
    row: { available: 0, restock_date: null, discontinued: 1, notice: false },
    facts: { available: 0, restock_date: null, discontinued: true, shortage: null },
    inStock: false,
    label: 'Poistunut',
  },
]

/** Writes the state's facts on the product row (the trigger moves in_stock) and, for a shortage, Fimea's notice by Vnr. */
async function setState({ row }: StateCase): Promise<void> {
  await env.DB.prepare('UPDATE products SET available = ?2, restock_date = ?3, discontinued = ?4 WHERE sku = ?1')
    .bind(SKU, row.available, row.restock_date, row.discontinued)
    .run()
  if (row.notice) {
    await env.DB.prepare(
      `INSERT INTO shortage_notices (vnr, source, starts_on, ends_on, text, modified_on)
       SELECT vnr, ?2, ?3, ?4, ?5, ?3 FROM products WHERE sku = ?1`,
    )
      .bind(SKU, NOTICE.source, NOTICE.starts_on, NOTICE.ends_on, NOTICE.text)
      .run()
  }
}

/**
 * A product that can be ordered is put on a surface in its state, as a buyer would (every add
 * path takes what cannot ship now, to wait for it). A discontinued product is refused by the add
 * paths, so there it is put on the surface first and discontinued afterwards: the surface then
 * shows what it holds today.
 */
async function inState(c: StateCase, put: () => Promise<void>): Promise<void> {
  if (c.state === 'discontinued') {
    await put()
    await setState(c)
  } else {
    await setState(c)
    await put()
  }
}

async function json<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const answer = await res
  const text = await answer.text()
  expect(answer.status, text).toBe(status)
  return JSON.parse(text) as T
}

const bySku = <T extends { sku: string }>(items: T[]): T => {
  const found = items.find((item) => item.sku === SKU)
  expect(found, `${SKU} in ${JSON.stringify(items.map((i) => i.sku))}`).toBeDefined()
  return found!
}

/** A product as a surface shows it, or 'refused' where the surface names the product's refusal instead. */
type Shown = (StockFields & { sku: string }) | 'refused'

interface Surface {
  name: string
  show: (c: StateCase, jar: CookieJar) => Promise<Shown>
}

let keyNo = 0
const newKey = (what: string) => `${what}-key-${++keyNo}-abcdef`

/** A nurse of customer 1's company: may ask for a purchase, not order (no `checkout`). */
const NURSE = { id: 301, email: 'hoitaja@example.fi' }

const SURFACES: Surface[] = [
  {
    name: 'product page',
    show: async (c, jar) => {
      await setState(c)
      const { product } = await json<{ product: ProductDetail }>(
        getJson(`/api/catalog/productdetails/${SLUG}`, { jar }),
      )
      return product
    },
  },
  {
    name: 'category listing',
    show: async (c, jar) => {
      await setState(c)
      // As the category page asks (app/features/catalog/listingQueries.ts categoryQuery).
      const qs = new URLSearchParams({ path: CATEGORY, page: '1', pageSize: '24', sort: 'position', facets: '1' })
      const page = await json<FacetedCategoryResponse>(getJson(`/api/catalog/category?${qs}`, { jar }))
      return bySku(page.items)
    },
  },
  {
    name: 'search results',
    show: async (c, jar) => {
      await setState(c)
      // As the search results page asks (searchResultsQuery): a whole word, a page of 24, facets.
      const page = await json<FacetedSearchResponse>(
        getJson('/api/catalog/productsearch?q=meloksikaami&pageSize=24&facets=1', { jar }),
      )
      return bySku(page.items)
    },
  },
  {
    name: 'search panel',
    show: async (c, jar) => {
      await setState(c)
      // As the panel asks while the buyer types (app/features/search/useSearch.ts): the same search
      // endpoint, no facets, 8 hits; a 4-letter prefix is the edge-cached answer (CACHED_SEARCH_MAX_CHARS).
      const page = await json<ProductSearchResponse>(getJson('/api/catalog/productsearch?q=melo&pageSize=8', { jar }))
      return bySku(page.items)
    },
  },
  {
    name: 'quick order check',
    show: async (c, jar) => {
      await setState(c)
      const { lines } = await json<QuickOrderCheckResponse>(
        postJson('/api/cart/bulk/check', { lines: [{ code: SKU, quantity: 1 }] }, { jar }),
      )
      const [line] = lines
      // Only a discontinued product is refused; its line still describes the product.
      if (c.state === 'discontinued') {
        expect(line).toMatchObject({ ok: false, problem: 'discontinued' })
      } else {
        expect(line).toMatchObject({ ok: true })
        expect(line?.problem).toBeUndefined()
      }
      expect(line?.product).toBeDefined()
      return line!.product!
    },
  },
  {
    name: 'shopping list',
    show: async (c, jar) => {
      const { shoppinglist_id: id } = await json<{ shoppinglist_id: number }>(
        postJson('/api/shoppinglist', { title: 'Kipulääkkeet' }, { jar }),
      )
      await inState(c, async () => {
        await json(postJson(`/api/shoppinglist/${id}/items`, { sku: SKU, quantity: 1 }, { jar }))
      })
      const { shoppinglist } = await json<{ shoppinglist: ShoppingList }>(getJson(`/api/shoppinglist/${id}`, { jar }))
      return bySku(shoppinglist.products.map((p) => p.product))
    },
  },
  {
    name: 'cart',
    show: async (c, jar) => {
      await inState(c, async () => {
        await cartOf(addToCart(jar, SKU, 1))
      })
      const { cart } = await getCart(jar)
      return bySku((cart as Cart).items.map((item) => item.product))
    },
  },
  {
    name: 'purchase request',
    show: async (c, jar) => {
      // The nurse asks; the approver (customer 1, the jar's user) reads the request's lines.
      const nurse = (await login(NURSE.email)).jar
      let id = 0
      await inState(c, async () => {
        await cartOf(addToCart(nurse, SKU, 1))
        const sent = await json<{ request: PurchaseRequest }>(
          postJson('/api/purchaserequests', { note: '' }, { jar: nurse, headers: { 'Idempotency-Key': newKey('pr') } }),
          201,
        )
        id = sent.request.id
      })
      const { request } = await json<{ request: PurchaseRequest }>(getJson(`/api/purchaserequests/${id}`, { jar }))
      return bySku(request.lines)
    },
  },
  {
    name: 'reorder',
    show: async (c, jar) => {
      await insertOrder({
        id: 1500,
        customerId: CUSTOMER.normal,
        orderNumber: 'W1500',
        createdAt: 1_767_225_600,
        lines: [
          {
            productId: 3,
            sku: SKU,
            name: 'Meloksikaami 1,5 mg/ml oraalisuspensio',
            quantity: 1,
            unitCents: 3200,
            vatRate: 10,
          },
        ],
      })
      await setState(c)
      const answer = await json<ReorderResponse>(
        postJson('/api/customer/orders/W1500/reorder', {}, { jar, headers: { 'Idempotency-Key': newKey('reorder') } }),
      )
      // A reorder's own lines carry no availability object (contract/schemas/reorder.ts ReorderLineSchema,
      // only the words of a change since the order): what it added shows its availability in the cart
      // it answers, and a discontinued line is refused by name.
      if (c.state === 'discontinued') {
        expect(answer.lines).toMatchObject([
          { sku: SKU, added: false, problem: 'discontinued', message: 'Tuote on poistunut valikoimasta.' },
        ])
        expect(answer.cart.items).toEqual([])
        return 'refused'
      }
      expect(answer.lines).toMatchObject([{ sku: SKU, added: true, quantity_added: 1 }])
      return bySku(answer.cart.items.map((item) => item.product))
    },
  },
]

beforeEach(async () => {
  // Lists need the shoppinglists scope, which the seed's customer 1 lacks.
  await setScope(CUSTOMER.normal, ['orders', 'invoices', 'checkout', 'shoppinglists'])
  await addColleague(NURSE, 'Hilla', ['orders', 'shoppinglists'])
})

// The grid: each surface is read once per state, in a test of its own (fresh D1, no cached answer).
describe.each(SURFACES.map((surface) => [surface.name, surface] as const))('%s', (_, surface) => {
  it.each(STATES.map((c) => [c.state, c.label, c] as const))('shows %s as “%s”', async (_state, _label, c) => {
    const { jar } = await login()
    const shown = await surface.show(c, jar)
    if (shown === 'refused') {
      // Only reorder refuses, and only a discontinued product (asserted in the surface itself).
      expect([surface.name, c.state]).toEqual(['reorder', 'discontinued'])
      return
    }
    expect(shown.availability).toEqual(c.facts)
    expect(shown.in_stock).toBe(c.inStock)
    expect(availabilityState(shown)).toBe(c.state)
    expect(availabilityLabel(shown)).toBe(c.label)
  })
})

describe('a restricted customer', () => {
  it('never sees a medicine, so never its availability: search and the search panel do not find it', async () => {
    const shortage = STATES.find((c) => c.state === 'shortage')!
    await setState(shortage)
    const { jar } = await login(USERS.restricted)
    for (const path of [
      '/api/catalog/productsearch?q=meloksikaami&pageSize=24&facets=1',
      '/api/catalog/productsearch?q=melo&pageSize=8',
    ]) {
      const page = await json<ProductSearchResponse>(getJson(path, { jar }))
      expect(page.items, path).toEqual([])
      expect(page.total_count, path).toBe(0)
    }
    // The same searches find it for a customer who may buy medicines (not a search that finds nothing).
    const { jar: normal } = await login()
    const page = await json<ProductSearchResponse>(
      getJson('/api/catalog/productsearch?q=melo&pageSize=8', { jar: normal }),
    )
    expect(bySku(page.items).availability).toEqual(shortage.facts)
  })
})

describe('a shopping list', () => {
  it('refuses a discontinued product as the cart does (every add path, docs/decisions/073-availability.md)', async () => {
    const { jar } = await login()
    const { shoppinglist_id: id } = await json<{ shoppinglist_id: number }>(
      postJson('/api/shoppinglist', { title: 'Neulat' }, { jar }),
    )
    await env.DB.prepare("UPDATE products SET discontinued = 1 WHERE sku = 'HOI-2002'").run()
    const res = await postJson(`/api/shoppinglist/${id}/items`, { sku: 'HOI-2002', quantity: 1 }, { jar })
    expect(res.status).toBe(409)
    expect(await res.json()).toMatchObject({ fields: { sku: 'Tuote on poistunut valikoimasta.' } })
    const { shoppinglist } = await json<{ shoppinglist: ShoppingList }>(getJson(`/api/shoppinglist/${id}`, { jar }))
    expect(shoppinglist.products).toEqual([])
  })
})
