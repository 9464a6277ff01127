import { headerSearch } from './fixtures/search.ts'

import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §8: when a chunk fails to load (a deploy replaced the hashed files), the page reloads once
// instead of showing an error. The service worker would answer hashed files from its cache.
test.use({ serviceWorkers: 'block' })

test('a lazy chunk the server no longer has reloads the page once', async ({ page }) => {
  await page.goto('/')
  const { input } = headerSearch(page)
  await hydrated(input)
  await page.route(/\/assets\/SearchPanel-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'Not found' }))
  await page.evaluate(() => {
    ;(window as unknown as { beforeReload?: boolean }).beforeReload = true
  })

  // The search panel is a lazy chunk, asked for when the buyer starts typing.
  await input.fill('sideharso')

  await expect
    .poll(
      () =>
        page
          .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
          // Asked while the page is being replaced: not reloaded yet.
          .catch(() => true),
      {
        message: 'the page reloads',
      },
    )
    .toBe(false)
  expect(await page.evaluate(() => sessionStorage.getItem('chunk-reload-at'))).toMatch(/^\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
