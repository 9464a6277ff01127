import { gzipSync } from 'node:zlib'
import { HOME_JS_BUDGET_KB } from '../../bench/clientJs.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/030-home-js.md and docs/decisions/030: what the first load of the home page fetches, as a
// browser sees it (every /assets/*.js until the page has hydrated and the network is quiet),
// gzip-compressed each on its own as bench/clientJs.ts counts them (1 KB = 1,000 bytes). The
// bench judges the 141.5 KB budget for home and the 160 KB budget for every route; this journey
// holds home to its 141.5 KB and keeps the code that must stay off the first load.
const HOME_JS_BUDGET_BYTES = HOME_JS_BUDGET_KB * 1000

test('the home page hydrates within its 141.5 KB of JS, without the server-function client, the account navigation or the pack-size rules', async ({
  page,
  browserErrors,
}, testInfo) => {
  const bodies = new Map<string, Promise<Buffer>>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (/^\/assets\/.+\.js$/.test(url.pathname) && !bodies.has(url.pathname)) bodies.set(url.pathname, response.body())
  })
  await page.goto('/')
  await hydrated(page.getByTestId('site-header').getByRole('link', { name: 'Kirjaudu', exact: true }))
  await page.waitForLoadState('networkidle')

  const files = await Promise.all([...bodies].map(async ([path, body]) => ({ path, code: await body })))
  const total = files.reduce((sum, file) => sum + gzipSync(file.code).byteLength, 0)
  testInfo.annotations.push({ type: 'home JS (gzip bytes)', description: String(total) })
  expect(total, 'JS of the first load of / (gzip bytes)').toBeLessThanOrEqual(HOME_JS_BUDGET_BYTES)

  // The shop has no server functions: the page hydrates through the router's own client, so
  // Start's RPC client (its framed-response protocol and serialiser) is not loaded at all.
  const withRpcClient = files.filter((file) => /x-tss-(serialized|framed)/.test(file.code.toString('utf8')))
  expect(withRpcClient.map((file) => file.path)).toEqual([])
  // The account side navigation loads with the account pages' layout, not with every page.
  const withAccountNav = files.filter((file) => file.code.toString('utf8').includes('account-nav'))
  expect(withAccountNav.map((file) => file.path)).toEqual([])
  // docs/decisions/036-history-filters-and-csv-export.md pack-size judging and the history filters' rules load with the pages that use
  // them: the cart's answer schema (on every first load) needs only the rules' shape, and the
  // history pages read their filters in their loaders (contract/quantityRulesSchema.ts).
  const offFirstLoad = ['kpl:n erissä', 'Pyöristetäänkö', 'Alkupäivä ei ole kelvollinen']
  const withLaterCode = files.filter((file) => offFirstLoad.some((text) => file.code.toString('utf8').includes(text)))
  expect(withLaterCode.map((file) => file.path)).toEqual([])

  expect(browserErrors.consoleErrors, 'console errors (a hydration mismatch among them)').toEqual([])
})
