import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { READY_ROLE_INFO } from '../../contract/companyRoles'
import { readOutbox } from '../mail/outbox'
import { ADDRESS, addToCart, cartOf, countRows } from '../test/cartFixtures'
import { registration } from '../test/customerFixtures'
import { CookieJar, login, postJson, shopFetch, USERS } from '../test/helpers'

// Invitations and the company's approval (docs/decisions/045-invitations-and-company-approval.md):
// no invitations before the operator has approved the company, invitations throttled per
// inviter and per company, an e-mail that has an account answered like any other (its owner
// gets a notice), an approved company's business ID not registered twice, and approval held by
// the company, so every user of it may order once it is approved.

const ADMIN_SCOPE = [...READY_ROLE_INFO.admin.scope]
const FOUNDER = 'kaisa.karhu@example.fi'
const FOUNDER_PASSWORD = 'hyvä-salasana-1'
const INVITER_LIMIT = 10 // per inviter and hour
const COMPANY_LIMIT = 30 // per company and day

const get = (path: string, jar: CookieJar) => shopFetch(path, { jar, headers: { Accept: 'application/json' } })
const invite = (jar: CookieJar, email: string, role = 'buyer') =>
  postJson('/api/customer/company/users', { email, firstname: 'Uusi', lastname: 'Käyttäjä', role }, { jar })
const userAnswer = async (jar: CookieJar) =>
  (await (await get('/api/auth/user', jar)).json<{ user: Record<string, unknown> }>()).user

/** What `npm run customer:approve -- EMAIL` runs: the company of the user with the e-mail is approved. */
const approveCompanyOf = (email: string) =>
  env.DB.prepare(
    'UPDATE companies SET approval_pending = 0 WHERE id = (SELECT company_id FROM customers WHERE email = ? COLLATE NOCASE)',
  )
    .bind(email)
    .run()

/** A self-registered clinic, waiting for approval; its founder logged in. */
async function registeredClinic(overrides: Record<string, unknown> = {}): Promise<CookieJar> {
  const res = await postJson('/api/customer/customer/register', registration(overrides))
  expect(res.status, await res.clone().text()).toBe(202)
  return (await login(String(overrides.email ?? FOUNDER), FOUNDER_PASSWORD)).jar
}

