import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { READY_ROLE_INFO } from '../../contract/companyRoles'
import { CookieJar, login, postJson, USERS } from '../test/helpers'

// spec §6 and docs/decisions/040: a company never loses its last administrator. Only an active
// administrator who has set a password counts: an invited one who never did cannot log in with
// a password, so counting them let the last real administrator demote themselves. The three
// guards: a user's role change, a deactivation, and a custom role losing `permissions`.

const ADMIN_SCOPE = [...READY_ROLE_INFO.admin.scope]
const LAST_ADMIN = 'Yrityksellä on oltava vähintään yksi pääkäyttäjä.'

/** Customer 1 of seed/test.sql as its company's administrator, logged in. */
async function realAdmin(): Promise<CookieJar> {
  await env.DB.prepare("UPDATE customers SET role = 'admin', scope = ? WHERE id = 1")
    .bind(JSON.stringify(ADMIN_SCOPE))
    .run()
  return (await login(USERS.normal)).jar
}

/**
 * An administrator of customer 1's company invited and never set a password (must_set_password
 * = 1). `loggedIn`: they opened the invitation's login link, so they have a session (here
 * through the seed's password hash, which the link login would not need).
 */
async function invitedAdmin(id: number, loggedIn = false): Promise<{ id: number; jar?: CookieJar }> {
  const email = `kutsuttu${id}@example.fi`
  await env.DB.prepare(
    `INSERT INTO customers (id, email, password_hash, firstname, lastname, company, business_id, nav_id, scope,
                            created_at, company_id, role, must_set_password)
     SELECT ?1, ?2, CASE WHEN ?4 = 1 THEN password_hash ELSE 'invited' END, 'Kalle', 'Kutsuttu', company,
            business_id, 'C5' || ?1, ?3, 0, company_id, 'admin', 1
     FROM customers WHERE id = 1`,
  )
    .bind(id, email, JSON.stringify(ADMIN_SCOPE), loggedIn ? 1 : 0)
    .run()
  return { id, ...(loggedIn ? { jar: (await login(email)).jar } : {}) }
}

const scopeOf = async (id: number) =>
  (await env.DB.prepare('SELECT scope FROM customers WHERE id = ?').bind(id).first<{ scope: string }>())?.scope
const activeOf = async (id: number) =>
  (await env.DB.prepare('SELECT active FROM customers WHERE id = ?').bind(id).first<{ active: number }>())?.active

async function refusedAsLastAdmin(res: Response) {
  expect(res.status, await res.clone().text()).toBe(409)
  expect(await res.json()).toMatchObject({ message: LAST_ADMIN })
}

describe('an invited administrator who never set a password is not "another administrator"', () => {
  it('the last real administrator cannot demote themselves; once the invitee sets a password they can', async () => {
    const admin = await realAdmin()
    await invitedAdmin(70)
    await refusedAsLastAdmin(await postJson('/api/customer/company/users/1', { role: 'buyer' }, { jar: admin }))
    expect(JSON.parse((await scopeOf(1)) ?? '[]')).toEqual(ADMIN_SCOPE)

    await env.DB.prepare('UPDATE customers SET must_set_password = 0 WHERE id = 70').run()
    const demoted = await postJson('/api/customer/company/users/1', { role: 'buyer' }, { jar: admin })
    expect(demoted.status, await demoted.clone().text()).toBe(200)
  })

  it('an invitee with a session but no password cannot deactivate the last real administrator', async () => {
    await realAdmin()
    const invitee = await invitedAdmin(71, true)
    await refusedAsLastAdmin(
      await postJson('/api/customer/company/users/1/deactivate', undefined, { jar: invitee.jar }),
    )
    expect(await activeOf(1)).toBe(1)
  })

  it('a custom role holding the last real administrator cannot lose `permissions`', async () => {
    const admin = await realAdmin()
    await invitedAdmin(72)
    const created = await postJson('/api/customer/company/roles', { name: 'Johto', scope: ADMIN_SCOPE }, { jar: admin })
    expect(created.status, await created.clone().text()).toBe(201)
    const { customRoles } = (await created.json()) as { customRoles: { id: number; name: string }[] }
    const johto = customRoles.find((r) => r.name === 'Johto')?.id
    const given = await postJson(
      '/api/customer/company/users/1',
      { role: 'custom', customRoleId: johto },
      { jar: admin },
    )
    expect(given.status, await given.clone().text()).toBe(200)

    await refusedAsLastAdmin(
      await postJson(`/api/customer/company/roles/${johto}`, { name: 'Johto', scope: ['orders'] }, { jar: admin }),
    )
    expect(JSON.parse((await scopeOf(1)) ?? '[]')).toContain('permissions')
  })
})
