import type { Page } from '@playwright/test'
import { LISTING_PAGE_SIZE } from '../../contract/schemas/catalogParams.ts'
import { axeProblems } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/063-search-paging-and-sort.md: every hit of a search is reachable, a page at a
// time, with the page in the URL (Back restores it); a customer sorts a category by the price
// that customer pays, a guest is not offered that order.

const CANDIDATES = ['koira', 'kissa', 'side', 'käsine']

/** A query of the demo catalogue with more than two pages of hits, and its total. */
async function longQuery(page: Page): Promise<{ q: string; total: number }> {
  for (const q of CANDIDATES) {
    const res = await page.request.get(`/api/catalog/productsearch?q=${encodeURIComponent(q)}&pageSize=24`)
    const { total_count } = (await res.json()) as { total_count: number }
    if (total_count > 2 * LISTING_PAGE_SIZE) return { q, total: total_count }
  }
  throw new Error('no query of the demo catalogue has three pages of hits')
}

/** The SKUs of the cards shown, in order. */
const skus = (page: Page) =>
  page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku') ?? ''))

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a search past its first page, and Back to it (${name})`, async ({ page }) => {
      const { q, total } = await longQuery(page)
      await page.goto(`/searchresults?search=${encodeURIComponent(q)}`)
      await hydrated(page)
      const range = page.getByTestId('results-range')
      await expect(range).toHaveText(`1–24 / ${total}`)
      await expect(page.getByTestId('product-card')).toHaveCount(LISTING_PAGE_SIZE)
      const first = await skus(page)
      // A guest has no price order to choose.
      await expect(page.getByTestId('sort-select').locator('option[value^="price"]')).toHaveCount(0)
      await page.screenshot({ path: `/tmp/i31page/search-page1-${name}.png`, fullPage: false })

      await page.getByRole('link', { name: 'Seuraava' }).click()
      await expect(page).toHaveURL(/[?&]page=2/)
      await expect(range).toHaveText(`25–48 / ${total}`)
      const second = await skus(page)
      expect(second.filter((n) => first.includes(n))).toEqual([])
      expect((await axeProblems(page)).severe).toEqual([])
      await range.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `/tmp/i31page/search-page2-${name}.png`, fullPage: false })

      await page.goBack()
      await expect(page).not.toHaveURL(/[?&]page=2/)
      await expect(range).toHaveText(`1–24 / ${total}`)
      expect(await skus(page)).toEqual(first)
    })

    test(`a customer sorts a category by the price they pay (${name})`, async ({ page }) => {
      await logInByApi(page, demoClinic)
      await page.goto('/category/kaikki-tuotteet')
      await hydrated(page)
      await page.getByTestId('sort-select').selectOption('price_asc')
      await expect(page).toHaveURL(/[?&]sort=price_asc/)
      const res = await page.request.get('/api/catalog/category?path=kaikki-tuotteet&pageSize=24&sort=price_asc')
      expect(res.headers()['cache-control']).toBe('private, no-store')
      const expected = ((await res.json()) as { items: { sku: string }[] }).items.map((i) => i.sku)
      await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-sku', expected[0]!)
      expect(await skus(page)).toEqual(expected)
      expect((await axeProblems(page)).severe).toEqual([])
      await page.screenshot({ path: `/tmp/i31page/category-price-${name}.png`, fullPage: false })
    })
  })
}
