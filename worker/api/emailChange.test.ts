import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { CookieJar, login, PASSWORD, shopFetch, USERS } from '../test/helpers'
import { getJson, postJson, tokenInOutbox } from '../test/customerFixtures'

// The e-mail is the login name (security review): changing it needs the current
// password, ends the account's other sessions (not this one) and voids open reset and login links.
const details = (email: string, currentPassword?: string) => ({
  firstname: 'Testi',
  lastname: 'Käyttäjä',
  email,
  phone: '040 765 4321',
  ...(currentPassword === undefined ? {} : { currentPassword }),
})

const emailOf = async () =>
  (await env.DB.prepare('SELECT email FROM customers WHERE id = 1').first<{ email: string }>())?.email

describe('changing the e-mail of the account', () => {
  it('needs the current password: none or a wrong one is a Finnish 400 and nothing changes', async () => {
    const { jar } = await login()
    const other = await login()
    const missing = await postJson('/api/customer/details', details('uusi@example.fi'), { jar })
    expect(missing.status).toBe(400)
    expect(await missing.json()).toMatchObject({
      fields: { currentPassword: 'Anna nykyinen salasana vaihtaaksesi sähköpostiosoitteen.' },
    })
    const wrong = await postJson('/api/customer/details', details('uusi@example.fi', 'väärä-salasana'), { jar })
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      message: 'Nykyinen salasana on väärin.',
      fields: { currentPassword: 'Nykyinen salasana on väärin.' },
    })
    expect(await emailOf()).toBe(USERS.normal)
    expect((await getJson('/api/auth/user', { jar: other.jar })).status).toBe(200)

    // Name and phone alone (same e-mail, any case) need no password and end no session.
    const sameEmail = { ...details(USERS.normal.toUpperCase()), phone: '040 123 4567' }
    expect((await postJson('/api/customer/details', sameEmail, { jar })).status).toBe(200)
    expect((await getJson('/api/auth/user', { jar: other.jar })).status).toBe(200)
  })

  it('ends the other sessions, keeps this one and voids open reset and login links', async () => {
    const { jar } = await login()
    const other = await login()
    const origin = { Origin: 'https://shop.test' }
    await postJson('/api/customer/customer/forgotPassword', { email: USERS.normal }, { headers: origin })
    const resetToken = await tokenInOutbox(USERS.normal)
    await postJson('/api/customer/loginLink', { email: USERS.normal, redirect: '/' }, { headers: origin })
    const loginToken = await tokenInOutbox(USERS.normal)
    expect(resetToken).not.toBe(loginToken)

    const res = await postJson('/api/customer/details', details('uusi@example.fi', PASSWORD), { jar })
    expect(res.status).toBe(200)
    expect(await emailOf()).toBe('uusi@example.fi')
    expect((await getJson('/api/auth/user', { jar })).status).toBe(200)
    expect((await getJson('/api/auth/user', { jar: other.jar })).status).toBe(401)

    const reset = await postJson('/api/customer/customer/resetPassword', {
      token: resetToken,
      password: 'uusi-salasana-9',
    })
    expect(reset.status).toBe(400)
    const linkJar = new CookieJar()
    const exchange = await shopFetch(`/login?token=${encodeURIComponent(loginToken)}`, {
      jar: linkJar,
      headers: { 'Sec-Fetch-Site': 'same-origin', 'Sec-Fetch-Dest': 'document' },
    })
    expect(exchange.status).toBe(302)
    expect(linkJar.get('session')).toBeUndefined()
    expect((await login('uusi@example.fi', PASSWORD)).res.status).toBe(200)
  })

  it('a refused change (the e-mail of another account) ends no session', async () => {
    const { jar } = await login()
    const other = await login()
    const taken = await postJson('/api/customer/details', details(USERS.restricted, PASSWORD), { jar })
    expect(taken.status).toBe(409)
    expect(await taken.json()).toMatchObject({ message: 'Sähköpostiosoite on jo toisen asiakastilin käytössä.' })
    expect((await getJson('/api/auth/user', { jar: other.jar })).status).toBe(200)
  })
})
