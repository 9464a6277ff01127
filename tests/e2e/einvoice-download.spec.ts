import { readFile } from 'node:fs/promises'
import { demoClinic } from './fixtures/accounts.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// An invoice as the bookkeeper's file (docs/decisions/084-einvoices.md): from the invoice's page,
// "Finvoice (XML)" and "Peppol (UBL)" download the invoice in either Finnish e-invoice format, named
// by its number, carrying its reference and total as the page shows them.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`an invoice downloads as Finvoice and as Peppol UBL (${name})`, async ({ page }) => {
      await logInByApi(page, demoClinic)
      await page.goto('/account/invoice')
      const first = page.locator('a[href^="/account/invoice/L"]').filter({ visible: true }).first()
      const invoiceNumber = ((await first.getAttribute('href')) ?? '').split('/').pop() ?? ''
      expect(invoiceNumber).toMatch(/^L\d+$/)
      await page.goto(`/account/invoice/${invoiceNumber}`)
      const view = page.getByTestId('invoice-view')
      const reference = ((await view.getByTestId('invoice-reference').textContent()) ?? '').replace(/\s/g, '')
      // "1 234,56 €" on the page; 1234.56 in UBL, 1234,56 in Finvoice.
      const total = ((await view.getByTestId('order-grand-total').textContent()) ?? '').replace(/[^\d,]/g, '')

      const download = async (label: string) => {
        const link = view.getByRole('link', { name: label })
        await expect(link).toBeVisible()
        await hydrated(link)
        const [file] = await Promise.all([page.waitForEvent('download'), link.click()])
        return { name: file.suggestedFilename(), xml: await readFile((await file.path()) ?? '', 'utf8') }
      }

      const finvoice = await download('Finvoice (XML)')
      expect(finvoice.name).toBe(`${invoiceNumber}-finvoice.xml`)
      expect(finvoice.xml).toContain('<Finvoice Version="3.0"')
      expect(finvoice.xml).toContain(`<InvoiceNumber>${invoiceNumber}</InvoiceNumber>`)
      expect(finvoice.xml).toContain(`>${reference.padStart(20, '0')}</EpiRemittanceInfoIdentifier>`)
      expect(finvoice.xml).toContain(`>${total}</InvoiceTotalVatIncludedAmount>`)

      const peppol = await download('Peppol (UBL)')
      expect(peppol.name).toBe(`${invoiceNumber}-peppol.xml`)
      expect(peppol.xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"')
      expect(peppol.xml).toContain(`<cbc:PaymentID>${reference}</cbc:PaymentID>`)
      expect(peppol.xml).toContain(`>${total.replace(',', '.')}</cbc:PayableAmount>`)
      // Still on the invoice: a download does not navigate.
      await expect(page).toHaveURL(`/account/invoice/${invoiceNumber}`)
    })
  })
}
