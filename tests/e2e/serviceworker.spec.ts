import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §7: a service worker at /sw.js with scope /; it serves the hashed build files of a
// repeat visit and nothing else (docs/decisions/017).

test('the first visit registers the service worker and a repeat visit takes the build files from it', async ({
  page,
  baseURL,
}) => {
  await page.goto('/')
  await hydrated(page)

  // The registration is made after hydration, when `load` has long fired.
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).map((r) => r.scope)))
    .toEqual([`${baseURL}/`])
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '')
  expect(new URL(script).pathname).toBe('/sw.js')
  expect(new URL(script).searchParams.get('v')).toBeTruthy()

  const fromWorker: string[] = []
  const fromNetwork: string[] = []
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname
    ;(response.fromServiceWorker() ? fromWorker : fromNetwork).push(path)
  })
  await page.reload()
  await hydrated(page)
  await page.goto('/category/kaikki-tuotteet')
  await hydrated(page)

  // Build files come from the service worker; the page and /api never do.
  expect(fromWorker.some((path) => path.startsWith('/assets/'))).toBe(true)
  expect(fromWorker.filter((path) => !path.startsWith('/assets/'))).toEqual([])
  expect(fromNetwork).toContain('/category/kaikki-tuotteet')
})
