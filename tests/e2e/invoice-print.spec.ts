import { axeProblems } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §2 /account/invoice/{invoiceNumber}/print: an accounting department files an invoice on
// paper or as a PDF, so the invoice has a print view ("Tulosta") that carries its lines, total,
// reference number and virtual barcode, and prints without the shop's header, navigation or footer.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`an invoice prints with its lines, total, reference and virtual barcode, without the shop's frame (${name})`, async ({
      page,
    }) => {
      await logInByApi(page, demoClinic)
      await page.goto('/account/invoice')
      const first = page.locator('a[href^="/account/invoice/L"]').filter({ visible: true }).first()
      const href = (await first.getAttribute('href')) ?? ''
      const invoiceNumber = href.split('/').pop() ?? ''
      expect(invoiceNumber, 'the list names its invoices').toMatch(/^L\d+$/)
      await page.goto(`/account/invoice/${invoiceNumber}`)
      const view = page.getByTestId('invoice-view')
      const reference = ((await view.getByTestId('invoice-reference').textContent()) ?? '').trim()
      const barcode = ((await view.getByTestId('invoice-barcode').textContent()) ?? '').trim()
      const total = ((await view.getByTestId('order-grand-total').textContent()) ?? '').trim()
      expect(reference).toMatch(/^\d[\d ]+$/)
      expect(barcode).toMatch(/^\d{54}$/)

      const print = view.getByRole('link', { name: 'Tulosta' })
      await expect(print, 'a "Tulosta" action on the invoice').toBeVisible()
      await hydrated(print)
      await print.click()
      await expect(page).toHaveURL(`/account/invoice/${invoiceNumber}/print`)

      const sheet = page.getByTestId('invoice-print')
      await expect(sheet.getByRole('heading', { level: 1 })).toContainText(invoiceNumber)
      await expect(
        sheet.locator('[data-testid=order-line-row], [data-testid=order-line]').filter({ visible: true }).first(),
      ).toBeVisible()
      await expect(sheet.getByTestId('order-grand-total')).toHaveText(total)
      await expect(sheet.getByTestId('invoice-reference')).toHaveText(reference)
      await expect(sheet.getByTestId('invoice-barcode')).toHaveText(barcode)
      await expect(sheet.getByRole('button', { name: 'Tulosta' })).toBeVisible()
      expect((await axeProblems(page)).severe).toEqual([])

      // On paper: the invoice alone, its buttons and the shop's frame hidden.
      await page.emulateMedia({ media: 'print' })
      await expect(sheet.getByTestId('invoice-barcode')).toBeVisible()
      await expect(sheet.getByTestId('invoice-reference')).toBeVisible()
      await expect(sheet.getByTestId('order-grand-total')).toBeVisible()
      await expect(sheet.getByRole('button', { name: 'Tulosta' })).toBeHidden()
      for (const frame of ['site-header', 'site-footer', 'account-nav', 'mobile-menu-button'])
        await expect(page.getByTestId(frame)).toBeHidden()
      await expect(page.getByRole('navigation').filter({ visible: true })).toHaveCount(0)
      await page.emulateMedia({ media: 'screen' })

      // A fresh load of the print address is server-rendered the same way.
      await page.reload()
      await expect(page.getByTestId('invoice-print').getByTestId('invoice-barcode')).toHaveText(barcode)
      await expect(page.getByTestId('site-header')).toHaveCount(0)
    })
  })
}
