import { axeProblems } from './fixtures/a11y.ts'
import { anInStockProduct } from './fixtures/catalog.ts'
import { checkoutReady } from './fixtures/checkout.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/058-one-page-checkout-and-repeat-orders.md: the success page is a receipt: the
// order's lines, own reference, requested delivery day, total and a link to the order.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`checkout receipt (${name})`, () => {
    test.use({ viewport })

    test('the success page shows the lines, the reference, the delivery day, the total and links to the order', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(90_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const product = await anInStockProduct(page)
      const productName = await page.evaluate(async (sku) => {
        const res = await fetch('/api/cart/bulk', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ items: [{ sku, quantity: 2 }] }),
        })
        const cart = (await (await fetch('/api/cart')).json()) as { cart: { items: { product: { name: string } }[] } }
        return res.ok ? (cart.cart.items[0]?.product.name ?? '') : ''
      }, product.sku)
      await page.goto('/checkout')
      await checkoutReady(page)
      const reference = `PO-${Date.now().toString(36)}`
      await page.getByLabel('Oma viite (esim. ostotilausnumero)').fill(reference)
      const total = ((await page.getByTestId('totals-grand').textContent()) ?? '').trim()
      const terms = page.getByTestId('terms')
      if (!(await terms.isChecked())) await terms.check()
      await page.getByRole('button', { name: 'Lähetä tilaus' }).click()
      await expect(page).toHaveURL('/checkout/success')

      const receipt = page.getByTestId('checkout-success')
      const orderNumber = ((await receipt.getByTestId('order-number').textContent()) ?? '').replace(
        'Tilausnumero: ',
        '',
      )
      await expect(receipt.getByTestId('receipt-lines')).toContainText(`2 × ${productName}`)
      await expect(receipt.getByTestId('receipt-reference')).toHaveText(reference)
      await expect(receipt.getByTestId('receipt-delivery-date')).toHaveText('Ensimmäinen mahdollinen päivä')
      await expect(receipt.getByTestId('receipt-total')).toContainText(total)
      expect((await axeProblems(page)).severe).toEqual([])
      await receipt.getByRole('link', { name: `Avaa tilaus ${orderNumber}` }).click()
      await expect(page).toHaveURL(`/account/order/${orderNumber}`)
    })
  })
}
