import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { approvalReasons } from '../backend/approvals/rules'
import { helsinkiMonthStart } from '../backend/approvals/month'
import { loadCart } from '../backend/cart/view'
import { addToCart, cartOf } from '../test/cartFixtures'
import { getJson } from '../test/customerFixtures'
import { login, PASSWORD, postJson, sameOriginJson, shopFetch, USERS, type CookieJar } from '../test/helpers'
import { addCustomer, insertOrder } from '../test/orderFixtures'

// spec §12, docs/decisions/043: a company's purchase approval rules (amount over, medicines or
// cold chain, monthly budget per user) and their settings API. Each test builds its own company:
// an administrator (who founds it) and the users it needs, so one test's rules never reach another.

const NBSP = '\u00a0'
const ADMIN_SCOPE = ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions']
const BUYER_SCOPE = ['orders', 'shoppinglists', 'checkout']
const REQUESTER_SCOPE = ['orders', 'shoppinglists']
const RULES = '/api/customer/company/approvalRules'

let nextId = 700
let nextOrder = 9000

interface User {
  id: number
  jar: CookieJar
}

async function user(companyId: number | null, scope: string[]): Promise<User> {
  const id = nextId++
  const email = `hyvaksynta${id}@example.fi`
  await addCustomer(id, email, scope)
  if (companyId !== null) {
    await env.DB.prepare('UPDATE customers SET company_id = ? WHERE id = ?').bind(companyId, id).run()
  }
  const { jar } = await login(email, PASSWORD)
  return { id, jar }
}

/** A new company: its administrator (id = company id) and a buyer who may order. */
async function company() {
  const admin = await user(null, ADMIN_SCOPE)
  const buyer = await user(admin.id, BUYER_SCOPE)
  return { admin, buyer, id: admin.id }
}

const putRules = (jar: CookieJar | undefined, body: unknown) =>
  shopFetch(RULES, { jar, method: 'PUT', headers: sameOriginJson, body: JSON.stringify(body) })

async function setRules(jar: CookieJar, rules: Record<string, unknown>) {
  const res = await putRules(jar, { amount_limit: null, restricted_products: false, monthly_budget: null, ...rules })
  expect(res.status, await res.clone().text()).toBe(200)
}

/** The rules' verdict on a user's open cart after adding these lines. */
async function reasonsFor(u: User, lines: [sku: string, quantity: number][]) {
  let cartId = ''
  for (const [sku, quantity] of lines) cartId = (await cartOf(addToCart(u.jar, sku, quantity))).id as string
  const state = await loadCart(env.DB, cartId, u.id)
  if (!state) throw new Error('no cart')
  return approvalReasons(env.DB, u.id, state)
}

const codes = (reasons: { code: string }[]) => reasons.map((r) => r.code)

/** An order the user placed earlier, worth `cents` (alv 0 %). */
const pastOrder = (customerId: number, cents: number, createdAt: number, status = 'delivered') =>
  insertOrder({
    id: nextOrder,
    customerId,
    orderNumber: `W${nextOrder++}`,
    createdAt,
    status,
    lines: [
      { productId: 4, sku: 'HOI-1001', name: 'Sideharso 10 cm x 4 m', quantity: 1, unitCents: cents, vatRate: 25.5 },
    ],
  })

