import { expectNoAxeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { addToCartFromProductPage, anInStockProduct } from './fixtures/catalog.ts'
import { newAddressForm, saveAddressForm } from './fixtures/checkout.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/035-order-details-and-delivery-dates.md: the billing step takes the customer's own order reference, a requested
// delivery date (days not offered are listed with the reason) and a delivery note; a refused
// field is shown by the field and nothing typed is lost; the order view then shows all three
// (docs/decisions/035-order-details-and-delivery-dates.md).

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { overflow, widest } = await horizontalOverflow(page)
  expect(overflow, `${what} scrolls sideways by ${overflow} px; too wide:\n${widest.join('\n')}`).toBeLessThanOrEqual(0)
}

const REFERENCE = 'PO-2026-118/Klinikka'
const NOTE = 'Takaovi, ovikoodi 1234.\nSoittakaa saavuttaessa.'

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('checkout with an order reference, a delivery date and a note, then the order shows them', async ({
      page,
      freshCustomer,
    }, testInfo) => {
      test.setTimeout(150_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      await addToCartFromProductPage(page, await anInStockProduct(page))

      await page.goto('/checkout')
      await saveAddressForm(await newAddressForm(page))
      const firstMethod = page.locator('[data-testid^="shipping-method-"]').first()
      await expect(async () => {
        await firstMethod.check({ timeout: 5_000 })
      }).toPass({ timeout: 20_000 })

      const billing = page.getByTestId('checkout-page')
      await expect(billing.getByTestId('billing-saved')).toContainText('Mannerheimintie 1')

      // --- The days come from the server: a month grid of offered days, and the others with the reason.
      const details = billing.getByTestId('order-details-form')
      await expect(details.getByTestId('delivery-date-chosen')).toHaveText(
        /^Ensimmäinen mahdollinen päivä \(\w\w \d\d\.\d\d\.\d{4}\)$/,
      )
      const grid = details.getByRole('grid')
      const weekend = grid.getByRole('button', { name: /Viikonloppu/ }).first()
      await expect(weekend).toHaveAttribute('aria-disabled', 'true')
      await expect(weekend).toHaveAccessibleName(/^(la|su) \d\d\.\d\d\.\d{4} – Viikonloppu$/)
      // The fourth offered day of the month shown (the next month's, late in a month): a choice, not the default.
      const offered = grid.locator('button[data-offered="true"]')
      if ((await offered.count()) < 4) await details.getByRole('button', { name: 'Seuraava kuukausi' }).click()
      const chosen = offered.nth(3)
      const chosenValue = (await chosen.getAttribute('data-date')) ?? ''
      expect(chosenValue).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const chosenShown = chosenValue.split('-').reverse().join('.')

      await details.getByLabel('Oma viite (esim. ostotilausnumero)').fill(REFERENCE)
      await chosen.click()
      await expect(details.getByTestId('delivery-date-chosen')).toContainText(chosenShown)
      // A control character the server refuses: the message is by the note, the rest stays.
      await details.getByLabel('Toimitusohje').fill('Takaovi\u0007')
      await billing.getByTestId('terms').check()
      await billing.getByRole('button', { name: 'Lähetä tilaus' }).click()
      await expect(billing.getByTestId('details-error')).toHaveText('Tilauksen tiedoissa on korjattavaa.')
      await expect(details.getByText('Toimitusohjeessa on kiellettyjä ohjausmerkkejä.')).toBeVisible()
      await expect(details.getByLabel('Toimitusohje')).toHaveAttribute('aria-invalid', 'true')
      await expect(details.getByLabel('Oma viite (esim. ostotilausnumero)')).toHaveValue(REFERENCE)
      await expect(details.getByTestId('delivery-date-chosen')).toContainText(chosenShown)
      await expect(page).toHaveURL('/checkout')

      await details.getByLabel('Toimitusohje').fill(NOTE)
      // The correction clears the message; the server checks again on sending.
      await expect(details.getByText('Toimitusohjeessa on kiellettyjä ohjausmerkkejä.')).toHaveCount(0)
      await expectNoAxeProblems(page, `the billing step at ${viewport.width} px`)
      await expectNoSidewaysScroll(page, 'the billing step')
      await details.scrollIntoViewIfNeeded()
      await page.screenshot({ path: testInfo.outputPath(`billing-step-${viewport.width}.png`), fullPage: true })

      await billing.getByRole('button', { name: 'Lähetä tilaus' }).click()
      await expect(page).toHaveURL('/checkout/success')
      const orderNumber = ((await page.getByTestId('order-number').textContent()) ?? '').replace('Tilausnumero: ', '')
      expect(orderNumber).toMatch(/^W\d+$/)

      // --- The order history has the reference, the order view all three.
      await page.goto('/account/order')
      await hydrated(page)
      const row =
        name === 'mobile'
          ? page.getByTestId('order-card').filter({ hasText: orderNumber })
          : page.getByTestId('order-row').filter({ hasText: orderNumber })
      await expect(row).toContainText(REFERENCE)
      if (name === 'desktop') {
        await expect(page.getByTestId('order-table').getByRole('columnheader', { name: 'Oma viite' })).toBeVisible()
      }
      await expectNoSidewaysScroll(page, 'the order history')

      await page.goto(`/account/order/${orderNumber}`)
      const view = page.getByTestId('order-view')
      await expect(view.getByTestId('order-reference')).toHaveText(REFERENCE)
      await expect(view.getByTestId('order-delivery-date')).toHaveText(chosenShown)
      await expect(view.getByTestId('order-delivery-note')).toHaveText(NOTE)
      await expectNoAxeProblems(page, `the order view at ${viewport.width} px`)
      await expectNoSidewaysScroll(page, 'the order view')

      await page.goto(`/account/order/${orderNumber}/print`)
      await expect(page.getByTestId('order-print').getByTestId('order-reference')).toHaveText(REFERENCE)
    })
  })
}
