import type { Page } from '@playwright/test'
import { anInStockProduct } from './fixtures/catalog.ts'
import { hydrated } from './fixtures/hydration.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/051-hydration-slices.md: listing grids and the footer hydrate in passes of their
// own after the rest of the page; React keeps their server HTML until then, and a press inside a
// part not yet hydrated hydrates that part at once and is then handled.

/** The page's shell (the header) has hydrated: the page's own JS has run. */
const shellHydrated = (page: Page) =>
  hydrated(page.getByTestId('site-header').getByRole('link', { name: 'Kirjaudu', exact: true }))

test('a tap on an add-to-cart at once after the page hydrated adds the product, and no hydration warning appears', async ({
  page,
  browserErrors,
}) => {
  test.setTimeout(60_000)
  await page.goto('/')
  const product = await anInStockProduct(page)

  await page.goto('/category/kaikki-tuotteet')
  const card = page.locator(`[data-testid="product-card"][data-sku="${product.sku}"]`)
  const add = card.getByTestId('add-to-cart-button')
  // At once when the page's own JS has hydrated the header: the grid may not have hydrated yet
  // (on a fast machine it may have), and the tap must add either way.
  await shellHydrated(page)

  await add.click()
  const line = page.getByTestId('minicart').locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
  await expect(line.getByRole('spinbutton')).toHaveValue('1')
  expect(browserErrors.consoleErrors, 'console errors (a hydration mismatch among them)').toEqual([])
})

test('the grid and the footer hydrate on their own, without a tap', async ({ page, browserErrors }) => {
  await page.goto('/category/kaikki-tuotteet')
  await shellHydrated(page)
  await hydrated(page.getByTestId('product-grid').getByTestId('add-to-cart-button').first())
  await hydrated(page.getByTestId('site-footer').getByRole('link').first())
  expect(browserErrors.consoleErrors, 'console errors (a hydration mismatch among them)').toEqual([])
})
