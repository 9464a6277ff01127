import { axeProblems } from './fixtures/a11y.ts'
import { addLines, aVaccine, chooseShipping, placeOrder } from './fixtures/cartByApi.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expectColumnAddsUp } from './fixtures/totals.ts'
import { expect, test } from './fixtures/test.ts'

// spec §4, docs/decisions/059-honest-delivery-prices-and-empty-states.md: a delivery method is
// named plainly ("Posti", "Matkahuolto", "Nouto varastolta") and never "Ilmainen" when it costs
// something; a vaccine's cold-chain surcharge is a row of its own from the cart to the order,
// the cart's free-shipping line says what a cold-chain cart still pays, and every column adds up.

const PLAIN_NAMES = ['Posti', 'Matkahuolto', 'Nouto varastolta']
const SURCHARGE = /Kylmäkuljetuslisä/

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a cold-chain cart shows its surcharge as a row of its own, from cart to order (${name})`, async ({
      page,
      baseURL,
      freshCustomer,
    }) => {
      test.setTimeout(120_000)
      const base = baseURL as string
      await logInByApi(page, freshCustomer)
      const vaccine = aVaccine()
      // Past the 300 € free-shipping limit at any contract price.
      const packs = vaccine.increment * Math.ceil(60_000 / vaccine.cents / vaccine.increment)
      const { cart } = await addLines(page, base, [[vaccine.sku, packs]])

      // The methods offered: plain names; none is called free while it costs.
      const methods = cart.available_shipping_methods.map((m) => ({
        code: m.carrier_code,
        name: m.carrier_title[0]?.name ?? '',
        cents: Math.round(m.amount.value * 100),
      }))
      for (const method of methods) {
        expect(PLAIN_NAMES, `method ${method.code}`).toContain(method.name)
        if (method.cents > 0) expect(method.name).not.toMatch(/ilmai/i)
      }

      // The cart: the free-shipping line says what still has to be paid.
      await page.goto('/cart')
      await hydrated(page)
      await expect(page.getByTestId('free-shipping')).toContainText(/kylmäkuljetuslisä 9,90\s€/i)
      expect((await axeProblems(page)).severe).toEqual([])

      // The cheapest delivered method chosen: its surcharge is its own row, and the column adds up.
      const delivered = methods.filter((m) => m.code !== 'nouto').sort((a, b) => a.cents - b.cents)[0]
      await chooseShipping(page, base, delivered?.code as string)
      await page.goto('/cart')
      const cartTotals = page.getByTestId('cart-page').getByTestId('cart-totals')
      await expect(cartTotals.getByTestId('totals-surcharge')).toContainText(SURCHARGE)
      await expect(cartTotals.getByTestId('totals-surcharge')).toContainText('9,90 €')
      await expect(cartTotals.getByTestId('totals-shipping')).toContainText('Posti')
      await expectColumnAddsUp(cartTotals, 'cart')

      // The checkout summary, the same rows; the method list calls nothing free that costs.
      await page.goto('/checkout')
      await hydrated(page.getByTestId('checkout-page'))
      const summary = page.getByTestId('checkout-summary').getByTestId('cart-totals')
      await expect(summary.getByTestId('totals-surcharge')).toContainText(SURCHARGE)
      const checkoutTotal = await expectColumnAddsUp(summary, 'checkout summary')
      await expect(page.getByTestId('checkout-shipping')).not.toContainText(/ilmainen/i)
      expect((await axeProblems(page)).severe).toEqual([])

      // The order and its print view keep the surcharge row and the same total.
      const orderNumber = await placeOrder(page, base)
      await page.goto(`/account/order/${orderNumber}`)
      const orderTotals = page.getByTestId('order-totals')
      await expect(orderTotals.getByTestId('totals-surcharge')).toContainText(SURCHARGE)
      expect(await expectColumnAddsUp(orderTotals, 'order view')).toBe(checkoutTotal)
      await expect(page.getByTestId('order-view')).not.toContainText(/ilmainen/i)
      expect((await axeProblems(page)).severe).toEqual([])
      await page.goto(`/account/order/${orderNumber}/print`)
      const printTotals = page.getByTestId('order-totals')
      await expect(printTotals.getByTestId('totals-surcharge')).toContainText(SURCHARGE)
      expect(await expectColumnAddsUp(printTotals, 'print view')).toBe(checkoutTotal)
    })
  })
}
