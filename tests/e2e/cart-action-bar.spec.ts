import { axeProblems } from './fixtures/a11y.ts'
import { addLines } from './fixtures/cartByApi.ts'
import { hydrated } from './fixtures/hydration.ts'
import { seedData } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §2 /cart, docs/decisions/059-honest-delivery-prices-and-empty-states.md: a long cart keeps
// its total and the way to the checkout at hand. On the phone they sit in a bar stuck to the
// bottom of the screen; on a wide screen the totals column stays in view beside the lines.

/** Fourteen orderable products of the seed, one pack each: a cart far longer than a screen. */
function longCart(): [string, number][] {
  return seedData()
    .products.filter((p) => p.type === 'simple' && p.inStock === 1 && p.finalCents > 0)
    .slice(0, 14)
    .map((p) => [p.sku, p.minSaleQty > 1 ? p.minSaleQty : p.qtyIncrement])
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a long cart keeps its total and the checkout at hand (${name})`, async ({ page, baseURL, freshCustomer }) => {
      await logInByApi(page, freshCustomer)
      await addLines(page, baseURL as string, longCart())
      await page.goto('/cart')
      await hydrated(page)
      const grand = (await page.getByTestId('cart-page').getByTestId('totals-grand').textContent()) ?? ''
      expect(grand).toMatch(/€/)

      // Scrolled to the end of the lines, then back to the middle: the total and the action are on
      // screen, in the phone's bar or, where the summary's own button shows above it, there.
      const lines = page.getByTestId('cart-page').locator('ul > li')
      const summaryGrand = page.getByTestId('cart-page').getByTestId('totals-grand')
      const bar = page.getByTestId('cart-action-bar')
      for (const index of [13, 6]) {
        await lines.nth(index).scrollIntoViewIfNeeded()
        if (name === 'mobile') {
          await expect(async () => {
            if (index === 6 || (await bar.isVisible())) {
              await expect(bar).toBeInViewport({ ratio: 1, timeout: 1_000 })
              await expect(bar).toContainText(grand, { timeout: 1_000 })
              await expect(bar.getByRole('link', { name: 'Siirry kassalle' })).toBeInViewport({
                ratio: 1,
                timeout: 1_000,
              })
            } else {
              await expect(summaryGrand).toBeInViewport({ ratio: 1, timeout: 1_000 })
              await expect(page.getByTestId('to-checkout')).toBeInViewport({ ratio: 1, timeout: 1_000 })
            }
          }).toPass({ timeout: 10_000 })
        } else {
          await expect(bar).toBeHidden()
          await expect(summaryGrand).toBeInViewport({ ratio: 1 })
          await expect(page.getByTestId('to-checkout')).toBeInViewport({ ratio: 1 })
        }
      }
      expect((await axeProblems(page)).severe).toEqual([])

      const action =
        name === 'mobile'
          ? page.getByTestId('cart-action-bar').getByRole('link', { name: 'Siirry kassalle' })
          : page.getByTestId('to-checkout')
      await action.click()
      await expect(page).toHaveURL('/checkout')
    })
  })
}
