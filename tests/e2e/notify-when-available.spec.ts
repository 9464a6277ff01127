import { stockOf } from '../../seed/catalogue/stock.ts'
import { axeProblems } from './fixtures/a11y.ts'
import { hydrated } from './fixtures/hydration.ts'
import { lastMailIdTo, waitForMailTo } from './fixtures/outbox.ts'
import { seedData } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { feedStock } from './fixtures/stockFeed.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/073-availability.md: "Ilmoita kun saatavilla" on a product that cannot ship now;
// when the ERP's feed brings it back, the buyer gets a mail whose link opens the product, where
// adding it to the cart is one press, and a notice on the next visit to the account.

/** Sold-out simple products awaiting a delivery (not discontinued, not medicines), one per viewport. */
const SOLD_OUT = seedData().products.filter(
  (p) =>
    p.type === 'simple' &&
    p.vatClass !== 'medicine' &&
    p.qtyIncrement === 1 &&
    p.minSaleQty <= 1 &&
    stockOf(p).available === 0 &&
    stockOf(p).discontinued === 0,
)
const slots = { mobile: 0, desktop: 1 } as const

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
][]) {
  test.describe(`notify when available (${name})`, () => {
    test.use({ viewport })

    test('a buyer asks to be told, the stock arrives, and the mail leads to adding it to the cart', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(90_000)
      const product = SOLD_OUT[slots[name]]
      if (!product) throw new Error('seed: no sold-out product')
      // Out of stock again, whatever an earlier run fed.
      await feedStock(page.request, [{ sku: product.sku, available: 0, restock_date: null }])
      await logInByApi(page, freshCustomer)
      await page.goto(`/product/${product.urlKey}`)
      const productPage = page.getByTestId('product-page')
      await expect(productPage.getByTestId('availability')).toHaveText(/^Jälkitoimitus/)
      const ask = productPage.getByRole('button', { name: 'Ilmoita kun saatavilla' })
      await hydrated(ask)
      await ask.click()
      await expect(productPage.getByTestId('notify-when-available')).toContainText(
        'Saat ilmoituksen ja sähköpostin, kun tuote on saatavilla.',
      )
      expect((await axeProblems(page)).severe).toEqual([])

      const before = lastMailIdTo(freshCustomer.email)
      await feedStock(page.request, [{ sku: product.sku, available: 30 }])
      const mail = await waitForMailTo(freshCustomer.email, before)
      expect(mail.subject).toBe(`${product.name} on taas saatavilla – VetTarvike`)
      const link = /\/product\/[^\s]+/.exec(mail.body_text)?.[0]
      expect(link).toBe(`/product/${product.urlKey}`)

      // The mail's link: the product, one press from the cart. (The page itself may be read from
      // the catalogue's cache for a few minutes, docs/decisions/073-availability.md; the cart is live.)
      await page.goto(link!)
      const add = productPage.getByTestId('add-to-cart-button')
      await hydrated(add)
      await add.click()
      const line = page.getByTestId('minicart').locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
      await expect(line).toBeVisible()
      // It ships now: the cart asks nothing about waiting.
      await expect(line.getByTestId('line-ship-choice')).toHaveCount(0)

      // And the notice on the next visit to the account.
      await page.goto('/account')
      const notice = page.getByTestId('visit-notification').filter({ hasText: 'on taas saatavilla' })
      await expect(notice).toContainText(product.name)
      expect((await axeProblems(page)).severe).toEqual([])
    })
  })
}
