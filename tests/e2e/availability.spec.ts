import type { Page } from '@playwright/test'
import { stockOf } from '../../seed/catalogue/stock.ts'
import { axeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { checkoutReady } from './fixtures/checkout.ts'
import { hydrated } from './fixtures/hydration.ts'
import { seedData } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/073-availability.md: a line that cannot ship in full is never dropped or changed
// silently. The cart and the checkout ask whether to wait for all of it or to ship what there is
// now; placing the order without a choice asks again; the receipt and the order say what was
// chosen.

/** Seeded products with a few units on the shelf ("Vähissä"), sold by one, not medicines. */
const LOW_STOCK = seedData()
  .products.filter(
    (p) =>
      p.type === 'simple' &&
      p.vatClass !== 'medicine' &&
      p.qtyIncrement === 1 &&
      p.minSaleQty <= 1 &&
      (stockOf(p).available ?? 0) >= 4 &&
      (stockOf(p).available ?? 0) <= 10,
  )
  .map((p) => ({ sku: p.sku, urlKey: p.urlKey, name: p.name }))

/**
 * A low-stock product still holding some units, one run of candidates per journey (`slot`) so
 * journeys running at once never race for the same packs, put in the cart `extra` more than can
 * ship now. The count is read from the cart, which is live (listings may be minutes old: an
 * earlier run may have sold some).
 */
async function cartShortOf(
  page: Page,
  slot: number,
  extra: number,
): Promise<{ sku: string; name: string; available: number; quantity: number }> {
  for (const product of LOW_STOCK.slice(slot * 6)) {
    const available = await page.evaluate(
      async ([sku, extra]) => {
        const headers = { 'Content-Type': 'application/json' }
        await fetch('/api/cart/bulk', {
          method: 'POST',
          headers: { ...headers, 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ items: [{ sku, quantity: 1 }] }),
        })
        type Line = { id: number; product: { sku: string; availability?: { available: number | null } } }
        const { cart } = (await (await fetch('/api/cart')).json()) as { cart: { items: Line[] } }
        const line = cart.items.find((item) => item.product.sku === sku)
        const count = line?.product.availability?.available ?? 0
        if (!line) return 0
        if (count < 2) {
          await fetch(`/api/cart/${line.id}`, { method: 'DELETE', headers })
          return 0
        }
        await fetch('/api/cart/update', {
          method: 'POST',
          headers,
          body: JSON.stringify({ cart_item_id: line.id, quantity: count + extra }),
        })
        return count
      },
      [product.sku, extra] as const,
    )
    if (available >= 2) return { ...product, available, quantity: available + extra }
  }
  throw new Error('seed: no low-stock product left')
}

async function sendOrder(page: Page) {
  const terms = page.getByTestId('terms')
  if (!(await terms.isChecked())) await terms.check()
  await page.getByRole('button', { name: 'Lähetä tilaus' }).click()
}

const slots = { mobile: 0, desktop: 2 } as const

for (const [name, viewport] of Object.entries(VIEWPORTS) as [
  keyof typeof VIEWPORTS,
  (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
][]) {
  test.describe(`availability on the line (${name})`, () => {
    test.use({ viewport })

    test('a line short of stock is kept waiting for all of it: checkout asks, the buyer chooses, the receipt says so', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(90_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const product = await cartShortOf(page, slots[name], 3)
      const quantity = product.quantity

      await page.goto('/checkout')
      await checkoutReady(page)
      const summary = page.getByTestId('checkout-summary')
      const choice = summary.getByTestId('line-ship-choice')
      await expect(choice).toContainText(`Heti saatavilla ${product.available} / ${quantity} kpl`)
      // Sent without a choice: the order is not placed, and the page says why.
      await sendOrder(page)
      await expect(page.getByText(/Kaikkea ei voi toimittaa heti/).first()).toBeVisible()
      await expect(page).toHaveURL('/checkout')

      const saved = page.waitForResponse((r) => r.url().endsWith('/api/cart/fulfilment') && r.ok())
      await choice.getByText('Odota koko määrää').click()
      await saved
      await expect(choice.getByTestId('line-ship-backorder')).toBeChecked()
      expect((await axeProblems(page)).severe).toEqual([])
      await sendOrder(page)
      await expect(page).toHaveURL('/checkout/success')
      const receipt = page.getByTestId('checkout-success')
      await expect(receipt.getByTestId('receipt-lines')).toContainText(`${quantity} × ${product.name}`)
      await expect(receipt.getByTestId('receipt-backorder')).toContainText('Jälkitoimitus 3 kpl')
      await expect(receipt.getByTestId('receipt-backorder')).toContainText('toimitetaan kerralla')
      expect((await axeProblems(page)).severe).toEqual([])
    })

    test('a partial delivery is chosen in the cart: what is there ships now, the rest later, and the order shows it', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(90_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const product = await cartShortOf(page, slots[name] + 1, 2)

      await page.goto('/cart')
      const line = page.locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
      await expect(line.getByTestId('availability')).toHaveText(`Vähissä (${product.available} kpl)`)
      const choice = line.getByTestId('line-ship-choice')
      await expect(choice.getByRole('radio')).toHaveCount(2)
      // A press before hydration would tick the radio in the page only, and save nothing.
      await hydrated(choice.getByTestId('line-ship-partial'))
      const saved = page.waitForResponse((r) => r.url().endsWith('/api/cart/fulfilment') && r.ok())
      await choice.getByText(`Toimita ${product.available} kpl nyt`).click()
      await saved
      await expect(choice.getByTestId('line-ship-partial')).toBeChecked()
      expect((await axeProblems(page)).severe).toEqual([])
      if (name === 'mobile') await expectPhoneFriendly(page, 'the cart asking how a line ships')

      await page.goto('/checkout')
      await checkoutReady(page)
      await expect(page.getByTestId('checkout-summary').getByTestId('line-ship-partial')).toBeChecked()
      await sendOrder(page)
      await expect(page).toHaveURL('/checkout/success')
      const receipt = page.getByTestId('checkout-success')
      await expect(receipt.getByTestId('receipt-backorder')).toContainText('Jälkitoimitus 2 kpl')
      await expect(receipt.getByTestId('receipt-backorder')).toContainText('loput toimitetaan erikseen')
      const orderNumber = ((await receipt.getByTestId('order-number').textContent()) ?? '').replace(
        'Tilausnumero: ',
        '',
      )
      await page.goto(`/account/order/${orderNumber}`)
      await expect(page.getByTestId('order-line-backorder').first()).toContainText('loput toimitetaan erikseen')
    })
  })
}
