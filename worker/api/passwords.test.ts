import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { housekeeping } from '../backend/housekeeping'
import { hashToken, nowSeconds } from '../backend/tokens'
import { type CookieJar, login, PASSWORD, shopFetch, USERS } from '../test/helpers'
import { OUTBOX_KEEP_SECONDS, readOutbox } from '../mail/outbox'
import { linkInOutbox, outboxCount, postJson, tokenInOutbox } from '../test/customerFixtures'

const forgot = (email: string) => postJson('/api/customer/customer/forgotPassword', { email })
const reset = (token: string, password = 'uusi-salasana-1') =>
  postJson('/api/customer/customer/resetPassword', { token, password })

const FORGOT_ANSWER = {
  message:
    'Jos sähköpostiosoitteella on asiakastili, lähetimme siihen linkin uuden salasanan asettamiseen. Linkki on voimassa 60 minuuttia.',
}
const LINK_INVALID = 'Salasanan vaihtolinkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi linkki.'

afterEach(() => {
  vi.useRealTimers()
})

describe('POST /api/customer/customer/forgotPassword', () => {
  it('answers the same for a known and an unknown e-mail, and mails only the known one', async () => {
    const known = await forgot('TEST@example.fi')
    const unknown = await forgot('ei-tilia@example.fi')
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200)
      expect(await res.json()).toEqual(FORGOT_ANSWER)
    }
    expect([...known.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort())

    const mails = await readOutbox(env.DB)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ to_address: 'test@example.fi', subject: 'Salasanan vaihto – VetTarvike' })
    const link = await linkInOutbox(USERS.normal)
    expect(link?.origin).toBe('https://shop.test')
    expect(link?.pathname).toBe('/account/create-password')
    const token = link?.searchParams.get('token') ?? ''
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    // Stored only hashed, valid 60 minutes.
    const row = await env.DB.prepare('SELECT * FROM account_tokens').first<Record<string, unknown>>()
    expect(row).toMatchObject({ token_hash: await hashToken(token), kind: 'reset', customer_id: 1, used_at: null })
    expect(Number(row?.expires_at) - Number(row?.created_at)).toBe(3600)
  })

  it('rejects a malformed e-mail with 400 (no lookup at all)', async () => {
    const res = await forgot('ei-sahkoposti')
    expect(res.status).toBe(400)
    expect((await res.json<{ fields: object }>()).fields).toEqual({ email: 'Tarkista sähköpostiosoite.' })
  })

  it('sends at most three live links to one account (same answer each time)', async () => {
    for (let i = 0; i < 5; i++) expect(await (await forgot(USERS.normal)).json()).toEqual(FORGOT_ANSWER)
    expect(await outboxCount()).toBe(3)
  })
})

describe('POST /api/customer/customer/resetPassword', () => {
  it('sets the password once, ends every session, and then refuses the link', async () => {
    const session = await login()
    await forgot(USERS.normal)
    const token = await tokenInOutbox(USERS.normal)

    const res = await reset(token)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({
      message: 'Salasana on vaihdettu. Voit nyt kirjautua sisään uudella salasanalla.',
    })
    expect((await shopFetch('/api/auth/user', { jar: session.jar })).status).toBe(401)
    expect((await postJson('/api/auth/login', { email: USERS.normal, password: PASSWORD })).status).toBe(401)
    expect((await login(USERS.normal, 'uusi-salasana-1')).res.status).toBe(200)

    const again = await reset(token, 'kolmas-salasana')
    expect(again.status).toBe(400)
    expect(await again.json()).toMatchObject({ message: LINK_INVALID })
    expect((await login(USERS.normal, 'uusi-salasana-1')).res.status).toBe(200)
  })

  it('uses up the other open links of the customer too', async () => {
    await forgot(USERS.normal)
    const first = await tokenInOutbox(USERS.normal)
    await forgot(USERS.normal)
    const second = await tokenInOutbox(USERS.normal)
    expect(second).not.toBe(first)
    expect((await reset(second)).status).toBe(200)
    expect((await reset(first)).status).toBe(400)
  })

  it('refuses an expired link (60 minutes)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const t0 = Date.UTC(2026, 2, 2, 6, 0, 0)
    vi.setSystemTime(t0)
    await forgot(USERS.normal)
    await forgot(USERS.pharmacy)
    vi.setSystemTime(t0 + 59 * 60_000)
    expect((await reset(await tokenInOutbox(USERS.pharmacy))).status).toBe(200)
    vi.setSystemTime(t0 + 60 * 60_000)
    const res = await reset(await tokenInOutbox(USERS.normal))
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({ message: LINK_INVALID })
    expect((await login()).res.status).toBe(200)
  })

  it('refuses unknown and malformed tokens and short passwords', async () => {
    const unknown = await reset('A'.repeat(43))
    expect(unknown.status).toBe(400)
    expect(await unknown.json()).toMatchObject({ message: LINK_INVALID })
    const malformed = await reset('lyhyt')
    expect(malformed.status).toBe(400)
    expect((await malformed.json<{ fields: object }>()).fields).toEqual({
      token: 'Linkki on virheellinen, vanhentunut tai jo käytetty. Tilaa uusi linkki.',
    })
    await forgot(USERS.normal)
    const short = await reset(await tokenInOutbox(USERS.normal), 'lyhyt')
    expect((await short.json<{ fields: object }>()).fields).toEqual({
      password: 'Salasanassa pitää olla vähintään 8 merkkiä.',
    })
  })
})

