import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { housekeeping } from '../backend/housekeeping'
import { registration } from '../test/customerFixtures'
import { PASSWORD, postJson, USERS } from '../test/helpers'
import { clientAddress } from '../throttle/clientAddress'
import { LIMITS } from '../throttle/limits'

// Brute-force protection (docs/decisions/013-auth-throttling.md). Windows are passed on a fake
// Date clock. Each test that counts per address uses an address of its own: the Rate Limiting
// binding the pool simulates counts across tests.

const T0 = Date.UTC(2026, 10, 25, 8, 0, 0)
const WRONG = 'väärä-salasana-1'
const THROTTLED = /^Liian monta yritystä lyhyessä ajassa\. Yritä uudelleen (minuutin|\d+ minuutin) kuluttua\.$/

const from = (address?: string) => (address ? { headers: { 'CF-Connecting-IP': address } } : {})
const loginAs = (email: string, password: string, address?: string) =>
  postJson('/api/auth/login', { email, password }, from(address))

function startClock() {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(T0)
}

async function expectThrottled(res: Response, windowSeconds: number) {
  expect(res.status).toBe(429)
  const retryAfter = Number(res.headers.get('Retry-After'))
  expect(retryAfter).toBeGreaterThan(0)
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds)
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/)
  expect((await res.json()) as { message: string }).toMatchObject({ message: expect.stringMatching(THROTTLED) })
}

afterEach(() => {
  vi.useRealTimers()
})

describe('login', () => {
  const { account } = LIMITS.login

  it('40 wrong passwords: 401 up to the limit, then 429 with Retry-After, also for the right password; after the window the right one works', async () => {
    startClock()
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await loginAs(USERS.normal, WRONG)).status)
    expect(account.max).toBe(10)
    expect(statuses.slice(0, account.max)).toEqual(Array(account.max).fill(401))
    expect(statuses.slice(account.max)).toEqual(Array(40 - account.max).fill(429))

    await expectThrottled(await loginAs(USERS.normal, PASSWORD), account.windowSeconds)
    // Another account is not affected.
    expect((await loginAs(USERS.pharmacy, PASSWORD)).status).toBe(200)

    vi.setSystemTime(T0 + account.windowSeconds * 1000 - 1000)
    await expectThrottled(await loginAs(USERS.normal, PASSWORD), account.windowSeconds)
    vi.setSystemTime(T0 + account.windowSeconds * 1000)
    expect((await loginAs(USERS.normal, PASSWORD)).status).toBe(200)
  })

  it('a successful login clears the account’s failed attempts', async () => {
    startClock()
    for (let i = 0; i < account.max - 1; i++) expect((await loginAs(USERS.normal, WRONG)).status).toBe(401)
    expect((await loginAs(USERS.normal, PASSWORD)).status).toBe(200)
    for (let i = 0; i < account.max; i++) expect((await loginAs(USERS.normal, WRONG)).status).toBe(401)
    expect((await loginAs(USERS.normal, WRONG)).status).toBe(429)
  })

  it('counts an e-mail however it is written, and unknown e-mails alike', async () => {
    for (let i = 0; i < account.max; i++) {
      const email = i % 2 ? USERS.normal.toUpperCase() : ` ${USERS.normal}`
      expect((await loginAs(email.trim(), WRONG)).status).toBe(401)
    }
    expect((await loginAs(USERS.normal, WRONG)).status).toBe(429)
    for (let i = 0; i < account.max; i++) expect((await loginAs('ei-tilia@example.fi', WRONG)).status).toBe(401)
    await expectThrottled(await loginAs('ei-tilia@example.fi', WRONG), account.windowSeconds)
  })

  it('limits failed logins per client address over many accounts; successes do not count', async () => {
    startClock()
    const { address } = LIMITS.login
    const ip = '203.0.113.10'
    for (let i = 0; i < address.max - 1; i++) {
      expect((await loginAs(`tuntematon${i}@example.fi`, WRONG, ip)).status).toBe(401)
    }
    for (let i = 0; i < 3; i++) expect((await loginAs(USERS.pharmacy, PASSWORD, ip)).status).toBe(200)
    expect((await loginAs('viimeinen@example.fi', WRONG, ip)).status).toBe(401)
    await expectThrottled(await loginAs('yksi-liikaa@example.fi', WRONG, ip), address.windowSeconds)
    await expectThrottled(await loginAs(USERS.normal, PASSWORD, ip), address.windowSeconds)
    // Another address, and the same e-mail from it, are not affected.
    expect((await loginAs(USERS.normal, PASSWORD, '198.51.100.20')).status).toBe(200)
    vi.setSystemTime(T0 + address.windowSeconds * 1000)
    expect((await loginAs(USERS.normal, PASSWORD, ip)).status).toBe(200)
  })
})

