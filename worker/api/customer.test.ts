import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { EINVOICE_ADDRESS_INVALID, EINVOICE_OPERATOR_INVALID } from '../../contract/schemas/billing'
import { MAX_ADDRESSES, REGISTRATION_RECEIVED } from '../../contract/schemas/customer'
import { readOutbox } from '../mail/outbox'
import { CookieJar, login, PASSWORD, setCookies, shopFetch, USERS } from '../test/helpers'
import { customerWithScope, deleteJson, getJson, postJson, registration } from '../test/customerFixtures'

const address = (overrides: Record<string, unknown> = {}) => ({
  firstname: 'Kaisa',
  lastname: 'Karhu',
  company: 'Eläinklinikka Testi Oy',
  street: ['Teollisuustie 3', 'Lastauslaituri 2'],
  postcode: '33100',
  city: 'Tampere',
  country_code: 'FI',
  telephone: '03 123 4567',
  ...overrides,
})

describe('POST /api/customer/customer/register', () => {
  it('creates the customer with the full scope and the next customer number, held for approval', async () => {
    const jar = new CookieJar()
    const res = await postJson('/api/customer/customer/register', registration(), { jar })
    expect(res.status).toBe(202)
    expect(await res.json()).toEqual({ message: REGISTRATION_RECEIVED })
    // No session: the answer must not tell a new e-mail from one with an account.
    expect(setCookies(res).has('session')).toBe(false)

    const { jar: session } = await login('kaisa.karhu@example.fi', 'hyvä-salasana-1')
    const user = await (await getJson('/api/auth/user', { jar: session })).json<{ user: Record<string, unknown> }>()
    expect(user.user).toMatchObject({
      firstname: 'Kaisa',
      lastname: 'Karhu',
      email: 'kaisa.karhu@example.fi',
      company: 'Eläinlääkäriasema Karhu Oy',
      navId: 'C10004', // the seed has C10001–C10003
      scope: ['orders', 'invoices', 'shoppinglists', 'checkout', 'permissions'],
      denyMedListing: false,
      awaitingApproval: true,
    })
    const row = await env.DB.prepare('SELECT business_id, password_hash FROM customers WHERE nav_id = ?')
      .bind('C10004')
      .first<{ business_id: string; password_hash: string }>()
    expect(row?.business_id).toBe('2345671-3')
    expect(row?.password_hash).toMatch(/^pbkdf2-sha256\$100000\$/)
    const [mail] = await readOutbox(env.DB, 'kaisa.karhu@example.fi')
    expect(mail?.subject).toBe('Tervetuloa asiakkaaksi – VetTarvike')
  })

  it('checks the Y-tunnus check digit, the postcode, the password and unknown fields', async () => {
    const res = await postJson(
      '/api/customer/customer/register',
      registration({ business_id: '2345671-4', postcode: '4010', password: 'lyhyt', role: 'admin' }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'Tarkista lähetetyt tiedot.',
      fields: {
        business_id: 'Y-tunnuksen tarkistusnumero ei täsmää. Tarkista Y-tunnus.',
        postcode: 'Postinumerossa on viisi numeroa.',
        password: 'Salasanassa pitää olla vähintään 8 merkkiä.',
        role: 'Tuntematon kenttä.',
      },
    })
    for (const business_id of ['1111111-0', '234567-3', '']) {
      const bad = await postJson('/api/customer/customer/register', registration({ business_id }))
      expect(bad.status).toBe(400)
      expect((await bad.json<{ fields: Record<string, string> }>()).fields).toHaveProperty('business_id')
    }
    const missing = await postJson('/api/customer/customer/register', { ...registration(), email: undefined })
    expect((await missing.json<{ fields: Record<string, string> }>()).fields).toEqual({ email: 'Pakollinen tieto.' })
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM customers').first('n')).toBe(3)
  })

  it('answers an e-mail that already has an account exactly as a new one; the mail tells the owner', async () => {
    const fresh = await postJson('/api/customer/customer/register', registration({ email: 'uusi@example.fi' }))
    const taken = await postJson('/api/customer/customer/register', registration({ email: 'TEST@example.FI' }))
    expect(taken.status).toBe(fresh.status)
    expect(await taken.text()).toBe(await fresh.text())
    expect([...taken.headers.keys()].filter((h) => h !== 'x-request-id').sort()).toEqual(
      [...fresh.headers.keys()].filter((h) => h !== 'x-request-id').sort(),
    )
    expect(setCookies(taken).has('session')).toBe(false)
    // The existing account is untouched: same password, same name.
    expect((await login(USERS.normal, PASSWORD)).res.status).toBe(200)
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM customers').first('n')).toBe(4)
    const [mail] = await readOutbox(env.DB, USERS.normal)
    expect(mail?.subject).toBe('Asiakastilisi on jo olemassa – VetTarvike')
    expect(mail?.body_text).toContain('osoitteella on jo asiakastili')
    expect(mail?.body_text).toContain('https://shop.test/account/forgot-password')
  })
})

