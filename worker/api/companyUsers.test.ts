import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { READY_ROLE_INFO } from '../../contract/companyRoles'
import type { CompanyResponse } from '../../contract/schemas/company'
import { ADDRESS } from '../test/cartFixtures'
import { linkInOutbox } from '../test/customerFixtures'
import { CookieJar, login, PASSWORD, postJson, setCookies, shopFetch, USERS } from '../test/helpers'
import { insertInvoice, insertOrder, setScope } from '../test/orderFixtures'

// spec §11: the users of one company (a clinic), their roles and the permissions page's calls,
// end to end through the shop's /api and the embedded backend on a real D1.

const ADMIN_SCOPE = [...READY_ROLE_INFO.admin.scope]
const LAST_ADMIN = 'Yrityksellä on oltava vähintään yksi pääkäyttäjä.'
const DAY = 86_400

/** Customer 1 of seed/test.sql as its company's administrator. */
async function adminJar(): Promise<CookieJar> {
  await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 1")
    .bind(JSON.stringify(ADMIN_SCOPE))
    .run()
  return (await login(USERS.normal)).jar
}

/** A second user of customer 1's company (password salasana123), logged in. */
async function member(id: number, scope: string[], role = 'custom'): Promise<{ email: string; jar: CookieJar }> {
  const email = `kayttaja${id}@example.fi`
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
                            created_at, company_id, role)
     SELECT ?1, ?2, password_hash, 'Kaija', 'Käyttäjä' || ?1, company, business_id, 'C3' || ?1, ?3, 0, 1, ?4
     FROM customers WHERE id = 1`,
  )
    .bind(id, email, JSON.stringify(scope), role)
    .run()
  return { email, jar: (await login(email)).jar }
}

const get = (path: string, jar: CookieJar) => shopFetch(path, { jar, headers: { Accept: 'application/json' } })
const post = (path: string, body: unknown, jar: CookieJar) => postJson(path, body, { jar })
const del = (path: string, jar: CookieJar) =>
  shopFetch(path, {
    jar,
    method: 'DELETE',
    headers: { Accept: 'application/json', 'Sec-Fetch-Site': 'same-origin', Origin: 'https://shop.test' },
  })
const company = async (res: Response): Promise<CompanyResponse> => {
  expect(res.status, await res.clone().text()).toBeLessThan(300)
  return res.json()
}
const userIn = (view: CompanyResponse, email: string) => view.users.find((u) => u.email === email)

/** GET /login?token=…&redirect=… as the browser opens it from the mail. */
const openLink = (link: URL, jar: CookieJar) =>
  shopFetch(`/api/auth/callback${link.search}`, {
    jar,
    headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Mode': 'navigate', 'Sec-Fetch-Dest': 'document' },
  })

describe('company data by scope', () => {
  it("a second user sees the company's orders with orders, its invoices only with invoices, the same prices", async () => {
    const now = Math.floor(Date.now() / 1000)
    const orderId = await insertOrder({ id: 1, customerId: 1, orderNumber: 'W100001', createdAt: now - DAY })
    await insertInvoice({ id: 1, orderId, invoiceNumber: 'L300001', issuedAt: now, dueDate: '2027-01-01' })
    const nurse = await member(50, ['orders', 'shoppinglists'])

    expect((await get('/api/customer/orders/W100001', nurse.jar)).status).toBe(200)
    expect((await get('/api/customer/invoices/L300001', nurse.jar)).status).toBe(403)
    await setScope(50, ['orders', 'invoices'])
    expect((await get('/api/customer/invoices/L300001', nurse.jar)).status).toBe(200)

    const prices = async (jar: CookieJar) => (await get('/api/categorysearch/customerPrices', jar)).json()
    const own = await prices((await login(USERS.normal)).jar)
    expect(own).toMatchObject({ customerPrices: { items: expect.arrayContaining([expect.anything()]) } })
    expect(await prices(nurse.jar)).toEqual(own)
  })

  it("answers 404 to another company's user for the order, the invoice and the address", async () => {
    const now = Math.floor(Date.now() / 1000)
    const orderId = await insertOrder({ id: 1, customerId: 1, orderNumber: 'W100001', createdAt: now - DAY })
    await insertInvoice({ id: 1, orderId, invoiceNumber: 'L300001', issuedAt: now, dueDate: '2027-01-01' })
    const admin = await adminJar()
    const saved = await post('/api/customer/addresses', { address: ADDRESS, is_default: false }, admin)
    expect(saved.status).toBe(201)
    const { address } = (await saved.json()) as { address: { id: number } }

    await setScope(2, ['orders', 'invoices']) // rajattu@: another company
    const other = (await login(USERS.restricted)).jar
    expect((await get('/api/customer/orders/W100001', other)).status).toBe(404)
    expect((await get('/api/customer/invoices/L300001', other)).status).toBe(404)
    expect((await get(`/api/customer/addresses/${address.id}`, other)).status).toBe(404)
  })
})

describe('/api/customer/company', () => {
  it("lists the company's users with roles, scopes and the ready and custom roles", async () => {
    const admin = await adminJar()
    await member(50, ['orders', 'shoppinglists'], 'requester')
    const view = await company(await get('/api/customer/company', admin))
    expect(view.company).toEqual({ id: 1, name: 'Eläinklinikka Testi Oy' })
    expect(userIn(view, USERS.normal)).toMatchObject({ role: 'admin', scope: ADMIN_SCOPE, active: true, self: true })
    expect(userIn(view, 'kayttaja50@example.fi')).toMatchObject({
      role: 'requester',
      scope: ['orders', 'shoppinglists'],
      self: false,
      invited: false,
    })
    expect(view.users.map((u) => u.email)).not.toContain(USERS.restricted)
    expect(view.readyRoles.map((r) => [r.id, r.label])).toEqual([
      ['admin', 'Pääkäyttäjä'],
      ['buyer', 'Tilaaja'],
      ['requester', 'Tilauspyytäjä'],
    ])
  })

  it('invites a user: the link in the outbox logs them in, they set a password and log in with it', async () => {
    const admin = await adminJar()
    const email = 'uusi.hoitaja@example.fi'
    const invite = { email, firstname: 'Uusi', lastname: 'Hoitaja', role: 'buyer' }
    const view = await company(await post('/api/customer/company/users', invite, admin))
    expect(userIn(view, email)).toMatchObject({ role: 'buyer', scope: READY_ROLE_INFO.buyer.scope, invited: true })
    // The invitee has no password until they set one.
    expect((await postJson('/api/auth/login', { email, password: '' })).status).toBe(400)

    const link = await linkInOutbox(email)
    expect(link?.pathname).toBe('/login')
    expect(link?.searchParams.get('redirect')).toBe('/account/password')
    const jar = new CookieJar()
    const opened = await openLink(link!, jar)
    expect(opened.status).toBe(302)
    expect(opened.headers.get('Location')).toBe('/account/password')
    expect(setCookies(opened).has('session')).toBe(true)
    const user = await (await get('/api/auth/user', jar)).json()
    expect(user).toMatchObject({ user: { email, mustSetPassword: true, scope: READY_ROLE_INFO.buyer.scope } })

    // No current password to give: the first one is set without.
    const set = await post('/api/customer/password', { newPassword: 'oma-uusi-salasana' }, jar)
    expect(set.status, await set.clone().text()).toBe(200)
    expect(await (await get('/api/auth/user', jar)).json()).not.toMatchObject({ user: { mustSetPassword: true } })
    await login(email, 'oma-uusi-salasana')
    // Once set, a change needs the current password again.
    expect((await post('/api/customer/password', { newPassword: 'kolmas-salasana-1' }, jar)).status).toBe(400)
  })

  it('does not move an e-mail that already has an account into the company, and refuses a change without the current password', async () => {
    // The answer is that of any invitation (docs/decisions/045-invitations-and-company-approval.md): companyInvitations.test.ts.
    const admin = await adminJar()
    for (const email of [USERS.restricted, 'RAJATTU@example.fi']) {
      const res = await post(
        '/api/customer/company/users',
        { email, firstname: 'A', lastname: 'B', role: 'buyer' },
        admin,
      )
      expect(res.status).toBe(201)
      expect(userIn(await company(res), USERS.restricted)).toBeUndefined()
    }
    expect((await post('/api/customer/password', { newPassword: 'uusi-salasana-1' }, admin)).status).toBe(400)
  })

  it("changes a user's role: the scope is rewritten and applies to their session at once", async () => {
    const admin = await adminJar()
    const nurse = await member(50, ['orders', 'shoppinglists'], 'requester')
    expect((await get('/api/customer/invoices', nurse.jar)).status).toBe(403)

    const own = await company(
      await post('/api/customer/company/users/50', { role: 'custom', scope: ['invoices'] }, admin),
    )
    expect(userIn(own, nurse.email)).toMatchObject({ role: 'custom', customRoleId: null, scope: ['invoices'] })
    expect((await get('/api/customer/invoices', nurse.jar)).status).toBe(200)
    expect((await get('/api/customer/orders', nurse.jar)).status).toBe(403)

    const buyer = await company(await post('/api/customer/company/users/50', { role: 'buyer' }, admin))
    expect(userIn(buyer, nurse.email)).toMatchObject({ role: 'buyer', scope: ['orders', 'shoppinglists', 'checkout'] })
    expect(await (await get('/api/auth/user', nurse.jar)).json()).toMatchObject({
      user: { scope: ['orders', 'shoppinglists', 'checkout'] },
    })
  })

  it('keeps a scope the company cannot assign (changevet) through a role change', async () => {
    const admin = await adminJar()
    await member(50, ['orders', 'changevet'])
    const view = await company(await post('/api/customer/company/users/50', { role: 'requester' }, admin))
    expect(userIn(view, 'kayttaja50@example.fi')?.scope).toEqual(['orders', 'shoppinglists', 'changevet'])
  })

  it("custom roles: its users follow a change of the role's scopes; a role in use cannot be deleted", async () => {
    const admin = await adminJar()
    const clerk = await member(50, ['orders'])
    const created = await company(
      await post('/api/customer/company/roles', { name: 'Laskujen käsittelijä', scope: ['invoices'] }, admin),
    )
    const role = created.customRoles.find((r) => r.name === 'Laskujen käsittelijä')!
    expect(role).toMatchObject({ scope: ['invoices'], users: 0 })
    const dup = await post('/api/customer/company/roles', { name: 'LASKUJEN käsittelijä', scope: ['orders'] }, admin)
    expect(dup.status).toBe(409)
    expect(await dup.json()).toMatchObject({ message: 'Yrityksellä on jo tämän niminen rooli.' })

    const assigned = await company(
      await post('/api/customer/company/users/50', { role: 'custom', customRoleId: role.id }, admin),
    )
    expect(userIn(assigned, clerk.email)).toMatchObject({ customRoleId: role.id, scope: ['invoices'] })
    expect((await get('/api/customer/orders', clerk.jar)).status).toBe(403)

    const edited = await company(
      await post(
        `/api/customer/company/roles/${role.id}`,
        { name: 'Kirjanpito', scope: ['invoices', 'orders'] },
        admin,
      ),
    )
    expect(edited.customRoles).toEqual([{ id: role.id, name: 'Kirjanpito', scope: ['orders', 'invoices'], users: 1 }])
    expect(userIn(edited, clerk.email)?.scope).toEqual(['orders', 'invoices'])
    expect((await get('/api/customer/orders', clerk.jar)).status).toBe(200)

    const inUse = await del(`/api/customer/company/roles/${role.id}`, admin)
    expect(inUse.status).toBe(409)
    await company(await post('/api/customer/company/users/50', { role: 'requester' }, admin))
    const deleted = await company(await del(`/api/customer/company/roles/${role.id}`, admin))
    expect(deleted.customRoles).toEqual([])
  })

  it('deactivates a user: their session ends at once, login and links are refused, their orders stay', async () => {
    const admin = await adminJar()
    const nurse = await member(50, ['orders'])
    await insertOrder({ id: 1, customerId: 50, orderNumber: 'W100050', createdAt: Math.floor(Date.now() / 1000) })
    await postJson('/api/customer/loginLink', { email: nurse.email })
    const link = await linkInOutbox(nurse.email)

    const view = await company(await post('/api/customer/company/users/50/deactivate', {}, admin))
    expect(userIn(view, nurse.email)).toMatchObject({ active: false })
    expect((await get('/api/auth/user', nurse.jar)).status).toBe(401)
    expect((await get('/api/customer/orders', nurse.jar)).status).toBe(401)
    expect((await postJson('/api/auth/login', { email: nurse.email, password: PASSWORD })).status).toBe(401)
    const opened = await openLink(link!, new CookieJar())
    expect(opened.headers.get('Location')).toBe('/account/login?error=link')
    expect((await get('/api/customer/orders/W100050', admin)).status).toBe(200)

    await company(await post('/api/customer/company/users/50/activate', {}, admin))
    await login(nurse.email)
  })

  it('never leaves the company without an active administrator', async () => {
    const admin = await adminJar()
    const self = await post('/api/customer/company/users/1', { role: 'buyer' }, admin)
    expect(self.status).toBe(409)
    expect(await self.json()).toMatchObject({ message: LAST_ADMIN })
    const selfOff = await post('/api/customer/company/users/1/deactivate', {}, admin)
    expect(selfOff.status).toBe(409)
    expect(await selfOff.json()).toMatchObject({ message: 'Et voi poistaa omaa käyttäjätunnustasi käytöstä.' })

    // With a second administrator, either may step down, but not both through one role.
    const second = await member(50, ADMIN_SCOPE, 'admin')
    const { customRoles } = await company(
      await post('/api/customer/company/roles', { name: 'Hallinto', scope: ['permissions', 'orders'] }, admin),
    )
    const role = customRoles[0]!
    await company(await post('/api/customer/company/users/50', { role: 'custom', customRoleId: role.id }, admin))
    await company(await post('/api/customer/company/users/1', { role: 'custom', customRoleId: role.id }, second.jar))
    const strip = await post(`/api/customer/company/roles/${role.id}`, { name: 'Hallinto', scope: ['orders'] }, admin)
    expect(strip.status).toBe(409)
    expect(await strip.json()).toMatchObject({ message: LAST_ADMIN })
    const after = await company(await get('/api/customer/company', admin))
    expect(after.users.every((u) => u.scope.includes('permissions'))).toBe(true)

    // An administrator who is the only active one cannot be deactivated by the other … once alone.
    await company(await post('/api/customer/company/users/50/deactivate', {}, admin))
    expect((await post('/api/customer/company/users/1', { role: 'buyer' }, admin)).status).toBe(409)
  })

  it("answers 404 for another company's user or role, and 403 without the permissions scope", async () => {
    const admin = await adminJar()
    const { customRoles } = await company(
      await post('/api/customer/company/roles', { name: 'Oma', scope: ['orders'] }, admin),
    )
    await setScope(3, ['permissions']) // apteekki@: another company
    const other = (await login(USERS.pharmacy)).jar
    expect((await post('/api/customer/company/users/1', { role: 'buyer' }, other)).status).toBe(404)
    expect((await post('/api/customer/company/users/1/deactivate', {}, other)).status).toBe(404)
    expect((await post('/api/customer/company/users/1/activate', {}, other)).status).toBe(404)
    const role = `/api/customer/company/roles/${customRoles[0]!.id}`
    expect((await post(role, { name: 'X', scope: ['orders'] }, other)).status).toBe(404)
    expect((await del(role, other)).status).toBe(404)
    const foreignRole = { role: 'custom', customRoleId: customRoles[0]!.id }
    expect((await post('/api/customer/company/users/3', foreignRole, other)).status).toBe(404)
    expect((await get('/api/customer/company', other)).status).toBe(200)

    const restricted = (await login(USERS.restricted)).jar
    const forbidden = await get('/api/customer/company', restricted)
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toMatchObject({ message: expect.stringMatching(/ei ole oikeutta/) })
    expect((await post('/api/customer/company/users/2', { role: 'admin' }, restricted)).status).toBe(403)
  })

  it('answers 400 with Finnish field messages to bad input', async () => {
    const admin = await adminJar()
    const base = { email: 'x@example.fi', firstname: 'X', lastname: 'Y' }
    for (const body of [
      { ...base, email: 'ei-osoite', role: 'buyer' },
      { ...base, role: 'custom' },
      { ...base, role: 'custom', scope: [] },
      { ...base, role: 'custom', scope: ['changevet'] },
      { ...base, role: 'buyer', scope: ['orders'] },
      { ...base, role: 'pomo' },
      { ...base, role: 'buyer', extra: 1 },
    ]) {
      const res = await post('/api/customer/company/users', body, admin)
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.json()).toMatchObject({ message: 'Tarkista lähetetyt tiedot.' })
    }
    const noScope = await post('/api/customer/company/roles', { name: 'Tyhjä', scope: [] }, admin)
    expect(await noScope.json()).toMatchObject({ fields: { scope: 'Valitse roolille vähintään yksi käyttöoikeus.' } })
    expect((await post('/api/customer/company/roles', { name: ' ', scope: ['orders'] }, admin)).status).toBe(400)
    expect((await post('/api/customer/company/users/abc', { role: 'buyer' }, admin)).status).toBe(404)
  })
})
