import type { Locator, Page } from '@playwright/test'
import { axeProblems } from './fixtures/a11y.ts'
import { anInStockProduct } from './fixtures/catalog.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/058-one-page-checkout-and-repeat-orders.md: nothing to press that holds no
// decision. A buyer with one address and one payment method goes from the cart to a placed order
// with the terms ticked and one press of "Lähetä tilaus", and from a past order's "Tilaa
// uudelleen" to a placed order in at most two presses. The buyer here presses whatever the page
// still asks for, and every press is counted (clicks and step changes alike).

/** Counts every press the buyer makes. */
class Buyer {
  presses: string[] = []
  constructor(private readonly page: Page) {}
  async press(target: Locator, what: string): Promise<void> {
    await hydrated(target)
    await target.click()
    this.presses.push(what)
  }

  /** On /checkout: presses what the page still asks for until the order is placed. */
  async finishCheckout(): Promise<void> {
    const page = this.page
    await expect(page.getByTestId('checkout-page')).toBeVisible()
    for (let round = 0; round < 12 && !page.url().endsWith('/checkout/success'); round++) {
      await page.waitForLoadState('networkidle')
      if (page.url().endsWith('/checkout/success')) break
      const send = page.getByRole('button', { name: 'Lähetä tilaus' }).locator('visible=true').first()
      const terms = page.getByTestId('terms').locator('visible=true').first()
      const savedAddress = page.getByTestId('saved-address').first()
      const method = page.locator('[data-testid^="shipping-method-"]:not([data-testid$="nouto"])').first()
      const toBilling = page.getByRole('button', { name: 'Jatka laskutukseen' })
      const billingSave = page.getByTestId('billing-use-shipping')
      const invoice = page.getByRole('radio', { name: 'Lasku' })
      if ((await savedAddress.isVisible()) && (await savedAddress.getAttribute('aria-pressed')) === 'false') {
        await this.press(savedAddress, 'saved address')
      } else if ((await method.isVisible()) && !(await page.locator('[name="shipping-method"]:checked').count())) {
        await this.press(method, 'delivery method')
      } else if (await toBilling.isVisible()) {
        await this.press(toBilling, 'to billing')
      } else if ((await billingSave.isVisible()) && !(await page.getByTestId('billing-saved').isVisible())) {
        await this.press(billingSave, 'save billing address')
      } else if ((await invoice.isVisible()) && !(await invoice.isChecked())) {
        await this.press(invoice, 'payment method')
      } else if ((await terms.isVisible()) && !(await terms.isChecked())) {
        await this.press(terms, 'terms')
      } else if ((await send.isVisible()) && (await send.isEnabled())) {
        await this.press(send, 'Lähetä tilaus')
        await page.waitForURL('**/checkout/success')
      }
    }
    await expect(page).toHaveURL(/\/checkout\/success$/)
  }
}

/** The fresh customer's address book down to its default address alone (one address). */
async function keepOneAddress(page: Page): Promise<void> {
  const removed = await page.evaluate(async () => {
    const res = await fetch('/api/customer/addresses')
    const { addresses } = (await res.json()) as { addresses: { id: number; is_default: boolean }[] }
    const others = addresses.filter((a) => !a.is_default)
    for (const a of others) await fetch(`/api/customer/addresses/${a.id}`, { method: 'DELETE' })
    return others.length
  })
  expect(removed).toBeGreaterThanOrEqual(0)
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`repeat order (${name})`, () => {
    test.use({ viewport })

    test('cart to a placed order in one press of "Lähetä tilaus", a past order again in two presses', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(120_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      await keepOneAddress(page)
      const product = await anInStockProduct(page)
      await page.evaluate(async (sku) => {
        await fetch('/api/cart/bulk', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ items: [{ sku, quantity: 2 }] }),
        })
      }, product.sku)

      // --- Cart to a placed order.
      const buyer = new Buyer(page)
      await page.goto('/cart')
      await buyer.press(page.getByTestId('to-checkout'), 'Siirry kassalle')
      await expect(page).toHaveURL('/checkout')
      // Everything that holds no decision is chosen and saved already: one page, nothing missing.
      const checkout = page.getByTestId('checkout-page')
      await expect.soft(checkout.getByRole('button', { name: 'Uusi osoite' })).toBeVisible()
      await expect.soft(checkout.getByTestId('shipping-address-form')).toBeHidden()
      await expect.soft(checkout.getByRole('button', { name: 'Tallenna osoite' })).toHaveCount(0)
      await expect.soft(checkout.locator('[name="shipping-method"]:checked')).toHaveCount(1)
      await expect.soft(checkout.locator('[name="shipping-method"]:checked')).not.toHaveValue('nouto')
      await expect.soft(checkout.getByTestId('billing-saved')).toBeVisible()
      expect.soft((await axeProblems(page)).severe).toEqual([])
      await buyer.finishCheckout()
      const cartPresses = buyer.presses
      console.log(`[${name}] cart → placed order: ${cartPresses.length} presses: ${cartPresses.join(', ')}`)
      const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace('Tilausnumero: ', '')
      // Siirry kassalle, the terms and "Lähetä tilaus": nothing else.
      expect.soft(cartPresses).toEqual(['Siirry kassalle', 'terms', 'Lähetä tilaus'])

      // --- The same order again from the order history.
      const again = new Buyer(page)
      await page.goto('/account/order')
      const reorder = page
        .getByRole('button', { name: `Tilaa uudelleen: tilaus ${orderNumber}` })
        .locator('visible=true')
      await again.press(reorder.first(), 'Tilaa uudelleen')
      // Before one-page reorders the buyer went on through the minicart and the cart.
      await page.waitForURL('**/checkout', { timeout: 5_000 }).catch(async () => {
        await again.press(page.getByTestId('minicart-to-cart'), 'Ostoskoriin')
        await again.press(page.getByTestId('to-checkout'), 'Siirry kassalle')
      })
      await expect.soft(page.getByTestId('reorder-notice')).toBeVisible()
      expect.soft((await axeProblems(page)).severe).toEqual([])
      await again.finishCheckout()
      console.log(
        `[${name}] Tilaa uudelleen → placed order: ${again.presses.length} presses: ${again.presses.join(', ')}`,
      )
      expect(again.presses).toEqual(['Tilaa uudelleen', 'Lähetä tilaus'])
    })
  })
}
