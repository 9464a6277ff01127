import type { Locator, Page } from '@playwright/test'
import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { seedData } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS, type ViewportName } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/069-facets-and-filters.md: a listing narrows by filters with counts. Each choice
// is a link to the listing with it toggled, its count is what the listing then holds, the URL
// keeps the filters and the order (Back restores them), and on a phone the filters open in a
// sheet whose "Näytä N tuotetta" says how many products the choices leave.

const SHOTS = '/tmp/i31facets'

/** The seed's glove category: sizes, sterile surgical gloves and non-sterile examination gloves. */
function glovesPath(): string {
  const gloves = seedData().categories.find((c) => c.name === 'Käsineet')
  if (!gloves) throw new Error('seed: no category Käsineet')
  return gloves.urlPath
}

/** The SKUs of the cards shown, in order. */
const skus = (page: Page) =>
  page.getByTestId('product-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-sku') ?? ''))

/** What the category API answers for the same listing: its total and the SKUs of its first page. */
async function apiListing(page: Page, search: string): Promise<{ total: number; skus: string[] }> {
  const res = await page.request.get(`/api/catalog/category?pageSize=24&${search}`)
  expect(res.ok(), search).toBe(true)
  const body = (await res.json()) as { total_count: number; items: { sku: string }[] }
  return { total: body.total_count, skus: body.items.map((i) => i.sku) }
}

/** The first choice of a filter group, its value's text and its count ("M (12)" → M, 12). */
async function firstChoice(group: Locator): Promise<{ choice: Locator; label: string; count: number }> {
  const choice = group.getByTestId('filter-choice').first()
  const text = (await choice.textContent()) ?? ''
  const match = /^(.*) \((\d+)\)$/.exec(text.trim())
  if (!match) throw new Error(`a filter choice reads "${text}"`)
  return { choice, label: match[1]!, count: Number(match[2]) }
}

/** Opens the filters: the sheet on a phone, nothing to do beside the grid on a desktop. */
async function openFilters(page: Page, name: ViewportName): Promise<Locator> {
  const sheet = page.getByTestId('filter-sheet')
  if (name === 'mobile') {
    await page.getByTestId('filter-open').click()
    await expect(page.getByRole('dialog', { name: 'Suodattimet' })).toBeVisible()
  } else {
    await expect(page.getByTestId('filter-open')).toBeHidden()
    await expect(sheet).toBeVisible()
  }
  return sheet
}