describe('guests', () => {
  it('get 401 from every logged-in endpoint', async () => {
    const calls: [string, string][] = [
      ['GET', '/api/customer/details'],
      ['POST', '/api/customer/details'],
      ['POST', '/api/customer/billing'],
      ['POST', '/api/customer/password'],
      ['GET', '/api/customer/addresses'],
      ['POST', '/api/customer/addresses'],
      ['GET', '/api/customer/addresses/1'],
      ['POST', '/api/customer/addresses/1'],
      ['DELETE', '/api/customer/addresses/1'],
      ['POST', '/api/customer/addresses/1/default'],
      ['GET', '/api/customer/permissions'],
      ['GET', '/api/customer/changevet'],
      ['POST', '/api/customer/changevet'],
    ]
    for (const [method, path] of calls) {
      const res = await shopFetch(path, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      })
      expect(res.status, `${method} ${path}`).toBe(401)
      expect(await res.json()).toMatchObject({ message: 'Et ole kirjautunut sisään.' })
    }
  })
})

describe('details and billing', () => {
  it('answers the customer details', async () => {
    const { jar } = await login()
    const res = await getJson('/api/customer/details', { jar })
    expect(res.status).toBe(200)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(await res.json()).toEqual({
      details: {
        firstname: 'Testi',
        lastname: 'Käyttäjä',
        email: 'test@example.fi',
        phone: '',
        company: 'Eläinklinikka Testi Oy',
        business_id: '1234567-1',
        nav_id: 'C10001',
        address: { street: '', postcode: '', city: '' },
        einvoice_address: null,
        einvoice_operator: null,
        invoice_channel: 'email',
        billing_email: null,
      },
    })
  })

  it('updates name, phone and e-mail; an e-mail of another account is a 409', async () => {
    const { jar } = await login()
    const update = { firstname: 'Tiina', lastname: 'Testaaja', email: 'tiina@example.fi', phone: '040 765 4321' }
    const res = await postJson('/api/customer/details', { ...update, currentPassword: PASSWORD }, { jar })
    expect(res.status).toBe(200)
    expect((await res.json<{ details: object }>()).details).toMatchObject(update)
    expect((await login('tiina@example.fi', PASSWORD)).res.status).toBe(200)

    const taken = await postJson(
      '/api/customer/details',
      { ...update, email: 'RAJATTU@example.fi', currentPassword: PASSWORD },
      { jar },
    )
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({
      message: 'Sähköpostiosoite on jo toisen asiakastilin käytössä.',
      fields: { email: 'Sähköpostiosoite on jo toisen asiakastilin käytössä.' },
    })
    const bad = await postJson('/api/customer/details', { ...update, phone: 'soita' }, { jar })
    expect((await bad.json<{ fields: object }>()).fields).toEqual({ phone: 'Tarkista puhelinnumero.' })
  })

  it('updates the billing address and e-invoice details with the invoices scope', async () => {
    const { jar } = await login() // scope: orders, invoices
    const billing = {
      company: 'Eläinklinikka Testi Oy',
      street: 'Laskutuskatu 1',
      postcode: '00100',
      city: 'Helsinki',
      einvoice_address: '003712345671',
      einvoice_operator: '003723327487',
    }
    const res = await postJson('/api/customer/billing', billing, { jar })
    expect(res.status).toBe(200)
    expect((await res.json<{ details: object }>()).details).toMatchObject({
      address: { street: 'Laskutuskatu 1', postcode: '00100', city: 'Helsinki' },
      einvoice_address: '003712345671',
      einvoice_operator: '003723327487',
    })
    const cleared = await postJson(
      '/api/customer/billing',
      { ...billing, einvoice_address: '', einvoice_operator: '' },
      { jar },
    )
    expect((await cleared.json<{ details: object }>()).details).toMatchObject({
      einvoice_address: null,
      einvoice_operator: null,
    })

    const half = await postJson('/api/customer/billing', { ...billing, einvoice_operator: '' }, { jar })
    expect(half.status).toBe(400)
    expect((await half.json<{ fields: object }>()).fields).toEqual({
      einvoice_operator: 'Anna myös verkkolaskuoperaattorin välittäjätunnus.',
    })
  })

  it('saves how the company receives its invoices, for all its users, with what each channel needs', async () => {
    const { jar } = await login()
    const billing = { company: 'Eläinklinikka Testi Oy', street: 'Katu 1', postcode: '00100', city: 'Helsinki' }
    const save = async (body: object) => {
      const res = await postJson('/api/customer/billing', { ...billing, ...body }, { jar })
      return { status: res.status, body: await res.json<{ fields?: object; details?: object }>() }
    }
    expect(await save({ invoice_channel: 'email', billing_email: ' kirjanpito@klinikka.fi ' })).toMatchObject({
      status: 200,
      body: { details: { invoice_channel: 'email', billing_email: 'kirjanpito@klinikka.fi' } },
    })
    // Without a channel, a company that gives an e-invoice address receives e-invoices; a billing
    // e-mail not sent keeps the one saved.
    expect(await save({ einvoice_address: '003712345671', einvoice_operator: '003723327487' })).toMatchObject({
      status: 200,
      body: { details: { invoice_channel: 'einvoice', billing_email: 'kirjanpito@klinikka.fi' } },
    })
    // The company's choice, kept on the company for all its users.
    const company = await env.DB.prepare(
      'SELECT invoice_channel, einvoice_address, billing_email FROM companies WHERE id = 1',
    ).first()
    expect(company).toEqual({
      invoice_channel: 'einvoice',
      einvoice_address: '003712345671',
      billing_email: 'kirjanpito@klinikka.fi',
    })
    expect(await save({ invoice_channel: 'einvoice', einvoice_address: '', einvoice_operator: '' })).toMatchObject({
      status: 400,
      body: { fields: { einvoice_address: 'Verkkolaskua varten anna verkkolaskuosoite.' } },
    })
    // An empty billing e-mail clears it: invoices are mailed to whoever ordered.
    expect(await save({ invoice_channel: 'email', billing_email: '' })).toMatchObject({
      status: 200,
      body: { details: { invoice_channel: 'email', billing_email: null } },
    })
    expect(await save({ invoice_channel: 'email', billing_email: 'kirjanpito@' })).toMatchObject({
      status: 400,
      body: { fields: { billing_email: 'Tarkista laskutuksen sähköpostiosoite.' } },
    })
    expect(await save({ invoice_channel: 'paperi', billing_email: 'a@b.fi' })).toMatchObject({
      status: 400,
      body: { fields: { invoice_channel: 'Valitse, miten laskut lähetetään.' } },
    })
  })

  it('reads the e-invoice address by its rules: an OVT code is the company’s own, Peppol needs no operator', async () => {
    const { jar } = await login() // company Y-tunnus 1234567-1
    const billing = { company: 'Eläinklinikka Testi Oy', street: 'Katu 1', postcode: '00100', city: 'Helsinki' }
    const fieldsOf = async (body: object) => {
      const res = await postJson('/api/customer/billing', { ...billing, ...body }, { jar })
      return { status: res.status, body: await res.json<{ fields?: object; details?: object }>() }
    }
    // Another company's OVT (Y-tunnus 1572860-0): well formed, but not this company's.
    expect(await fieldsOf({ einvoice_address: '003715728600', einvoice_operator: 'NDEAFIHH' })).toMatchObject({
      status: 400,
      body: {
        fields: {
          einvoice_address:
            'Verkkolaskuosoite on toisen yrityksen (Y-tunnus 1572860-0). Yrityksesi OVT-tunnus alkaa 003712345671.',
        },
      },
    })
    expect(await fieldsOf({ einvoice_address: '003712345672', einvoice_operator: 'NDEAFIHH' })).toMatchObject({
      status: 400,
      body: { fields: { einvoice_address: EINVOICE_ADDRESS_INVALID } },
    })
    expect(await fieldsOf({ einvoice_address: '003712345671', einvoice_operator: 'E2045' })).toMatchObject({
      status: 400,
      body: { fields: { einvoice_operator: EINVOICE_OPERATOR_INVALID } },
    })
    // A department's suffix, and a Peppol id kept without its prefix and without an operator.
    expect(await fieldsOf({ einvoice_address: '003712345671 001', einvoice_operator: 'e204503' })).toMatchObject({
      status: 200,
      body: { details: { einvoice_address: '003712345671001', einvoice_operator: 'E204503' } },
    })
    expect(
      await fieldsOf({ einvoice_address: 'iso6523-actorid-upis::0216:003712345671', einvoice_operator: '' }),
    ).toMatchObject({
      status: 200,
      body: { details: { einvoice_address: '0216:003712345671', einvoice_operator: null } },
    })
  })

  it('refuses billing changes without the invoices or permissions scope (403)', async () => {
    const { jar } = await customerWithScope(['orders', 'checkout'])
    const res = await postJson(
      '/api/customer/billing',
      { company: 'X Oy', street: 'Katu 1', postcode: '00100', city: 'Helsinki' },
      { jar },
    )
    expect(res.status).toBe(403)
    expect(await res.json()).toMatchObject({
      message: 'Sinulla ei ole oikeutta muuttaa laskutustietoja. Pyydä yrityksesi pääkäyttäjää tekemään muutos.',
    })
  })
})

