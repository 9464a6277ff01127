import { createExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { homeMessages } from '../app/features/home/homeMessages'
import { messages } from '../app/lib/messages'
import { BROWSER_UA, login, ORIGIN, pageFetch, type CookieJar } from './test/helpers'
import { CLIENT_LOADER_ATTR } from './deferClientScripts'
import worker from './index'

/** Renders a page as a browser and checks the CSP header; returns the nonce and the UTF-8 text. */
async function renderPage(path: string, jar?: CookieJar) {
  const res = await pageFetch(path, { jar })
  expect(res.status).toBe(200)
  expect(res.headers.get('Content-Type')).toMatch(/^text\/html/)
  expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  const csp = res.headers.get('Content-Security-Policy') ?? ''
  const nonce = csp.match(/'nonce-([A-Za-z0-9+/=]+)'/)?.[1]
  if (!nonce) throw new Error(`no nonce in CSP: ${csp}`)
  expect(csp).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`)
  expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`)
  // fatal: a multi-byte character split badly across stream chunks would throw here.
  const html = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(await res.arrayBuffer())
  expect(html).not.toContain('\uFFFD')
  return { nonce, html }
}

function expectEveryInlineTagNonced(html: string, nonce: string) {
  const scripts = html.match(/<script\b[^>]*>/g) ?? []
  expect(scripts.length).toBeGreaterThan(0)
  for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`)
  for (const tag of html.match(/<style\b[^>]*>/g) ?? []) expect(tag).toContain(`nonce="${nonce}"`)
}

describe('a streamed page', () => {
  it('puts the CSP nonce on every script of the home page, in Finnish', async () => {
    const { nonce, html } = await renderPage('/')
    expectEveryInlineTagNonced(html, nonce)
    expect(html).toMatch(/<html[^>]* lang="fi"/)
    expect(html).toMatch(new RegExp(`<h1[^>]*>${homeMessages.title}</h1>`))
    expect(html).toContain('Siirry sisältöön')
  })

  it('asks for no client JS before the first paint: one nonced loader instead of preload hints (docs/decisions/026-largest-paint.md)', async () => {
    const { nonce, html } = await renderPage('/')
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    // Counted as plain text: a base64 nonce may hold `+` and `/`, which a RegExp would misread.
    expect(html.split(`<script nonce="${nonce}" ${CLIENT_LOADER_ATTR}=""`)).toHaveLength(2)
  })

  it('keeps ä and ö intact in the heading of the login page', async () => {
    const { nonce, html } = await renderPage('/account/login')
    expectEveryInlineTagNonced(html, nonce)
    expect(messages.login.title).toBe('Kirjaudu sisään')
    expect(html).toMatch(/<h1[^>]*>Kirjaudu sisään<\/h1>/)
  })

  it('nonces the dehydrated data of a logged-in page and never includes the token', async () => {
    const { jar, token } = await login()
    const { nonce, html } = await renderPage('/', jar)
    expectEveryInlineTagNonced(html, nonce)
    expect(html).toContain(homeMessages.welcome('Testi'))
    expect(html).toContain('Käyttäjä') // the user's last name in the dehydrated query
    expect(html).not.toContain(token)
  })

  it('makes a new nonce for every request', async () => {
    const first = await renderPage('/')
    const second = await renderPage('/')
    expect(first.nonce).not.toBe(second.nonce)
  })

  it('streams to browsers: the first chunk comes before the document is complete', async () => {
    const res = await worker.fetch(
      new Request(`${ORIGIN}/`, { headers: { 'User-Agent': BROWSER_UA, Accept: 'text/html' } }),
      env,
      createExecutionContext(),
    )
    const reader = res.body?.getReader()
    if (!reader) throw new Error('no body')
    const chunks: string[] = []
    const decoder = new TextDecoder()
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(decoder.decode(value, { stream: true }))
    }
    expect(chunks.join('')).toContain('</html>')
    expect(chunks.length).toBeGreaterThan(1)
  })
})