/** Another user of the company of `of` (the seed's password), as an invitation made them before. */
async function colleague(of: string, id: number, scope: string[], role = 'custom'): Promise<string> {
  const email = `kollega${id}@example.fi`
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
                            created_at, company_id, role)
     SELECT ?1, ?2, (SELECT password_hash FROM customers WHERE id = 1), 'Kaija', 'Kollega', company, business_id,
            'C4' || ?1, ?3, 0, company_id, ?4
     FROM customers WHERE email = ?5`,
  )
    .bind(id, email, JSON.stringify(scope), role, of)
    .run()
  return email
}

/** Customer 1 of seed/test.sql (an approved company) as its administrator. */
async function approvedAdmin(): Promise<CookieJar> {
  await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 1")
    .bind(JSON.stringify(ADMIN_SCOPE))
    .run()
  return (await login(USERS.normal)).jar
}

async function readyCart(jar: CookieJar): Promise<string> {
  const step = (path: string, body: unknown) => postJson(`/api/checkout/${path}`, body, { jar })
  await cartOf(addToCart(jar, 'HOI-1001', 2))
  await cartOf(step('shippingAddress', { address: ADDRESS }))
  await cartOf(step('shippingMethods', { carrier_code: 'posti' }))
  await cartOf(step('paymentMethod', { code: 'invoice' }))
  return (await cartOf(step('billingAddress', { same_as_shipping: true }))).id as string
}

const placeOrder = (jar: CookieJar, cartId: string) =>
  postJson('/api/checkout/placeOrder', { cart_id: cartId, hasAcceptedTermsAndConditions: true }, { jar })

describe('a company awaiting approval', () => {
  it('cannot invite (Finnish 403, nobody created, nothing mailed) until the operator approves it', async () => {
    const founder = await registeredClinic()
    const view = await (await get('/api/customer/company', founder)).json<{ company: Record<string, unknown> }>()
    expect(view.company).toMatchObject({ awaitingApproval: true })

    const refused = await invite(founder, 'kutsuttu@example.fi')
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({
      message: expect.stringMatching(/^Voit kutsua käyttäjiä vasta, kun asiakaspalvelu on hyväksynyt yrityksesi/),
    })
    expect(await countRows('SELECT * FROM customers WHERE email = ?', 'kutsuttu@example.fi')).toBe(0)
    expect(await readOutbox(env.DB, 'kutsuttu@example.fi')).toHaveLength(0)

    await approveCompanyOf(FOUNDER)
    const approved = await (await get('/api/customer/company', founder)).json<{ company: Record<string, unknown> }>()
    expect(approved.company).not.toHaveProperty('awaitingApproval')
    expect((await invite(founder, 'kutsuttu@example.fi')).status).toBe(201)
    expect(await countRows('SELECT * FROM customers WHERE email = ?', 'kutsuttu@example.fi')).toBe(1)
  })

  it('is approved as a whole: a user added while it waited may order once it is approved', async () => {
    await registeredClinic()
    const nurse = await colleague(FOUNDER, 900, ['orders', 'shoppinglists', 'checkout'], 'buyer')
    const { jar } = await login(nurse)
    expect(await userAnswer(jar)).toMatchObject({ awaitingApproval: true })
    const cartId = await readyCart(jar)
    expect((await placeOrder(jar, cartId)).status).toBe(403)

    // Approving by any user's e-mail approves the company.
    await approveCompanyOf(nurse.toUpperCase())
    expect(await userAnswer(jar)).not.toHaveProperty('awaitingApproval')
    expect(await userAnswer((await login(FOUNDER, FOUNDER_PASSWORD)).jar)).not.toHaveProperty('awaitingApproval')
    const placed = await placeOrder(jar, cartId)
    expect(placed.status, await placed.clone().text()).toBe(200)
  })
})

describe('invitations are throttled', () => {
  it('per inviter (an hour) and per company (a day), answering 429 with Retry-After', async () => {
    const first = await approvedAdmin()
    // Three more administrators of the company, added before any invitee takes the next ids.
    const others = await Promise.all([901, 902, 903].map((id) => colleague(USERS.normal, id, ADMIN_SCOPE, 'admin')))
    for (let i = 0; i < INVITER_LIMIT; i++) expect((await invite(first, `a${i}@example.fi`)).status).toBe(201)
    const perInviter = await invite(first, 'a-over@example.fi')
    expect(perInviter.status).toBe(429)
    const retryInviter = Number(perInviter.headers.get('Retry-After'))
    expect(retryInviter).toBeGreaterThan(0)
    expect(retryInviter).toBeLessThanOrEqual(3600)
    expect(await perInviter.json()).toMatchObject({ message: expect.stringMatching(/^Liian monta kutsua/) })
    expect(await countRows('SELECT * FROM customers WHERE email = ?', 'a-over@example.fi')).toBe(0)

    // The other administrators of the company share its daily window.
    let sent = INVITER_LIMIT
    for (const email of others.slice(0, 2)) {
      const { jar } = await login(email)
      for (let i = 0; i < INVITER_LIMIT && sent < COMPANY_LIMIT; i++, sent++) {
        expect((await invite(jar, `b${sent}@example.fi`)).status).toBe(201)
      }
    }
    expect(sent).toBe(COMPANY_LIMIT)
    const { jar: fourth } = await login(others[2]!)
    const perCompany = await invite(fourth, 'c-over@example.fi')
    expect(perCompany.status).toBe(429)
    expect(Number(perCompany.headers.get('Retry-After'))).toBeGreaterThan(3600)
    expect(await countRows('SELECT * FROM customers WHERE email = ?', 'c-over@example.fi')).toBe(0)
  })
})

describe('an e-mail that already has an account', () => {
  it('is answered like any other invitation; its owner is told, and stays in their own company', async () => {
    const admin = await approvedAdmin()
    const fresh = await invite(admin, 'aivan.uusi@example.fi')
    const freshBody = await fresh.json<{ message: string }>()

    const before = await env.DB.prepare('SELECT company_id, scope, role, password_hash FROM customers WHERE email = ?')
      .bind(USERS.restricted)
      .first()
    for (const email of [USERS.restricted, 'RAJATTU@example.fi']) {
      const res = await invite(admin, email)
      expect(res.status).toBe(fresh.status)
      const body = await res.json<{ message: string; users: { email: string }[] }>()
      expect(body.message).toBe(freshBody.message.replace('aivan.uusi@example.fi', email))
    }
    const after = await env.DB.prepare('SELECT company_id, scope, role, password_hash FROM customers WHERE email = ?')
      .bind(USERS.restricted)
      .first()
    expect(after).toEqual(before)
    expect(await countRows("SELECT * FROM account_tokens WHERE customer_id = 2 AND kind = 'login'")).toBe(0)

    const [notice] = await readOutbox(env.DB, USERS.restricted)
    expect(notice?.subject).toMatch(/kutsu/i)
    expect(notice?.body_text).toContain('Eläinklinikka Testi Oy')
    expect(notice?.body_text).toContain('on jo asiakastili')
    expect(notice?.body_text).not.toMatch(/token=/)
    // The owner can still log in to their own account, in their own company.
    const { jar } = await login(USERS.restricted)
    expect(await userAnswer(jar)).toMatchObject({ email: USERS.restricted, company: 'Trimmaamo Rajattu Tmi' })
  })
})

describe("an approved company's business ID", () => {
  it('cannot be registered again: a Finnish 409 that says to contact the shop, nothing created or mailed', async () => {
    for (const business_id of ['1234567-1', '12345671']) {
      for (const email of ['uusi.yritys@example.fi', USERS.restricted]) {
        const res = await postJson('/api/customer/customer/register', registration({ business_id, email }))
        expect(res.status).toBe(409)
        const body = await res.json<{ message: string; fields: Record<string, string> }>()
        expect(body.message).toMatch(/Y-tunnuksella on jo asiakastili.*asiakaspalvelu/)
        expect(body.fields.business_id).toBe(body.message)
      }
    }
    expect(await countRows('SELECT * FROM customers WHERE email = ?', 'uusi.yritys@example.fi')).toBe(0)
    expect(await readOutbox(env.DB, 'uusi.yritys@example.fi')).toHaveLength(0)
    expect(await readOutbox(env.DB, USERS.restricted)).toHaveLength(0)
  })

  it('of a company still awaiting approval may be registered again (the operator sees both)', async () => {
    await registeredClinic()
    const again = await postJson(
      '/api/customer/customer/register',
      registration({ email: 'toinen.karhu@example.fi', business_id: registration().business_id }),
    )
    expect(again.status).toBe(202)
    await approveCompanyOf(FOUNDER)
    const third = await postJson('/api/customer/customer/register', registration({ email: 'kolmas@example.fi' }))
    expect(third.status).toBe(409)
  })
})