describe('POST /api/customer/password', () => {
  const change = (jar: CookieJar, currentPassword: string, newPassword: string) =>
    postJson('/api/customer/password', { currentPassword, newPassword }, { jar })

  it('changes the password; other sessions end, this one stays', async () => {
    const other = await login()
    const { jar } = await login()
    const res = await change(jar, PASSWORD, 'uusi-salasana-1')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ message: 'Salasana on vaihdettu. Muut kirjautumiset tilillesi on päätetty.' })
    expect((await shopFetch('/api/auth/user', { jar })).status).toBe(200)
    expect((await shopFetch('/api/auth/user', { jar: other.jar })).status).toBe(401)
    expect((await login(USERS.normal, 'uusi-salasana-1')).res.status).toBe(200)
  })

  it('answers a wrong current password with a 400 field error and changes nothing', async () => {
    const { jar } = await login()
    const res = await change(jar, 'vaara-salasana', 'uusi-salasana-1')
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      message: 'Nykyinen salasana on väärin.',
      fields: { currentPassword: 'Nykyinen salasana on väärin.' },
    })
    expect((await shopFetch('/api/auth/user', { jar })).status).toBe(200) // not logged out
    expect((await login()).res.status).toBe(200)
  })

  it('validates the new password', async () => {
    const { jar } = await login()
    const short = await change(jar, PASSWORD, 'lyhyt')
    expect((await short.json<{ fields: object }>()).fields).toEqual({
      newPassword: 'Salasanassa pitää olla vähintään 8 merkkiä.',
    })
    const same = await change(jar, PASSWORD, PASSWORD)
    expect((await same.json<{ fields: object }>()).fields).toEqual({
      newPassword: 'Uuden salasanan pitää erota nykyisestä.',
    })
  })
})

describe('housekeeping of the account area', () => {
  it('deletes used and expired links and keeps live ones', async () => {
    await forgot(USERS.normal)
    await reset(await tokenInOutbox(USERS.normal)) // used
    await forgot(USERS.pharmacy) // live
    const now = nowSeconds()
    await env.DB.prepare(
      "INSERT INTO account_tokens (token_hash, kind, customer_id, created_at, expires_at) VALUES ('x', 'login', 2, ?, ?)",
    )
      .bind(now - 700, now - 100) // expired
      .run()
    const removed = await housekeeping(env.DB)
    expect(removed.accountLinks).toBe(2)
    const left = await env.DB.prepare('SELECT customer_id FROM account_tokens').all<{ customer_id: number }>()
    expect(left.results).toEqual([{ customer_id: 3 }])
  })

  it('deletes outbox mail after seven days', async () => {
    await forgot(USERS.normal)
    await env.DB.prepare('UPDATE outbox SET created_at = created_at - ?').bind(OUTBOX_KEEP_SECONDS).run()
    await forgot(USERS.pharmacy)
    expect((await housekeeping(env.DB)).outbox).toBe(1)
    expect((await readOutbox(env.DB)).map((m) => m.to_address)).toEqual([USERS.pharmacy])
  })
})
