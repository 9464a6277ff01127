import { env } from 'cloudflare:workers'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ChatWidgetResponseSchema } from '../../contract/schemas/chat'
import { backend } from '../backend/app'
import { hmacHex } from '../backend/chatHash'
import { CookieJar, login, PASSWORD, postJson, shopFetch, USERS } from '../test/helpers'

const CHAT = { CHAT_WIDGET_URL: 'https://chat.example.test/widget.js', CHATBOT_SECRET: 'chat-test-secret' }

async function chatHash(jar: CookieJar, overrides: Partial<Env> = CHAT) {
  return postJson('/api/core/chatbothash', {}, { jar, env: overrides })
}

async function identityOf(jar: CookieJar) {
  const res = await chatHash(jar)
  expect(res.status).toBe(200)
  expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  const body = v.parse(ChatWidgetResponseSchema, await res.json())
  if (!body.enabled) throw new Error('chat should be enabled')
  return body
}

/** Verifies an HMAC-SHA256 hex signature with WebCrypto's own verify, not by recomputing it the same way. */
async function verifies(secret: string, message: string, hex: string): Promise<boolean> {
  const encoder = new TextEncoder()
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'verify',
  ])
  const bytes = new Uint8Array(hex.match(/../g)?.map((h) => parseInt(h, 16)) ?? [])
  return crypto.subtle.verify('HMAC', key, bytes, encoder.encode(message))
}

describe('POST /api/core/chatbothash (spec §7)', () => {
  it('is a 401 for guests', async () => {
    const res = await chatHash(new CookieJar())
    expect(res.status).toBe(401)
    expect(await res.json()).toMatchObject({ message: 'Et ole kirjautunut sisään.' })
  })

  it('answers the widget script and an identity whose HMAC verifies with the secret', async () => {
    const { jar } = await login()
    const body = await identityOf(jar)
    expect(body.script_url).toBe(CHAT.CHAT_WIDGET_URL)
    // The identity is built from the customer number (C10001), not from the person.
    expect(body.identity).toMatchObject({ name: 'Asiakas C10001', email: 'c10001@asiakas.vettarvike.fi' })
    expect(await verifies(CHAT.CHATBOT_SECRET, 'C10001', body.identity.hash)).toBe(true)
    expect(await verifies('another-secret', 'C10001', body.identity.hash)).toBe(false)
  })

  it('gives each customer a different hash, the same one on every call', async () => {
    const { jar: first } = await login()
    const { jar: second } = await login(USERS.pharmacy)
    const a = await identityOf(first)
    const b = await identityOf(second)
    expect(a.identity.hash).not.toBe(b.identity.hash)
    expect(await verifies(CHAT.CHATBOT_SECRET, 'C10003', b.identity.hash)).toBe(true)
    expect((await identityOf(first)).identity.hash).toBe(a.identity.hash)
    expect(a.identity.hash).toBe(await hmacHex(CHAT.CHATBOT_SECRET, 'C10001'))
  })

  it('answers enabled: false without a widget configured', async () => {
    const { jar } = await login()
    const res = await chatHash(jar, { CHAT_WIDGET_URL: '' })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ enabled: false })
  })

  it('rejects a body with fields (400) and a cross-site call (403)', async () => {
    const { jar } = await login()
    const bad = await postJson('/api/core/chatbothash', { navId: 'C10003' }, { jar, env: CHAT })
    expect(bad.status).toBe(400)
    const crossSite = await postJson(
      '/api/core/chatbothash',
      {},
      {
        jar,
        env: CHAT,
        headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      },
    )
    expect(crossSite.status).toBe(403)
    expect(await crossSite.json()).toMatchObject({
      message: 'Pyyntö hylättiin, koska se ei tullut kaupan omalta sivulta.',
    })
  })

  it('refuses to run with a widget but no secret: a configuration error, as JSON on /api', async () => {
    const { jar } = await login()
    const res = await chatHash(jar, { CHAT_WIDGET_URL: CHAT.CHAT_WIDGET_URL, CHATBOT_SECRET: '' })
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ message: 'Palvelu on väliaikaisesti poissa käytöstä (asetusvirhe).' })
  })

  it('the embedded backend answers 503 without its secret (the shop then hides the widget)', async () => {
    const call = (path: string, init: RequestInit, secret: string) =>
      backend.fetch(new Request(`https://backend.test${path}`, init), { ...env, CHATBOT_SECRET: secret })
    const loginRes = await call(
      '/api/auth/login',
      { method: 'POST', body: JSON.stringify({ email: USERS.normal, password: PASSWORD }) },
      '',
    )
    const { token } = await loginRes.json<{ token: { accessToken: string } }>()
    const init = { method: 'POST', headers: { Authorization: `Bearer ${token.accessToken}` }, body: '{}' }
    const off = await call('/api/core/chatbothash', init, '')
    expect(off.status).toBe(503)
    expect(await off.json()).toEqual({ message: 'Chat ei ole käytössä.' })
    const on = await call('/api/core/chatbothash', init, 'k')
    expect(on.status).toBe(200)
    expect((await on.json<{ hash: string }>()).hash).toBe(await hmacHex('k', 'C10001'))
  })
})

describe('the CSP allows the chat widget origin only when configured', () => {
  it('adds the origin of CHAT_WIDGET_URL to script-src', async () => {
    const withChat = await shopFetch('/', { env: CHAT })
    expect(withChat.headers.get('Content-Security-Policy')).toContain(
      "'strict-dynamic' 'wasm-unsafe-eval' https://chat.example.test;",
    )
    const without = await shopFetch('/')
    expect(without.headers.get('Content-Security-Policy')).not.toContain('chat.example.test')
    expect(env.CHAT_WIDGET_URL).toBe('')
  })
})
