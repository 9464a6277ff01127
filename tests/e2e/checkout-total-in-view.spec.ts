import type { Page } from '@playwright/test'
import { axeProblems } from './fixtures/a11y.ts'
import { anInStockProduct } from './fixtures/catalog.ts'
import { checkoutReady } from './fixtures/checkout.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/058-one-page-checkout-and-repeat-orders.md: the total is seen before the order is
// sent. On the phone the total and "Lähetä tilaus" sit together in a bar stuck to the bottom of
// the screen; the summary is above the button; the terms open in a new tab. The delivery day is a
// month grid that says why a day is not offered (docs/decisions/035-order-details-and-delivery-dates.md),
// used with the keyboard, not a select of 91 options.

/** True when the element lies wholly inside the viewport. */
async function inView(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect()
    return r.top >= 0 && r.bottom <= window.innerHeight + 1 && r.height > 0
  })
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`checkout total in view (${name})`, () => {
    test.use({ viewport })

    test('the total beside "Lähetä tilaus", the summary above it, the terms in a new tab, a calendar that says why', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(90_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const product = await anInStockProduct(page)
      await page.evaluate(async (sku) => {
        await fetch('/api/cart/bulk', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ items: [{ sku, quantity: 3 }] }),
        })
      }, product.sku)
      await page.goto('/checkout')
      await checkoutReady(page)

      const panel = page.getByTestId('place-order-panel')
      const send = panel.getByRole('button', { name: 'Lähetä tilaus' })
      const grandTotal = (await page.getByTestId('checkout-summary').getByTestId('totals-grand').textContent()) ?? ''
      await expect(panel.getByTestId('place-order-total')).toContainText(grandTotal.trim())
      await expect(send).toBeVisible()

      // The summary comes before the button, never after it.
      const summaryBox = await page.getByTestId('checkout-summary').boundingBox()
      const sendBox = await send.boundingBox()
      if (name === 'mobile') {
        // The bar is in view as the page opens and while the buyer scrolls through the form.
        expect(await inView(page, 'place-order-panel')).toBe(true)
        await page.getByTestId('order-details-form').scrollIntoViewIfNeeded()
        expect(await inView(page, 'place-order-panel')).toBe(true)
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
        const summaryEnd = await page.getByTestId('checkout-summary').boundingBox()
        const sendEnd = await send.boundingBox()
        expect((summaryEnd?.y ?? 0) + (summaryEnd?.height ?? 0)).toBeLessThanOrEqual(sendEnd?.y ?? 0)
      } else {
        expect((summaryBox?.y ?? 0) + (summaryBox?.height ?? 0)).toBeLessThanOrEqual(sendBox?.y ?? 0)
      }

      // The terms open in a new tab: the checkout stays.
      const termsLink = panel.getByRole('link', { name: /toimitusehdot/ })
      await expect(termsLink).toHaveAttribute('href', '/toimitusehdot')
      await expect(termsLink).toHaveAttribute('target', '_blank')

      // The delivery day: a month grid, not a select; a day not offered says why.
      const details = page.getByTestId('order-details-form')
      await expect(details.locator('select')).toHaveCount(0)
      const grid = details.getByRole('grid')
      await expect(grid).toBeVisible()
      const weekend = grid.getByRole('button', { name: /Viikonloppu/ }).first()
      await expect(weekend).toHaveAttribute('aria-disabled', 'true')
      await expect(details.getByTestId('delivery-date-reasons')).toContainText('Viikonloppu')
      // aria-disabled, not disabled: a press still says why (Playwright waits on aria-disabled).
      await weekend.click({ force: true })
      await expect(details.getByTestId('delivery-date-said')).toContainText('Viikonloppu')

      // The keyboard: one tab stop, the arrows move, Enter chooses an offered day.
      const stop = grid.locator('button[tabindex="0"]')
      await expect(stop).toHaveCount(1)
      const from = (await stop.getAttribute('data-date')) ?? ''
      await stop.focus()
      await page.keyboard.press('ArrowDown')
      const week = new Date(`${from}T00:00:00Z`)
      week.setUTCDate(week.getUTCDate() + 7)
      const weekLater = week.toISOString().slice(0, 10)
      await expect(page.locator(':focus')).toHaveAttribute('data-date', weekLater)
      // ArrowDown may have turned the month; an offered day of the month now shown.
      const offered = grid.locator('button[data-offered="true"]').last()
      const chosen = (await offered.getAttribute('data-date')) ?? ''
      await offered.focus()
      await page.keyboard.press('Enter')
      await expect(offered).toHaveAttribute('aria-pressed', 'true')
      await expect(details.getByTestId('delivery-date-chosen')).toContainText(chosen.split('-').reverse().join('.'))
      expect((await axeProblems(page)).severe).toEqual([])
    })
  })
}
