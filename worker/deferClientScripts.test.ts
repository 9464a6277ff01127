import { describe, expect, it } from 'vitest'
import { CLIENT_LOADER_ATTR, deferClientScripts, FALLBACK_MS } from './deferClientScripts'

// docs/decisions/026-largest-paint.md: the page's client JS is asked for after the first paint.

const NONCE = 'bm9uY2Utb2YtdGVzdA=='

/** Start's shape: preload hints in <head>, the entry as an async module script in <body>, streamed in pieces. */
function startPage(): Response {
  const parts = [
    '<!DOCTYPE html><html lang="fi"><head><link rel="stylesheet" href="/assets/index.css"/>',
    `<link rel="modulepreload" href="/assets/index-1.js" fetchPriority="low" nonce="${NONCE}"/>`,
    `<link rel="modulepreload" href="/assets/route-2.js" fetchPriority="low" nonce="${NONCE}"/>`,
    '</head><body><main><h1>Tervetuloa</h1><p>Lääkkeet ja hoitotarvikkeet</p></main>',
    `<script nonce="${NONCE}">self.$_TSR={}</script>`,
    `<script type="module" async="" src="/assets/index-1.js" nonce="${NONCE}"></script>`,
    '</body></html>',
  ]
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
}

describe('deferClientScripts', () => {
  it('moves the preload hints and the entry script into one nonced loader that waits for the first contentful paint', async () => {
    const html = await deferClientScripts(startPage(), NONCE).text()

    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/)
    expect(html).not.toMatch(/<script[^>]*type="module"/)
    const loaders = html.match(new RegExp(`<script nonce="${NONCE}" ${CLIENT_LOADER_ATTR}="">(.*?)</script>`, 'g'))
    expect(loaders).toHaveLength(1)
    const loader = loaders?.[0] ?? ''
    expect(loader).toContain('getEntriesByName("first-contentful-paint")')
    expect(loader).toContain(`("/assets/index-1.js",["/assets/route-2.js"],"bm9uY2Utb2YtdGVzdA==",${FALLBACK_MS})`)
    expect(loader).toContain('document.currentScript.remove()')
  })

  it('leaves the page text, the stylesheet and Start’s inline data as they were', async () => {
    const html = await deferClientScripts(startPage(), NONCE).text()

    expect(html).toContain('<link rel="stylesheet" href="/assets/index.css"/>')
    expect(html).toContain('<main><h1>Tervetuloa</h1><p>Lääkkeet ja hoitotarvikkeet</p></main>')
    expect(html).toContain(`<script nonce="${NONCE}">self.$_TSR={}</script>`)
  })

  it('cannot be closed early by a script URL with markup in it', async () => {
    const page = new Response(`<body><script type="module" src="/a.js?x=</script><b>"></script></body>`)
    const html = await deferClientScripts(page, NONCE).text()

    expect(html).not.toContain('</script><b>')
    expect(html).toContain('\\u003c/script>\\u003cb>')
  })
})
