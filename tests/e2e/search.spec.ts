import type { Page, Route } from '@playwright/test'
import {
  PRODUCT_SEARCH,
  SEARCH_TEXT,
  SECTIONS,
  headerSearch,
  productSearchQ,
  recordProductSearches,
  resultsPage,
  searchTotals,
  type SectionId,
} from './fixtures/search.ts'
import { LISTING_PAGE_SIZE } from '../../contract/schemas/catalogParams.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// The header search (spec §2, §4, §5, §9) against the real backend and the demo seed. Only the
// failure cases answer from page.route; elsewhere it only holds a request back to make it slow.

// The first renders of the preview server are slow on a busy machine.
test.describe.configure({ timeout: 90_000 })

/** Comfortably longer than the 300 ms debounce: long enough for a search that would be sent. */
const QUIET_MS = 1_200

/**
 * The value of the search field each time the search panel appears, in order: a
 * MutationObserver in the page, so a panel that opens (or opens too early) is never missed.
 */
async function recordPanelOpenings(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __panelOpenedFor: string[] }
    w.__panelOpenedFor = []
    let open = false
    new MutationObserver(() => {
      const now = document.querySelector('[data-testid="search-panel"]') !== null
      if (now && !open) w.__panelOpenedFor.push((document.activeElement as HTMLInputElement | null)?.value ?? '')
      open = now
    }).observe(document, { childList: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { __panelOpenedFor: string[] }).__panelOpenedFor)
}

/** Holds back the requests that `held` picks for `ms`, then lets them reach the real backend. */
async function holdBack(page: Page, ms: number, held: (url: URL) => boolean) {
  const done: Promise<void>[] = []
  await page.route(
    (url) => held(url),
    (route: Route) => {
      const handled = new Promise<void>((resolve) => setTimeout(resolve, ms))
        // The page may have aborted the request meanwhile; then there is nothing to continue.
        .then(() => route.continue().catch(() => undefined))
      done.push(handled)
      return handled
    },
  )
  return { allHandled: () => Promise.all(done) }
}

/** The three requests of one search: products, categories and content pages (spec §7). */
const isSearchRequest = (url: URL) =>
  url.pathname === '/api/catalog/productsearch' ||
  (url.pathname.startsWith('/api/categorysearch/') && url.pathname !== '/api/categorysearch/customerPrices') ||
  url.pathname.startsWith('/api/contentful/search/')

test('two characters open no panel and send no search; the third shows a loading state, then counts in kpl', async ({
  page,
}) => {
  const searches = recordProductSearches(page)
  const panelOpenings = await recordPanelOpenings(page)
  await holdBack(page, 1_500, isSearchRequest)
  const totals = await searchTotals(page, 'inj')
  await page.clock.install()
  await page.goto('/')
  const search = headerSearch(page)

  await search.type('in')
  await expect(search.input).toHaveValue('in')
  // Every timer of the next 1,2 s fires now: the 300 ms debounce of "in" has certainly run.
  await page.clock.runFor(QUIET_MS)
  await expect(search.panel).toHaveCount(0)

  await search.input.press('j')
  await expect(search.panel).toBeVisible()
  await expect(search.panel.getByTestId('search-loading')).toContainText(SEARCH_TEXT.loading)
  await search.settled()
  for (const id of SECTIONS) {
    await expect(search.section(id).getByRole('heading')).toHaveText(new RegExp(`${totals[id]} kpl$`))
  }
  await expect(search.section('products').getByRole('link').first()).toContainText(/inj/i)
  // "in" went through the same debounce first, so a search or a panel for it would come
  // before these: the only ones are for "inj".
  expect(searches).toEqual(['inj'])
  expect(await panelOpenings()).toEqual(['inj'])
})

test('typing a word quickly sends one product search, for the whole word (300 ms debounce)', async ({ page }) => {
  const searches = recordProductSearches(page)
  await page.clock.install()
  await page.goto('/')
  const search = headerSearch(page)
  await search.type('laskimo')
  await search.settled()
  await expect(search.section('products').getByRole('link').first()).toContainText(/laskimo/i)
  // Every timer of the next 1,2 s fires now, so any search still waiting on a debounce is sent;
  // one more letter then goes through the same debounce, and its search comes after any such.
  await page.clock.runFor(QUIET_MS)
  await search.input.press('s')
  await expect.poll(() => searches.at(-1)).toBe('laskimos')
  expect(searches).toEqual(['laskimo', 'laskimos'])
})