for (const [name, viewport] of Object.entries(VIEWPORTS) as [ViewportName, (typeof VIEWPORTS)[ViewportName]][]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a customer filters gloves by size and sterile, then sorts them by price (${name})`, async ({ page }) => {
      const path = glovesPath()
      await logInByApi(page, demoClinic)
      await page.goto(`/category/${path}`)
      await hydrated(page)
      const count = page.getByTestId('category-count')
      const sheet = await openFilters(page, name)

      // A size: its count is what the listing then holds, and the URL holds it.
      const size = await firstChoice(sheet.getByTestId('filter-group-size'))
      await expect(size.choice).toHaveAttribute('aria-checked', 'false')
      await size.choice.click()
      await expect(page).toHaveURL(new RegExp(`[?&]size=${encodeURIComponent(size.label)}(&|$)`))
      await expect(count).toHaveText(`${size.count} kpl`)
      await expect(sheet.getByTestId('filter-group-size').getByRole('checkbox', { checked: true })).toHaveText(
        `${size.label} (${size.count})`,
      )

      // Then sterile or not, counted with the size kept.
      const sterile = await firstChoice(sheet.getByTestId('filter-group-sterile'))
      await sterile.choice.click()
      await expect(page).toHaveURL(/[?&]sterile=(yes|no)(&|$)/)
      await expect(count).toHaveText(`${sterile.count} kpl`)
      const sterileValue = /[?&]sterile=(yes|no)/.exec(page.url())![1]!
      const filtered = `path=${path}&size=${encodeURIComponent(size.label)}&sterile=${sterileValue}`
      const expected = await apiListing(page, filtered)
      expect(expected.total).toBe(sterile.count)
      if (name === 'mobile') {
        // The sheet stayed open through both choices; its button names the listing's total.
        const show = page.getByTestId('filter-show')
        await expect(show).toHaveText(`Näytä ${sterile.count} ${sterile.count === 1 ? 'tuote' : 'tuotetta'}`)
        await page.screenshot({ path: `${SHOTS}/category-sheet-${name}.png` })
        await show.click()
        await expect(page.getByRole('dialog')).toHaveCount(0)
      } else {
        await page.screenshot({ path: `${SHOTS}/category-panel-${name}.png` })
      }
      expect(await skus(page)).toEqual(expected.skus)
      const chips = page.getByTestId('filter-chips')
      await expect(chips.getByRole('link', { name: /^Poista suodatin/ })).toHaveCount(2)
      const beforeSort = await skus(page)

      // Then by price: the URL holds all three, the order is the customer's own.
      await page.getByTestId('sort-select').selectOption('price_asc')
      await expect(page).toHaveURL(/[?&]sort=price_asc/)
      expect(page.url()).toMatch(/[?&]size=/)
      expect(page.url()).toMatch(/[?&]sterile=/)
      const sorted = await apiListing(page, `${filtered}&sort=price_asc`)
      await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-sku', sorted.skus[0]!)
      expect(await skus(page)).toEqual(sorted.skus)
      await expect(count).toHaveText(`${sterile.count} kpl`)
      expect((await axeProblems(page)).severe).toEqual([])
      expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)

      // Back restores the filtered listing in its previous order.
      await page.goBack()
      await expect(page).not.toHaveURL(/[?&]sort=/)
      await expect(page.getByTestId('product-card').first()).toHaveAttribute('data-sku', beforeSort[0]!)
      expect(await skus(page)).toEqual(beforeSort)
      expect(page.url()).toMatch(/[?&]sterile=/)
    })
  })
}

test.describe('on a phone', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('the filter sheet of search results says how many products its choices leave', async ({ page }) => {
    await page.goto('/searchresults?search=k%C3%A4sine')
    await hydrated(page)
    const range = page.getByTestId('results-range')
    await expect(range).toHaveText(/^1–\d+ \/ \d+$/)
    const sheet = await openFilters(page, 'mobile')
    // A full-height sheet over the whole page: the desktop browser that runs the journeys keeps the
    // root's stable scrollbar gutter (uno.config.ts), 15 px a phone's overlay scrollbar does not take.
    const box = await sheet.boundingBox()
    expect(box).toMatchObject({ x: 0, y: 0, height: VIEWPORTS.mobile.height })
    expect(box!.width).toBeGreaterThanOrEqual(VIEWPORTS.mobile.width - 15)

    const stock = await firstChoice(sheet.getByTestId('filter-group-stock'))
    await stock.choice.click()
    await expect(page).toHaveURL(/[?&]stock=1/)
    const show = page.getByTestId('filter-show')
    await expect(show).toHaveText(`Näytä ${stock.count} ${stock.count === 1 ? 'tuote' : 'tuotetta'}`)
    // Still open after the choice, with the choice checked.
    await expect(page.getByRole('dialog', { name: 'Suodattimet' })).toBeVisible()
    await expect(stock.choice).toHaveAttribute('aria-checked', 'true')
    expect((await axeProblems(page)).severe).toEqual([])
    await page.screenshot({ path: `${SHOTS}/search-sheet-mobile.png` })

    await show.click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(range).toHaveText(new RegExp(`/ ${stock.count}$`))
    await expect(page.getByTestId('product-card').first()).toBeInViewport()
    await page.screenshot({ path: `${SHOTS}/search-results-mobile.png` })
  })
})

test.describe('on a desktop', () => {
  test.use({ viewport: VIEWPORTS.desktop })

  test('the search results keep their filters beside the grid and clear them at once', async ({ page }) => {
    await page.goto('/searchresults?search=k%C3%A4sine')
    await hydrated(page)
    const range = page.getByTestId('results-range')
    const sheet = await openFilters(page, 'desktop')
    const grid = page.getByTestId('product-card').first()
    // The panel is a column left of the grid.
    const [panelBox, cardBox] = [await sheet.boundingBox(), await grid.boundingBox()]
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(cardBox!.x)

    const category = await firstChoice(sheet.getByTestId('filter-group-category'))
    await category.choice.click()
    await expect(page).toHaveURL(/[?&]category=/)
    await expect(range).toHaveText(new RegExp(`/ ${category.count}$`))
    await expect(
      page.getByTestId('filter-chips').getByRole('link', { name: `Poista suodatin ${category.label}` }),
    ).toBeVisible()
    expect((await axeProblems(page)).severe).toEqual([])
    await page.screenshot({ path: `${SHOTS}/search-panel-desktop.png` })

    await page.getByRole('link', { name: 'Tyhjennä suodattimet' }).click()
    await expect(page).not.toHaveURL(/[?&]category=/)
    await expect(page.getByTestId('filter-chips')).toHaveCount(0)
  })

  test('a search broader than the backend counts exactly says its counts are estimates', async ({ page }) => {
    // "koira" finds more than FACET_SAMPLE (worker/backend/catalog/searchFacets.ts) listings of the
    // demo catalogue: the counts come from a sample (docs/decisions/072-search-filters-in-the-index.md).
    await page.goto('/searchresults?search=koira')
    await hydrated(page)
    await expect(page.getByTestId('results-range')).toHaveText(/^1–24 \/ \d{3,}$/)
    const sheet = await openFilters(page, 'desktop')
    await expect(sheet.getByTestId('filter-estimate')).toHaveText(/Määrät ovat arvioita/)
    const stock = sheet.getByTestId('filter-group-stock').getByTestId('filter-choice').first()
    await expect(stock).toHaveText(/^Varastossa \(n\. \d[\d\s]*\)$/)
    await page.screenshot({ path: `${SHOTS}/search-estimates-desktop.png` })
    // Narrowed below the sample, the same panel counts exactly again.
    await page.goto('/searchresults?search=koira&cold=1')
    await hydrated(page)
    await expect(sheet.getByTestId('filter-estimate')).toHaveCount(0)
    await expect(sheet.getByTestId('filter-group-stock').getByTestId('filter-choice').first()).toHaveText(
      /^Varastossa \(\d+\)$/,
    )
    expect((await axeProblems(page)).severe).toEqual([])
    await page.screenshot({ path: `${SHOTS}/search-exact-desktop.png` })

    // On a phone the sheet says the same above its choices.
    await page.setViewportSize(VIEWPORTS.mobile)
    await page.goto('/searchresults?search=koira')
    await hydrated(page)
    const phoneSheet = await openFilters(page, 'mobile')
    await expect(phoneSheet.getByTestId('filter-estimate')).toBeVisible()
    expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)
    await page.screenshot({ path: `${SHOTS}/search-estimates-mobile.png` })
  })
})
