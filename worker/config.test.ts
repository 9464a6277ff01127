import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { shopFetch } from './test/helpers'
import { configProblems } from './config'

// The session token travels to API_ORIGIN: only over https (plain http for a local API only).
describe('API_ORIGIN', () => {
  const problems = (API_ORIGIN: string) => configProblems({ ...env, API_ORIGIN })

  it.each([
    '',
    'https://commerce.example',
    'https://commerce.example:8443/',
    'http://localhost:9000',
    'http://127.0.0.1:9000',
  ])('accepts %j', (origin) => {
    expect(problems(origin)).toBeNull()
  })

  it.each([
    'http://commerce.example',
    'http://10.0.0.5:9000',
    'http://localhost.evil.example',
    'https://user:secret@commerce.example',
    'ftp://commerce.example',
    'commerce.example',
  ])('refuses %j', (origin) => {
    expect(problems(origin)).toMatch(/API_ORIGIN must be https:\/\//)
  })

  it('a deploy with a plain-http API_ORIGIN answers 500 and never calls it', async () => {
    const res = await shopFetch('/api/core/storeconfig', { env: { API_ORIGIN: 'http://commerce.example' } })
    expect(res.status).toBe(500)
    expect(await res.json()).toMatchObject({ message: 'Palvelu on väliaikaisesti poissa käytöstä (asetusvirhe).' })
  })
})

// docs/architecture.md §6: one upstream at a time.
describe('the BACKEND Service Binding', () => {
  const binding = { fetch: () => Promise.resolve(new Response('{}')) } as unknown as Fetcher

  it('is refused together with API_ORIGIN', () => {
    expect(configProblems({ ...env, API_ORIGIN: 'https://commerce.example', BACKEND: binding })).toMatch(
      /API_ORIGIN and the BACKEND service binding are both set/,
    )
  })

  it('leaves the chat identity secret to the backend Worker', () => {
    const chat = { ...env, CHAT_WIDGET_URL: 'https://chat.example/widget.js', CHATBOT_SECRET: undefined }
    expect(configProblems(chat)).toMatch(/CHATBOT_SECRET/)
    expect(configProblems({ ...chat, BACKEND: binding })).toBeNull()
  })
})