test('a new search aborts the slower previous request, and the panel shows the new results', async ({ page }) => {
  const slow = await holdBack(
    page,
    4_000,
    (url) => url.pathname === '/api/catalog/productsearch' && url.searchParams.get('q') === 'tabl',
  )
  const aborted: { q: string | null; error: string }[] = []
  page.on('requestfailed', (request) => {
    const q = productSearchQ(request)
    if (q !== null) aborted.push({ q, error: request.failure()?.errorText ?? '' })
  })
  const answered: string[] = []
  page.on('requestfinished', (request) => {
    const q = productSearchQ(request)
    if (q !== null) answered.push(q)
  })
  const totals = await searchTotals(page, 'karpro')
  await page.goto('/')
  const search = headerSearch(page)

  const first = page.waitForRequest((request) => productSearchQ(request) === 'tabl')
  await search.type('tabl')
  await first
  await search.input.fill('karpro')

  await expect.poll(() => aborted).toContainEqual({ q: 'tabl', error: 'net::ERR_ABORTED' })
  const products = search.section('products')
  await expect(products.getByRole('heading').first()).toHaveText(new RegExp(`${totals.products} kpl$`))
  await expect(products.getByRole('link').first()).toContainText(/karpro/i)
  // Even once the held-back first request is let go, the newer results stay: the page had
  // aborted it, so it never gets an answer to show.
  await slow.allHandled()
  expect(answered).not.toContain('tabl')
  expect(aborted.filter((a) => a.q === 'tabl')).toHaveLength(1)
  await expect(products.getByRole('heading').first()).toHaveText(new RegExp(`${totals.products} kpl$`))
  await expect(products.getByRole('link').first()).toContainText(/karpro/i)
})

