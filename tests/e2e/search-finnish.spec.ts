import type { Locator } from '@playwright/test'
import { axeProblems, documentWidths } from './fixtures/a11y.ts'
import { headerSearch, resultsPage } from './fixtures/search.ts'
import { seedData } from './fixtures/seedData.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/022-finnish-product-search.md "Done when": search understands Finnish as buyers type it, at phone and laptop width,
// against the real backend and the demo seed. What each query must find is read from the seed
// (tests/e2e/fixtures/seedData.ts), not from the search code's rules.

test.describe.configure({ timeout: 90_000 })

/** The seed's "Rokotteet" category and every category under it. */
function vaccineCategories(): { name: string; ids: Set<number> } {
  const { categories } = seedData()
  const root = categories.find((c) => c.name === 'Rokotteet')
  if (!root) throw new Error('seed: no category Rokotteet')
  const ids = new Set([root.id])
  for (let grew = true; grew;) {
    grew = false
    for (const c of categories) {
      if (c.parentId !== null && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id)
        grew = true
      }
    }
  }
  return { name: root.name, ids }
}

/** The SKU of a product row of the panel ("VT-100004 · 10 x 1 annos"). */
async function skuOf(row: Locator): Promise<string> {
  const line = (await row.locator('span.block').textContent()) ?? ''
  const sku = /^(\S+) ·/.exec(line)?.[1]
  if (!sku) throw new Error(`no SKU in "${line}"`)
  return sku
}

test('the seed has what the journeys look for', () => {
  const { products } = seedData()
  expect(products.some((p) => /käsine/i.test(p.name))).toBe(true)
  expect(products.some((p) => /^karprofeeni\b/i.test(p.name))).toBe(true)
  expect(
    products.some((p) => /karprofeni/i.test(p.name)),
    '"karprofeni" is a typo, not a name',
  ).toBe(false)
  const vaccines = vaccineCategories()
  expect(products.filter((p) => p.categoryId !== null && vaccines.ids.has(p.categoryId)).length).toBeGreaterThan(0)
})

for (const [width, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${width} (${viewport.width} px)`, () => {
    test.use({ viewport })

    test('typing "käsineet" (a plural) shows gloves in the panel', async ({ page }) => {
      await page.goto('/')
      const search = headerSearch(page)
      await search.type('käsineet')
      await search.settled()
      const first = search.section('products').getByRole('link').first()
      await expect(first).toBeVisible()
      await expect(first.locator('span.font-semibold')).toHaveText(/käsine/i)
    })

    test('"rokotteet" shows the Rokotteet category and vaccine products', async ({ page }) => {
      const vaccines = vaccineCategories()
      await page.goto('/')
      const search = headerSearch(page)
      await search.type('rokotteet')
      await search.settled()
      await expect(
        search.section('categories').getByRole('link', { name: vaccines.name, exact: true }),
        'the category itself',
      ).toBeVisible()
      const rows = search.section('products').getByTestId('search-hit')
      await expect(rows.first()).toBeVisible()
      // The first hit is a product of the vaccine categories, whatever its name says.
      const sku = await skuOf(rows.first())
      const product = seedData().products.find((p) => p.sku === sku)
      expect(product, sku).toBeDefined()
      const categoryId = product!.categoryId
      expect(categoryId !== null && vaccines.ids.has(categoryId), `${sku} ${product!.name} is a vaccine`).toBe(true)
    })

    test('"karprofeni" offers "Tarkoititko: karprofeeni", in the panel and on the results page', async ({ page }) => {
      await page.goto('/')
      const search = headerSearch(page)
      await search.type('karprofeni')
      await search.settled()
      const offer = search.section('products').getByTestId('search-suggestion')
      await expect(offer).toHaveText('Tarkoititko: karprofeeni')
      const link = offer.getByRole('link', { name: 'karprofeeni', exact: true })
      await expect(link).toHaveAttribute('href', '/searchresults?search=karprofeeni')
      const fits = await documentWidths(page)
      expect(fits.scrollWidth, fits.outside.join('\n')).toBeLessThanOrEqual(fits.innerWidth)

      // Following the offer opens the corrected query's results and puts it into the field.
      await link.click()
      await expect(page).toHaveURL(/\/searchresults\?search=karprofeeni$/)
      await expect(search.panel).toHaveCount(0)
      await expect(search.input).toHaveValue('karprofeeni')
      const results = resultsPage(page)
      await results.settled()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: karprofeeni')
      const names = results.section('products').getByTestId('product-name')
      await expect(names.first()).toHaveText(/karprofeeni/i)

      // The results page of the typo makes the same offer, and its link is a keyboard stop.
      await page.goto('/searchresults?search=karprofeni')
      await results.settled()
      const pageOffer = results.section('products').getByTestId('search-suggestion')
      await expect(pageOffer).toHaveText('Tarkoititko: karprofeeni')
      const pageLink = pageOffer.getByRole('link', { name: 'karprofeeni', exact: true })
      await pageLink.focus()
      await expect(pageLink).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/searchresults\?search=karprofeeni$/)
      await results.settled()
      await expect(results.section('products').getByTestId('product-name').first()).toHaveText(/karprofeeni/i)
    })

    test('a typo in the second word, "insuliini ruiksu", is answered with "Tarkoititko: insuliini ruisku" and its syringes', async ({
      page,
    }) => {
      // docs/decisions/065-typos-in-any-word.md: "ruisku" is a catalogue word only inside "Insuliiniruisku".
      const syringes = seedData().products.filter((p) => /^insuliiniruisku\b/i.test(p.name))
      expect(syringes.length, 'the seed has insulin syringes').toBeGreaterThan(0)
      const results = resultsPage(page)
      await page.goto('/searchresults?search=insuliini%20ruiksu')
      await results.settled()
      const offer = results.section('products').getByTestId('search-suggestion')
      await expect(offer).toHaveText('Tarkoititko: insuliini ruisku')
      const names = results.section('products').getByTestId('product-name')
      await expect(names.first()).toHaveText(/^insuliiniruisku/i)
      await page.screenshot({ path: `/tmp/typo-results-${viewport.width}.png`, fullPage: false })
      expect((await axeProblems(page)).severe).toEqual([])

      // The panel makes the same offer, over the same syringes.
      const search = headerSearch(page)
      await search.input.fill('')
      await search.type('insuliini ruiksu')
      await search.settled()
      const panelOffer = search.section('products').getByTestId('search-suggestion')
      await expect(panelOffer).toHaveText('Tarkoititko: insuliini ruisku')
      await expect(
        search
          .section('products')
          .getByRole('link')
          .filter({ hasText: /insuliiniruisku/i })
          .first(),
      ).toBeVisible()
      await page.screenshot({ path: `/tmp/typo-panel-${viewport.width}.png`, fullPage: false })
      expect((await axeProblems(page)).severe).toEqual([])

      // Following the offer opens the corrected search.
      await panelOffer.getByRole('link', { name: 'insuliini ruisku', exact: true }).click()
      await expect(page).toHaveURL(/\/searchresults\?search=insuliini(%20|\+)ruisku$/)
      await results.settled()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hakutulokset: insuliini ruisku')
      await expect(results.section('products').getByTestId('product-name').first()).toHaveText(/^insuliiniruisku/i)
      await expect(results.section('products').getByTestId('search-suggestion')).toHaveCount(0)
    })
  })
}