describe('address book', () => {
  it('creates, lists, updates, makes default and deletes addresses', async () => {
    const { jar } = await login()
    const first = await postJson('/api/customer/addresses', { address: address() }, { jar })
    expect(first.status).toBe(201)
    const created = await first.json<{ address: { id: number; is_default: boolean; street: string[] } }>()
    // The first address becomes the default shipping address.
    expect(created.address).toMatchObject({ ...address(), is_default: true })

    const second = await postJson(
      '/api/customer/addresses',
      { address: address({ city: 'Oulu', postcode: '90100', street: ['Isokatu 1', ' '] }), is_default: true },
      { jar },
    )
    const { address: oulu, addresses } = await second.json<{
      address: { id: number; street: string[] }
      addresses: { id: number; is_default: boolean }[]
    }>()
    expect(oulu.street).toEqual(['Isokatu 1'])
    expect(addresses.map((a) => [a.id, a.is_default])).toEqual([
      [oulu.id, true],
      [created.address.id, false],
    ])

    const updated = await postJson(
      `/api/customer/addresses/${created.address.id}`,
      { address: address({ city: 'Turku', postcode: '20100' }) },
      { jar },
    )
    expect(updated.status).toBe(200)
    expect((await updated.json<{ address: object }>()).address).toMatchObject({ city: 'Turku', is_default: false })

    const made = await postJson(`/api/customer/addresses/${created.address.id}/default`, undefined, { jar })
    expect((await made.json<{ addresses: { id: number; is_default: boolean }[] }>()).addresses).toEqual([
      expect.objectContaining({ id: created.address.id, is_default: true }),
      expect.objectContaining({ id: oulu.id, is_default: false }),
    ])

    const one = await getJson(`/api/customer/addresses/${oulu.id}`, { jar })
    expect((await one.json<{ address: object }>()).address).toMatchObject({ id: oulu.id, city: 'Oulu' })

    const deleted = await deleteJson(`/api/customer/addresses/${oulu.id}`, { jar })
    expect(deleted.status).toBe(200)
    expect((await deleted.json<{ addresses: { id: number }[] }>()).addresses.map((a) => a.id)).toEqual([
      created.address.id,
    ])
  })

  it("treats another customer's address as not found (404) and leaves it alone", async () => {
    // Writing the address book needs `checkout` or `permissions` (contract/scopes.ts SCOPE_RULES).
    await env.DB.prepare(`UPDATE customers SET scope = '["checkout"]' WHERE email = ?`).bind(USERS.pharmacy).run()
    const owner = await login(USERS.pharmacy)
    const res = await postJson(
      '/api/customer/addresses',
      { address: address({ company: 'Apteekki' }) },
      { jar: owner.jar },
    )
    const { address: theirs } = await res.json<{ address: { id: number } }>()

    const { jar } = await login()
    const path = `/api/customer/addresses/${theirs.id}`
    const attempts = [
      await getJson(path, { jar }),
      await postJson(path, { address: address({ company: 'Kaapattu' }) }, { jar }),
      await postJson(`${path}/default`, undefined, { jar }),
      await deleteJson(path, { jar }),
      await getJson('/api/customer/addresses/abc', { jar }),
      await getJson('/api/customer/addresses/999999', { jar }),
    ]
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404)
      expect(await attempt.json()).toMatchObject({ message: 'Osoitetta ei löytynyt.' })
    }
    expect(await (await getJson('/api/customer/addresses', { jar })).json()).toEqual({ addresses: [] })
    const still = await (await getJson(path, { jar: owner.jar })).json<{ address: object }>()
    expect(still.address).toMatchObject({ company: 'Apteekki', is_default: true })
  })

  it('validates the address and keeps at most 50', async () => {
    const { jar } = await login()
    const bad = await postJson(
      '/api/customer/addresses',
      { address: address({ postcode: '123', country_code: 'SE' }) },
      { jar },
    )
    expect(bad.status).toBe(400)
    expect((await bad.json<{ fields: object }>()).fields).toEqual({
      'address.postcode': 'Postinumerossa on viisi numeroa.',
      'address.country_code': 'Toimitamme vain Suomeen.',
    })

    const now = Math.floor(Date.now() / 1000)
    await env.DB.batch(
      Array.from({ length: MAX_ADDRESSES }, (_, i) =>
        env.DB.prepare(
          `INSERT INTO customer_addresses (customer_id, firstname, lastname, company, street, postcode, city, telephone, created_at, updated_at)
           VALUES (1, 'A', 'B', 'C', '["Katu ${i}"]', '00100', 'Helsinki', '0401234567', ?1, ?1)`,
        ).bind(now),
      ),
    )
    const full = await postJson('/api/customer/addresses', { address: address() }, { jar })
    expect(full.status).toBe(409)
    expect(await full.json()).toMatchObject({
      message: 'Osoitekirjaan mahtuu enintään 50 osoitetta. Poista ensin jokin vanha osoite.',
    })
  })
})

