import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { READY_ROLE_INFO } from '../../contract/companyRoles'
import { readOutbox } from '../mail/outbox'
import { CookieJar, login, postJson, shopFetch, USERS } from '../test/helpers'

// Pending invitations are sent again and cancelled within the invitation throttles and the
// company's scope checks, and each login is recorded
// (docs/decisions/062-account-lists-print-and-invitations.md).

const ADMIN_SCOPE = [...READY_ROLE_INFO.admin.scope]
const INVITER_LIMIT = 10 // per inviter and hour (worker/throttle/limits.ts)

type View = { users: { id: number; email: string; invited: boolean; lastLoginAt: string | null }[] }
const view = async (jar: CookieJar) =>
  (await shopFetch('/api/customer/company', { jar, headers: { Accept: 'application/json' } })).json<View>()
type Entry = { action: string; at: string; actor: unknown; target_user: unknown; details: unknown }
const invite = (jar: CookieJar, email: string) =>
  postJson('/api/customer/company/users', { email, firstname: 'Uusi', lastname: 'Käyttäjä', role: 'buyer' }, { jar })
const resend = (jar: CookieJar, id: number) => postJson(`/api/customer/company/users/${id}/resend`, {}, { jar })
const cancel = (jar: CookieJar, id: number) => postJson(`/api/customer/company/users/${id}/cancel`, {}, { jar })

/** Customer 1 of seed/test.sql (an approved company) as its administrator. */
async function approvedAdmin(): Promise<CookieJar> {
  await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 1")
    .bind(JSON.stringify(ADMIN_SCOPE))
    .run()
  return (await login(USERS.normal)).jar
}

async function invited(jar: CookieJar, email: string): Promise<number> {
  expect((await invite(jar, email)).status).toBe(201)
  return (await view(jar)).users.find((u) => u.email === email)!.id
}

describe('a pending invitation', () => {
  it('is sent again with a new link, the earlier one ended', async () => {
    const jar = await approvedAdmin()
    const id = await invited(jar, 'uudelleen@example.fi')
    const res = await resend(jar, id)
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await res.json()).toMatchObject({
      message: 'Kutsu on lähetetty uudelleen osoitteeseen uudelleen@example.fi.',
    })
    expect(await readOutbox(env.DB, 'uudelleen@example.fi')).toHaveLength(2)
    const live = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM account_tokens WHERE customer_id = ? AND kind = 'login' AND used_at IS NULL",
    )
      .bind(id)
      .first<{ n: number }>()
    expect(live?.n).toBe(1)
  })

  it('is resent within the same throttle as invitations (429 with Retry-After)', async () => {
    const jar = await approvedAdmin()
    const id = await invited(jar, 'raja@example.fi')
    for (let i = 1; i < INVITER_LIMIT; i++) expect((await resend(jar, id)).status).toBe(200)
    const refused = await resend(jar, id)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/)
    expect((await invite(jar, 'toinen@example.fi')).status).toBe(429)
  })

  it('is refused without the permissions scope, for another company and for a user who is not invited', async () => {
    const jar = await approvedAdmin()
    const id = await invited(jar, 'ilman-oikeutta@example.fi')
    const self = (await view(jar)).users.find((u) => u.email === USERS.normal)!.id
    expect((await resend(jar, self)).status).toBe(409)
    expect((await cancel(jar, self)).status).toBe(409)
    // A user of another company is unknown here.
    const other = await env.DB.prepare(
      'SELECT id FROM customers WHERE company_id <> (SELECT company_id FROM customers WHERE id = 1) LIMIT 1',
    ).first<{ id: number }>()
    expect((await resend(jar, other!.id)).status).toBe(404)
    expect((await cancel(jar, other!.id)).status).toBe(404)
    // Without `permissions` the same calls are 403 and change nothing.
    await env.DB.prepare('UPDATE customers SET scope = \'["orders"]\' WHERE id = 1').run()
    expect((await resend(jar, id)).status).toBe(403)
    expect((await cancel(jar, id)).status).toBe(403)
    expect(await env.DB.prepare('SELECT id FROM customers WHERE id = ?').bind(id).first()).not.toBeNull()
  })

  it('is cancelled: the invitee leaves the list and the link ends', async () => {
    const jar = await approvedAdmin()
    const id = await invited(jar, 'peruttu@example.fi')
    const res = await cancel(jar, id)
    expect(res.status, await res.clone().text()).toBe(200)
    expect((await res.json<View>()).users.map((u) => u.email)).not.toContain('peruttu@example.fi')
    expect(
      await env.DB.prepare('SELECT COUNT(*) AS n FROM account_tokens WHERE customer_id = ?').bind(id).first('n'),
    ).toBe(0)
  })
  it('is cancelled into the audit trail: who cancelled whose invitation, and when', async () => {
    const jar = await approvedAdmin()
    const id = await invited(jar, 'kirjattu@example.fi')
    const before = Math.floor(Date.now() / 1000)
    expect((await cancel(jar, id)).status).toBe(200)
    const res = await shopFetch('/api/customer/company/audit', { jar, headers: { Accept: 'application/json' } })
    const { items } = await res.json<{ items: Entry[] }>()
    const [newest] = items
    expect(newest).toMatchObject({
      action: 'invitation_cancelled',
      actor: { id: 1, name: 'Testi Käyttäjä' },
      // The invitee's row is gone, so the entry keeps whom it concerned in its details.
      target_user: null,
      details: { email: 'kirjattu@example.fi', name: 'Uusi Käyttäjä' },
    })
    expect(Math.floor(Date.parse(newest!.at) / 1000)).toBeGreaterThanOrEqual(before)
    // A refused cancel (the user is no invitee) records nothing.
    const self = (await view(jar)).users.find((u) => u.email === USERS.normal)!.id
    expect((await cancel(jar, self)).status).toBe(409)
    const after = await shopFetch('/api/customer/company/audit', { jar, headers: { Accept: 'application/json' } })
    expect((await after.json<{ items: Entry[] }>()).items).toHaveLength(items.length)
  })
})

describe('the last login', () => {
  it('is recorded at each login and shown to the administrator', async () => {
    const jar = await approvedAdmin()
    const me = (await view(jar)).users.find((u) => u.email === USERS.normal)!
    expect(me.lastLoginAt).not.toBeNull()
    expect(Date.now() - Date.parse(me.lastLoginAt!)).toBeLessThan(60_000)
    const id = await invited(jar, 'eikirjautunut@example.fi')
    expect((await view(jar)).users.find((u) => u.id === id)!.lastLoginAt).toBeNull()
  })
})
