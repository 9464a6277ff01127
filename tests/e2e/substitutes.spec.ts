import { readSubstitutesFile } from '../../seed/substitutes.ts'
import { axeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { checkoutReady } from './fixtures/checkout.ts'
import { hydrated } from './fixtures/hydration.ts'
import { productBySku } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { feedStock } from './fixtures/stockFeed.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/077-substitutes.md: a line that cannot ship offers the operator's substitutes
// that ship now, in the quantity the pack sizes convert it to; the buyer takes one, the line says
// what it replaces, and the receipt and the order say so too.

/** The operator's pairs of a 100 ml pack and its 50 ml one (the example of the decision), sold by one. */
const HALVES = readSubstitutesFile()
  .rows.map((row) => ({ product: productBySku(row.sku), substitute: productBySku(row.substitute_sku) }))
  .filter(
    ({ product, substitute }) =>
      product.pack === '100 ml' &&
      substitute.pack === '50 ml' &&
      product.type === 'simple' &&
      substitute.type === 'simple' &&
      product.qtyIncrement === 1 &&
      substitute.qtyIncrement === 1 &&
      substitute.minSaleQty <= 2,
  )

const slots = { mobile: 0, desktop: 1 } as const

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
][]) {
  test.describe(`substitutes (${name})`, () => {
    test.use({ viewport })

    test('a substitute taken: 2 × 50 ml for the 100 ml pack that cannot ship, and the order says what it replaced', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(90_000)
      const pair = HALVES[slots[name]]
      if (!pair) throw new Error('seed: no 100 ml → 50 ml substitute pair')
      const { product, substitute } = pair
      // The ERP says the 100 ml pack is out until the next delivery, and the 50 ml one is plentiful.
      await feedStock(page.request, [
        { sku: product.sku, available: 0, restock_date: '2027-01-15' },
        { sku: substitute.sku, available: 500 },
      ])
      await logInByApi(page, freshCustomer)
      // The product's page names its substitutes while it cannot ship.
      await page.goto(`/product/${product.urlKey}`)
      const onPage = page.getByTestId('product-substitutes')
      await expect(onPage.getByTestId('product-substitute')).toContainText([substitute.name])
      await expect(onPage).toContainText('2 × 50 ml korvaa 100 ml')
      expect((await axeProblems(page)).severe).toEqual([])
      await page.evaluate(async (sku) => {
        const res = await fetch('/api/cart/', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ sku, quantity: 1 }),
        })
        if (!res.ok) throw new Error(`add: ${res.status}`)
      }, product.sku)

      await page.goto('/cart')
      const line = page.locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
      const choice = line.getByTestId('line-ship-choice')
      const offer = choice.getByTestId(`line-ship-substitute:${substitute.sku}`)
      await expect(choice).toContainText(`Ota korvaava: ${substitute.name}`)
      await expect(choice).toContainText('2 kpl heti · 2 × 50 ml korvaa 100 ml')
      await expect(choice).toContainText('Sama vaikuttava aine, vahvuus, lääkemuoto ja eläinlaji')
      await hydrated(offer)
      expect((await axeProblems(page)).severe).toEqual([])
      if (name === 'mobile') await expectPhoneFriendly(page, 'the cart offering a substitute')

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/cart/fulfilment') && r.ok())
      await choice.getByText(`Ota korvaava: ${substitute.name}`).click()
      await saved
      const swapped = page.locator(`[data-testid="cart-line"][data-sku="${substitute.sku}"]`)
      await expect(swapped.getByTestId('line-replaces')).toContainText(`Korvaa tuotetta ”${product.name}”`)
      await expect(swapped.getByTestId('line-replaces')).toContainText('2 × 50 ml korvaa 100 ml')
      await expect(swapped.getByRole('spinbutton')).toHaveValue('2')
      await expect(page.locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)).toHaveCount(0)
      expect((await axeProblems(page)).severe).toEqual([])
      if (name === 'mobile') await expectPhoneFriendly(page, 'the cart with a substitute taken')

      await page.goto('/checkout')
      await checkoutReady(page)
      await expect(page.getByTestId('checkout-summary').getByTestId('line-replaces')).toBeVisible()
      const terms = page.getByTestId('terms')
      if (!(await terms.isChecked())) await terms.check()
      await page.getByRole('button', { name: 'Lähetä tilaus' }).click()
      await expect(page).toHaveURL('/checkout/success')
      const receipt = page.getByTestId('checkout-success')
      await expect(receipt.getByTestId('receipt-lines')).toContainText(`2 × ${substitute.name}`)
      await expect(receipt.getByTestId('receipt-replaces')).toContainText(
        `Korvaa tuotetta ”${product.name}” (${product.sku}), 1 kpl. 2 × 50 ml korvaa 100 ml.`,
      )
      expect((await axeProblems(page)).severe).toEqual([])
      const orderNumber = ((await receipt.getByTestId('order-number').textContent()) ?? '').replace(
        'Tilausnumero: ',
        '',
      )
      await page.goto(`/account/order/${orderNumber}`)
      await expect(page.getByTestId('order-line-replaces').first()).toContainText(`Korvaa tuotetta ”${product.name}”`)
    })
  })
}