describe('forgot-password, login-link and registration requests', () => {
  const forgot = (email: string, address?: string) =>
    postJson('/api/customer/customer/forgotPassword', { email }, from(address))
  const loginLink = (email: string, address?: string) =>
    postJson('/api/customer/loginLink', { email, redirect: '/' }, from(address))
  const register = (email: string, address?: string) =>
    postJson('/api/customer/customer/register', registration({ email }), from(address))

  it('forgot-password: the same answer up to the limit per e-mail, known or not, then 429 for an hour', async () => {
    startClock()
    const { account } = LIMITS.forgotPassword
    for (const email of [USERS.normal, 'ei-tilia@example.fi']) {
      for (let i = 0; i < account.max; i++) expect((await forgot(email)).status).toBe(200)
      await expectThrottled(await forgot(email), account.windowSeconds)
    }
    expect((await forgot(USERS.pharmacy)).status).toBe(200)
    vi.setSystemTime(T0 + account.windowSeconds * 1000)
    expect((await forgot(USERS.normal)).status).toBe(200)
  })

  it('forgot-password: limited per client address over many e-mails', async () => {
    const { address } = LIMITS.forgotPassword
    const ip = '203.0.113.11'
    for (let i = 0; i < address.max; i++) expect((await forgot(`osoite${i}@example.fi`, ip)).status).toBe(200)
    await expectThrottled(await forgot('viela-yksi@example.fi', ip), address.windowSeconds)
    expect((await forgot('viela-yksi@example.fi', '198.51.100.21')).status).toBe(200)
  })

  it('login links: limited per e-mail', async () => {
    const { account } = LIMITS.loginLink
    for (let i = 0; i < account.max; i++) expect((await loginLink(USERS.normal)).status).toBe(200)
    await expectThrottled(await loginLink(USERS.normal), account.windowSeconds)
    expect((await loginLink(USERS.pharmacy)).status).toBe(200)
  })

  it('registration: limited per e-mail and per client address', async () => {
    const { account, address } = LIMITS.register
    for (let i = 0; i < account.max; i++) expect((await register('sama@example.fi')).status).not.toBe(429)
    await expectThrottled(await register('sama@example.fi'), account.windowSeconds)

    const ip = '203.0.113.12'
    for (let i = 0; i < address.max; i++) expect((await register(`klinikka${i}@example.fi`, ip)).status).toBe(202)
    await expectThrottled(await register('klinikka-liikaa@example.fi', ip), address.windowSeconds)
  })
})

describe('the Workers Rate Limiting binding', () => {
  it('refuses a flood from one address before any counting, for a minute', async () => {
    const keys: string[] = []
    const limiter: RateLimit = {
      limit: async ({ key }) => {
        keys.push(key)
        return { success: false }
      },
    }
    const res = await postJson(
      '/api/auth/login',
      { email: USERS.normal, password: PASSWORD },
      { headers: { 'CF-Connecting-IP': '203.0.113.13' }, env: { AUTH_RATE_LIMITER: limiter } },
    )
    await expectThrottled(res, 60)
    expect(res.headers.get('Retry-After')).toBe('60')
    expect(keys).toEqual(['auth:203.0.113.13'])
    const counters = await env.DB.prepare('SELECT COUNT(*) AS n FROM throttle_counters').first<{ n: number }>()
    expect(counters?.n).toBe(0)

    // Without an address (loopback, no header) the binding is not asked.
    const local = await postJson(
      '/api/auth/login',
      { email: USERS.normal, password: PASSWORD },
      { headers: { 'CF-Connecting-IP': '127.0.0.1' }, env: { AUTH_RATE_LIMITER: limiter } },
    )
    expect(local.status).toBe(200)
    expect(keys).toHaveLength(1)
  })
})

describe('clientAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['2001:db8:85a3:1234:8a2e:370:7334:1', '2001:db8:85a3:1234::/64'],
    ['2001:DB8:85A3:1234::1', '2001:db8:85a3:1234::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['127.0.0.1', null],
    ['::1', null],
    ['::ffff:127.0.0.1', null],
    ['', null],
    [undefined, null],
    ['not an address', null],
  ])('%s → %s', (header, expected) => {
    expect(clientAddress(header)).toBe(expected)
  })
})

it('housekeeping deletes counters whose windows ended', async () => {
  startClock()
  for (let i = 0; i < 3; i++) await loginAs(USERS.normal, WRONG)
  const count = async () =>
    (await env.DB.prepare('SELECT COUNT(*) AS n FROM throttle_counters').first<{ n: number }>())?.n ?? 0
  expect(await count()).toBe(1)
  await housekeeping(env.DB, Math.floor(T0 / 1000) + 3600)
  expect(await count()).toBe(1)
  await housekeeping(env.DB, Math.floor(T0 / 1000) + 2 * 86400)
  expect(await count()).toBe(0)
})