test('an outside click closes the panel, and so does the route change of opening a result', async ({ page }) => {
  await page.goto('/')
  const search = headerSearch(page)
  await search.type('karpro')
  await search.settled()

  // The page margin beside the 1200 px content column: nothing there but the page itself.
  await page.mouse.click(5, VIEWPORTS.desktop.height - 100)
  await expect(search.panel).toHaveCount(0)

  await search.input.click()
  await expect(search.panel).toBeVisible()
  const result = search.section('products').getByRole('link').first()
  const name = (await result.locator('span.font-semibold').textContent()) ?? ''
  expect(name).toMatch(/karpro/i)
  await result.click()
  await expect(page).toHaveURL(/\/product\//)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name)
  await expect(search.panel).toHaveCount(0)
})

test('Enter opens the results page of the query, with its sections and counts', async ({ page }) => {
  const totals = await searchTotals(page, 'karpro')
  await page.goto('/')
  const search = headerSearch(page)
  await search.type('karpro')
  await search.input.press('Enter')

  await expect(page).toHaveURL(/\/searchresults\?search=karpro$/)
  await expect(search.panel).toHaveCount(0)
  const results = resultsPage(page)
  await results.settled()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: karpro')
  for (const id of SECTIONS) {
    await expect(results.section(id).getByRole('heading').first()).toHaveText(new RegExp(`${totals[id]} kpl$`))
  }
  await expect(results.section('products').getByTestId('product-card')).toHaveCount(totals.products)
})

/**
 * spec §9: at most `limit` hits per section. "inj" has hundreds of products; "tee" more
 * categories and content pages than either limit, so every section must be cut.
 */
async function expectSectionLimits(page: Page, limit: number) {
  const inj = await searchTotals(page, 'inj')
  const tee = await searchTotals(page, 'tee')
  const cases: [string, SectionId, number][] = [
    ['inj', 'products', inj.products],
    ['tee', 'categories', tee.categories],
    ['tee', 'pages', tee.pages],
  ]
  const search = headerSearch(page)
  await search.type('inj')
  for (const [query, id, total] of cases) {
    expect(total, `the seed has more than ${limit} ${id} for "${query}"`).toBeGreaterThan(limit)
    await search.input.fill(query)
    const section = search.section(id)
    await expect(section.getByRole('heading').first()).toHaveText(new RegExp(`${total} kpl$`))
    // The panel is a grid (docs/decisions/068-search-panel-actions.md): a hit is the cell the arrow keys highlight.
    await expect(section.getByTestId('search-hit')).toHaveCount(limit)
  }
}

test.describe('on a laptop', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('every section of the panel lists at most 8 hits', async ({ page }) => {
    await page.goto('/')
    await expectSectionLimits(page, 8)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('the search field is open without a tap, and every section lists at most 6 hits', async ({ page }) => {
    await page.goto('/')
    const search = headerSearch(page)
    await expect(search.input).toBeVisible()
    const box = await search.input.boundingBox()
    expect(box && box.y + box.height <= VIEWPORTS.mobile.height, 'the field is in the first screen').toBe(true)
    await expect(page.getByTestId('mobile-menu-button')).toBeVisible()
    await expectSectionLimits(page, 6)
  })
})

test('a search without hits says so in every section, in the panel and on the results page', async ({ page }) => {
  const query = 'qwxzy'
  expect(Object.values(await searchTotals(page, query))).toEqual([0, 0, 0])
  await page.goto('/')
  const search = headerSearch(page)
  await search.type(query)
  await search.settled()
  for (const id of SECTIONS) {
    const section = search.section(id)
    await expect(section.getByRole('heading').first()).toHaveText(/0 kpl$/)
    await expect(section).toContainText(SEARCH_TEXT.noResults)
    await expect(section).toContainText(SEARCH_TEXT.tryAgain)
  }

  await search.input.press('Enter')
  const results = resultsPage(page)
  await results.settled()
  for (const id of SECTIONS) {
    const section = results.section(id)
    await expect(section.getByRole('heading').first()).toHaveText(/0 kpl$/)
    await expect(section).toContainText(SEARCH_TEXT.noResults)
    await expect(section).toContainText(SEARCH_TEXT.tryAgain)
  }
})

const failures = {
  'an HTTP 500': (route: Route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Tuotehaku ei vastaa.' }),
    }),
  'a network failure': (route: Route) => route.abort('failed'),
} as const

for (const [failure, fail] of Object.entries(failures)) {
  test(`a product search that ends in ${failure} shows the Finnish error in its section; the others still show`, async ({
    page,
  }) => {
    const query = 'laak'
    const totals = await searchTotals(page, query)
    expect(totals.categories).toBeGreaterThan(0)
    expect(totals.pages).toBeGreaterThan(0)
    await page.route(PRODUCT_SEARCH, fail)
    await page.goto('/')
    const search = headerSearch(page)
    await search.type(query)
    await search.settled()

    const products = search.section('products')
    await expect(products.getByRole('alert')).toHaveText(new RegExp(SEARCH_TEXT.failed.products))
    await expect(products.getByRole('button', { name: SEARCH_TEXT.retry })).toBeVisible()
    await expect(products).not.toContainText(SEARCH_TEXT.noResults)
    await expect(search.section('categories').getByTestId('search-hit')).toHaveCount(totals.categories)
    await expect(search.section('pages').getByTestId('search-hit')).toHaveCount(totals.pages)

    await search.input.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/searchresults\\?search=${query}$`))
    const results = resultsPage(page)
    await results.settled()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hakutulokset: ${query}`)
    const failed = results.section('products')
    await expect(failed.getByRole('alert')).toContainText(SEARCH_TEXT.failed.products)
    await expect(failed.getByTestId('product-card')).toHaveCount(0)
    await expect(results.section('categories').getByRole('listitem')).toHaveCount(totals.categories)
    await expect(results.section('pages').getByRole('listitem')).toHaveCount(totals.pages)

    // The section's retry asks again: once the search answers, its products appear.
    await page.unroute(PRODUCT_SEARCH)
    await failed.getByRole('button', { name: SEARCH_TEXT.retry }).click()
    await expect(failed.getByRole('heading').first()).toHaveText(new RegExp(`${totals.products} kpl$`))
    // The results page lists one page of products (LISTING_PAGE_SIZE in contract/schemas/catalogParams.ts).
    await expect(failed.getByTestId('product-card')).toHaveCount(Math.min(totals.products, LISTING_PAGE_SIZE))
    await expect(failed.getByRole('alert')).toHaveCount(0)
  })
}