describe('approval rules catch an order at their boundaries', () => {
  it('with no rules saved, a buyer orders directly and a requester still sends for approval', async () => {
    const { id, buyer } = await company()
    expect(await reasonsFor(buyer, [['LAA-1001', 40]])).toEqual([])
    const requester = await user(id, REQUESTER_SCOPE)
    expect(codes(await reasonsFor(requester, [['HOI-1001', 1]]))).toEqual(['requester'])
  })

  it('amount: an order worth exactly the limit passes, one cent-worth more is caught (alv 0 %)', async () => {
    const { admin, buyer } = await company()
    await setRules(admin.jar, { amount_limit: 99 }) // HOI-1001 costs 9,90 € alv 0 %
    expect(await reasonsFor(buyer, [['HOI-1001', 10]])).toEqual([])
    expect(await reasonsFor(buyer, [['HOI-1001', 1]])).toEqual([
      {
        code: 'amount',
        message: `Tilauksen arvo 108,90${NBSP}€ (alv 0 %) ylittää hyväksyntärajan 99,00${NBSP}€.`,
      },
    ])
  })

  it('medicines: a medicine line is caught, a cart without one passes, and off means off', async () => {
    const { admin, buyer, id } = await company()
    await setRules(admin.jar, { restricted_products: true })
    expect(await reasonsFor(buyer, [['HOI-1001', 3]])).toEqual([])
    expect(await reasonsFor(buyer, [['LAA-1001', 1]])).toEqual([
      { code: 'restricted_products', message: 'Tilauksessa on lääkkeitä tai kylmäketjutuotteita.' },
    ])
    await setRules(admin.jar, { restricted_products: false })
    const other = await user(id, BUYER_SCOPE)
    expect(await reasonsFor(other, [['LAA-1001', 1]])).toEqual([])
  })

  it('cold chain: a cold-chain product that is no medicine is caught', async () => {
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO categories (id, parent_id, name, url_key, url_path, position, level, include_in_menu, category_has_drugs)
         VALUES (40, NULL, 'Rokotteet', 'rokotteet', 'rokotteet', 4, 1, 1, 0)`,
      ),
      env.DB.prepare(
        `INSERT INTO products (id, sku, name, url_key, pakkauskokoteksti, image_url, image_label, regular_price_cents,
           final_price_cents, vat_class, in_stock, position)
         VALUES (95, 'KYL-1001', 'Kylmägeelipakkaus rokotekuljetukseen', 'kylmageelipakkaus', '10 kpl', '/media/geeli.png',
           'Geelipakkaus', 1200, 1200, 'other', 1, 1)`,
      ),
      env.DB.prepare('INSERT INTO product_categories (product_id, category_id, position) VALUES (95, 40, 1)'),
    ])
    const { admin, buyer } = await company()
    await setRules(admin.jar, { restricted_products: true })
    expect(codes(await reasonsFor(buyer, [['KYL-1001', 1]]))).toEqual(['restricted_products'])
  })

  it('monthly budget: this month’s orders count up to the budget exactly; last month’s and cancelled ones do not', async () => {
    const { admin, buyer, id } = await company()
    await setRules(admin.jar, { monthly_budget: 99.8 })
    const monthStart = helsinkiMonthStart()
    await pastOrder(buyer.id, 8_000, monthStart) // this month, from its first second
    await pastOrder(buyer.id, 50_000, monthStart - 1) // last month's last second
    await pastOrder(buyer.id, 50_000, monthStart + 60, 'cancelled')
    // 80,00 € ordered + 2 × 9,90 € = 99,80 €: at the budget, not over it.
    expect(await reasonsFor(buyer, [['HOI-1001', 2]])).toEqual([])
    expect(await reasonsFor(buyer, [['HOI-1001', 1]])).toEqual([
      {
        code: 'monthly_budget',
        message: `Kuukausibudjettisi 99,80${NBSP}€ ylittyisi: tässä kuussa tilattu tai hyväksyttävänä 80,00${NBSP}€.`,
      },
    ])
    // The budget is per user: a colleague's orders do not use it up.
    const colleague = await user(id, BUYER_SCOPE)
    expect(await reasonsFor(colleague, [['HOI-1001', 10]])).toEqual([])
  })

  it('monthly budget: a requester’s pending and approved requests count for them, never for the approver', async () => {
    const { admin, buyer, id } = await company()
    await setRules(admin.jar, { monthly_budget: 100 })
    // 5 × 9,90 € sent for approval (the buyer may send any cart) is still the buyer's spending.
    await cartOf(addToCart(buyer.jar, 'HOI-1001', 5))
    const sent = await postJson(
      '/api/purchaserequests',
      { note: '' },
      { jar: buyer.jar, headers: { 'Idempotency-Key': `budget-${id}` } },
    )
    expect(sent.status, await sent.clone().text()).toBe(201)
    expect(await reasonsFor(buyer, [['HOI-1001', 5]])).toEqual([])
    expect(await reasonsFor(buyer, [['HOI-1001', 1]])).toEqual([
      {
        code: 'monthly_budget',
        message: `Kuukausibudjettisi 100,00${NBSP}€ ylittyisi: tässä kuussa tilattu tai hyväksyttävänä 49,50${NBSP}€.`,
      },
    ])

    // An order an approver placed for a colleague's request is the requester's spending.
    const colleague = await user(id, BUYER_SCOPE)
    const approver = await user(id, BUYER_SCOPE)
    const orderNumber = `W${nextOrder}`
    await pastOrder(approver.id, 9_000, helsinkiMonthStart() + 60)
    await env.DB.prepare(
      `INSERT INTO purchase_requests (company_id, requester_id, cart_id, status, idempotency_key, created_at, updated_at,
         decided_by, decided_at, order_number)
       VALUES (?1, ?2, 'budjettikori', 'approved', 'budjetti', ?3, ?3, ?4, ?3, ?5)`,
    )
      .bind(id, colleague.id, helsinkiMonthStart() + 30, approver.id, orderNumber)
      .run()
    expect(codes(await reasonsFor(colleague, [['HOI-1001', 2]]))).toEqual(['monthly_budget'])
    expect(await reasonsFor(approver, [['HOI-1001', 2]])).toEqual([])
  })

  it('administrators are exempt from the company’s rules; a requester gets every reason that applies', async () => {
    const { admin, id } = await company()
    await setRules(admin.jar, { amount_limit: 1, restricted_products: true, monthly_budget: 1 })
    expect(await reasonsFor(admin, [['LAA-1001', 5]])).toEqual([])
    const requester = await user(id, REQUESTER_SCOPE)
    expect(codes(await reasonsFor(requester, [['LAA-1001', 1]]))).toEqual([
      'requester',
      'amount',
      'restricted_products',
      'monthly_budget',
    ])
  })
})

describe('the approval rules settings', () => {
  it('any user of the company reads the rules; only a user with `permissions` may change them', async () => {
    const { admin, buyer } = await company()
    const before = await getJson(RULES, { jar: buyer.jar })
    expect(await before.json()).toEqual({
      rules: { amount_limit: null, restricted_products: false, monthly_budget: null },
      can_edit: false,
      updated_at: null,
      updated_by: null,
    })

    const saved = await putRules(admin.jar, { amount_limit: 612.4, restricted_products: true, monthly_budget: 1000 })
    expect(saved.status).toBe(200)
    expect(await saved.json()).toMatchObject({
      rules: { amount_limit: 612.4, restricted_products: true, monthly_budget: 1000 },
      can_edit: true,
      updated_by: 'Osa Oikeus',
    })

    const refused = await putRules(buyer.jar, { amount_limit: null, restricted_products: false, monthly_budget: null })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /ei ole oikeutta muuttaa hyväksyntäsääntöjä/,
    )
    const after = await (await getJson(RULES, { jar: buyer.jar })).json()
    expect(after).toMatchObject({ rules: { amount_limit: 612.4, restricted_products: true, monthly_budget: 1000 } })
  })

  it('refuses a bad amount with a 400 and a Finnish field message, and changes nothing', async () => {
    const { admin } = await company()
    await setRules(admin.jar, { amount_limit: 500 })
    const bad: [Record<string, unknown>, string, RegExp][] = [
      [{ amount_limit: 0 }, 'amount_limit', /suurempi kuin 0/],
      [{ amount_limit: -5 }, 'amount_limit', /suurempi kuin 0/],
      [{ amount_limit: 1_000_000.01 }, 'amount_limit', /enintään 1 000 000 €/],
      [{ amount_limit: 12.345 }, 'amount_limit', /sentin tarkkuudella/],
      [{ amount_limit: '500' }, 'amount_limit', /numero/],
      [{ monthly_budget: 0 }, 'monthly_budget', /suurempi kuin 0/],
      [{ restricted_products: 'kyllä' }, 'restricted_products', /./],
    ]
    for (const [change, field, message] of bad) {
      const body = { amount_limit: 500, restricted_products: false, monthly_budget: null, ...change }
      const res = await putRules(admin.jar, body)
      expect(res.status, JSON.stringify(change)).toBe(400)
      const error = (await res.json()) as { fields: Record<string, string> }
      expect(error.fields[field], JSON.stringify(change)).toMatch(message)
    }
    const malformed = [
      'not json',
      JSON.stringify({ amount_limit: 1, restricted_products: false }), // monthly_budget missing
      JSON.stringify({ amount_limit: 1, restricted_products: false, monthly_budget: null, approver: 3 }),
    ]
    for (const body of malformed) {
      const res = await shopFetch(RULES, { jar: admin.jar, method: 'PUT', headers: sameOriginJson, body })
      expect(res.status, body).toBe(400)
    }
    expect(await (await getJson(RULES, { jar: admin.jar })).json()).toMatchObject({
      rules: { amount_limit: 500, restricted_products: false, monthly_budget: null },
    })
    // The largest amount the rules take is allowed.
    await setRules(admin.jar, { amount_limit: 1_000_000, monthly_budget: 0.01 })
    const rules = await (await getJson(RULES, { jar: admin.jar })).json()
    expect(rules).toMatchObject({ rules: { amount_limit: 1_000_000, monthly_budget: 0.01 } })
  })

  it('one company’s rules never reach another company', async () => {
    const first = await company()
    const second = await company()
    await setRules(first.admin.jar, { amount_limit: 1, restricted_products: true, monthly_budget: 1 })
    const seen = await (await getJson(RULES, { jar: second.buyer.jar })).json()
    expect(seen).toMatchObject({ rules: { amount_limit: null, restricted_products: false, monthly_budget: null } })
    expect(await reasonsFor(second.buyer, [['LAA-1001', 5]])).toEqual([])
    // The seed's own customer keeps its (default) rules too.
    const { jar } = await login(USERS.normal)
    expect(await (await getJson(RULES, { jar })).json()).toMatchObject({ can_edit: false, updated_at: null })
  })

  it('needs a session', async () => {
    expect((await getJson(RULES)).status).toBe(401)
    expect((await putRules(undefined, {})).status).toBe(401)
  })
})
