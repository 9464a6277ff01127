import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { READY_ROLE_INFO } from '../../contract/companyRoles'
import { registration } from '../test/customerFixtures'
import { login, postJson, shopFetch, USERS } from '../test/helpers'

// contract/schemas/text.ts: company names, people's and role names, purchase request notes and
// reject reasons are one line of text. A line break or another control character is a 400 with a
// Finnish message on the field, before anything is stored or mailed (a line break in a company
// name broke the invitation mails after the invitee's account existed).

const BAD = ['Klinikka\nOy', 'Klinikka\r\nBcc: x@example.fi', 'Klinikka\u0007', 'Klinikka\u0085Oy', 'Kli\u2028nikka']
const ONE_LINE = /yksi rivi/

async function refused(res: Response, field: string) {
  expect(res.status, await res.clone().text()).toBe(400)
  const body = (await res.json()) as { message: string; fields?: Record<string, string> }
  expect(body.fields?.[field]).toMatch(ONE_LINE)
}

const countRows = async (table: string) =>
  (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${table}`).first<{ n: number }>())?.n ?? 0

async function adminJar() {
  await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 1")
    .bind(JSON.stringify(READY_ROLE_INFO.admin.scope))
    .run()
  return (await login(USERS.normal)).jar
}

describe('one-line text fields refuse line breaks and control characters', () => {
  it.each(BAD)('registration: company name %j', async (company) => {
    const before = await countRows('customers')
    await refused(await postJson('/api/customer/customer/register', registration({ company })), 'company')
    expect(await countRows('customers')).toBe(before)
  })

  it.each(BAD)('billing details: company name %j', async (company) => {
    const { jar } = await login()
    const body = {
      company,
      street: 'Katu 1',
      postcode: '00100',
      city: 'Helsinki',
      einvoice_address: '',
      einvoice_operator: '',
    }
    await refused(await postJson('/api/customer/billing', body, { jar }), 'company')
  })

  it.each(BAD)('invitation: first name and custom role name %j', async (text) => {
    const jar = await adminJar()
    const before = await countRows('customers')
    const invite = { email: 'uusi@example.fi', firstname: text, lastname: 'Hoitaja', role: 'buyer' }
    await refused(await postJson('/api/customer/company/users', invite, { jar }), 'firstname')
    expect(await countRows('customers')).toBe(before)
    await refused(await postJson('/api/customer/company/roles', { name: text, scope: ['orders'] }, { jar }), 'name')
    expect(await countRows('company_roles')).toBe(0)
  })

  it.each(BAD)('purchase request note and rejection reason %j', async (text) => {
    const { jar } = await login()
    const sent = await postJson(
      '/api/purchaserequests',
      { note: text },
      { jar, headers: { 'Idempotency-Key': crypto.randomUUID() } },
    )
    await refused(sent, 'note')
    await refused(await postJson('/api/purchaserequests/1/reject', { reason: text }, { jar }), 'reason')
  })

  it('plain Finnish text with spaces and punctuation passes', async () => {
    const jar = await adminJar()
    const role = await postJson(
      '/api/customer/company/roles',
      { name: 'Ääkkös-rooli (yö/päivä) – 2.', scope: ['orders'] },
      { jar },
    )
    expect(role.status, await role.clone().text()).toBe(201)
    const res = await shopFetch('/api/customer/company', { jar, headers: { Accept: 'application/json' } })
    expect(res.status).toBe(200)
  })
})