describe('GET /api/customer/permissions', () => {
  it("answers the caller's scope with Finnish labels of every known permission", async () => {
    const { jar } = await login() // orders, invoices, checkout
    const res = await getJson('/api/customer/permissions', { jar })
    expect(res.status).toBe(200)
    const body = await res.json<{ scope: string[]; permissions: { code: string; label: string; granted: boolean }[] }>()
    expect(body.scope).toEqual(['orders', 'invoices', 'checkout'])
    expect(body.permissions.filter((p) => p.granted).map((p) => p.code)).toEqual(['orders', 'invoices', 'checkout'])
    expect(body.permissions.map((p) => p.code)).toEqual([
      'orders',
      'invoices',
      'shoppinglists',
      'checkout',
      'permissions',
      'changevet',
    ])
    expect(body.permissions.find((p) => p.code === 'changevet')).toMatchObject({
      label: 'Eläinlääkärin vaihto',
      granted: false,
    })
  })
})

describe('change of veterinarian', () => {
  const tomorrow = () => new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10)
  const request = () => ({ newVetName: 'Eeva Eläinlääkäri', licenceNumber: '4512345', startDate: tomorrow() })

  it('needs the changevet or permissions scope (403 otherwise)', async () => {
    const { jar } = await login() // orders, invoices
    for (const res of [
      await getJson('/api/customer/changevet', { jar }),
      await postJson('/api/customer/changevet', request(), { jar }),
    ]) {
      expect(res.status).toBe(403)
      expect(await res.json()).toMatchObject({
        message: 'Sinulla ei ole oikeutta eläinlääkärin vaihtoon. Pyydä yrityksesi pääkäyttäjää tekemään pyyntö.',
      })
    }
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM vet_change_requests').first('n')).toBe(0)
  })

  it('shows the current vet and records a pending request', async () => {
    const { id, jar } = await customerWithScope(['changevet'])
    await env.DB.prepare("UPDATE customers SET vet_name = 'Ville Vanha', vet_licence_number = '1234' WHERE id = ?")
      .bind(id)
      .run()
    const before = await getJson('/api/customer/changevet', { jar })
    expect(await before.json()).toEqual({ current: { name: 'Ville Vanha', licence_number: '1234' }, requests: [] })

    const res = await postJson('/api/customer/changevet', { ...request(), message: 'Ville jää eläkkeelle.' }, { jar })
    expect(res.status).toBe(201)
    const body = await res.json<{ message: string; requests: object[] }>()
    expect(body.message).toBe('Pyyntö on vastaanotettu. Asiakaspalvelu käsittelee sen ennen aloituspäivää.')
    expect(body.requests).toEqual([
      {
        id: expect.any(Number),
        new_vet_name: 'Eeva Eläinlääkäri',
        licence_number: '4512345',
        start_date: tomorrow(),
        message: 'Ville jää eläkkeelle.',
        status: 'pending',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    ])
    // The permissions scope allows it too; the requests are per customer.
    const admin = await customerWithScope(['permissions'])
    expect(await (await getJson('/api/customer/changevet', { jar: admin.jar })).json()).toEqual({
      current: null,
      requests: [],
    })
  })

  it('validates the licence number, the start date and unknown fields', async () => {
    const { jar } = await customerWithScope(['permissions'])
    const res = await postJson(
      '/api/customer/changevet',
      { newVetName: ' ', licenceNumber: 'VET-12', startDate: '2020-01-31', extra: 1 },
      { jar },
    )
    expect(res.status).toBe(400)
    expect((await res.json<{ fields: object }>()).fields).toEqual({
      newVetName: 'Eläinlääkärin nimi puuttuu.',
      licenceNumber: 'Anna laillistusnumero pelkkinä numeroina (4–12 numeroa).',
      startDate: 'Aloituspäivä ei voi olla menneisyydessä.',
      extra: 'Tuntematon kenttä.',
    })
    const badDate = await postJson('/api/customer/changevet', { ...request(), startDate: '31.12.2030' }, { jar })
    expect((await badDate.json<{ fields: object }>()).fields).toEqual({
      startDate: 'Anna aloituspäivä muodossa vvvv-kk-pp.',
    })
  })
})
