import { demoClinic } from './fixtures/accounts.ts'
import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { addLines, chooseShipping, placeOrder } from './fixtures/cartByApi.ts'
import { deliverByErp, invoiceByErp, operatorHeaders } from './fixtures/erpOrder.ts'
import { hydrated } from './fixtures/hydration.ts'
import { shelfMedicine, shelfSupply } from './fixtures/shelfProducts.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// The self-service ledger (docs/decisions/084-einvoices.md): the company's credit limit and what is
// in use, and a credit note the operator issued shown against the invoice it credits, with what
// is still to pay, on the ledger, the invoice, the credit note and its print view.

/** 1 234,56 € as the page writes it: a space (no-break) between thousands, a decimal comma. */
const euros = (value: number) =>
  `${new Intl.NumberFormat('fi-FI', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)}\u00a0€`

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`the ledger shows the credit limit in use (${name})`, async ({ page }, testInfo) => {
      await logInByApi(page, demoClinic)
      await page.goto('/account/invoice')
      const card = page.getByTestId('invoice-credit-limit')
      await expect(card).toContainText('Luottoraja')
      await expect(card).toContainText(euros(15_000))
      const meter = card.getByRole('meter', { name: 'Luottoraja' })
      await expect(meter).toBeVisible()
      // The bar is filled as far as the credit is in use (the demo's open invoices are a fraction of it).
      const used = Number(await meter.getAttribute('aria-valuenow'))
      const [bar, filled] = [await meter.boundingBox(), await meter.locator('rect').nth(1).boundingBox()]
      expect(used).toBeGreaterThan(0)
      expect(filled!.width / bar!.width).toBeCloseTo(used / 15_000, 1)
      await expect(card).toContainText(/Käytössä [\d\s\u00a0]+,\d{2}\u00a0€ \/ 15\s000,00\u00a0€/)
      await expectNoAxeProblems(page, `the ledger at ${name}`)
      if (name === 'mobile') await expectPhoneFriendly(page, 'the ledger')
      await page.screenshot({ path: testInfo.outputPath(`ledger-${name}.png`), fullPage: true })
    })

    test(`a credit note shows against the invoice it credits, and prints (${name})`, async ({
      page,
      baseURL,
      freshCustomer,
    }, testInfo) => {
      const [medicine, supply] = [shelfMedicine(), shelfSupply()]
      await logInByApi(page, freshCustomer)
      await addLines(page, baseURL!, [
        [medicine.sku, 2],
        [supply.sku, 1],
      ])
      await chooseShipping(page, baseURL!, 'posti')
      const orderNumber = await placeOrder(page, baseURL!)
      // The ERP delivers it, invoices it, and credits one of the two medicine packs after a claim.
      const stamp = `${Date.now().toString(36).toUpperCase().slice(-6)}${name[0]}`
      await deliverByErp(
        page.request,
        orderNumber,
        [
          { sku: medicine.sku, quantity: 2 },
          { sku: supply.sku, quantity: 1 },
        ],
        stamp,
      )
      const invoiceNumber = await invoiceByErp(page.request, orderNumber)
      const credited = await page.request.post('/api/operator/credit-notes', {
        headers: operatorHeaders,
        data: { invoice_number: invoiceNumber, claim_reference: `RK-${stamp}`, lines: [{ line_no: 1, quantity: 1 }] },
      })
      expect(credited.status(), await credited.text()).toBe(200)
      const note = (await credited.json()) as { credit_note_number: string; amount: { value: number } }

      // The ledger: the credit note with its sum negative, naming the invoice; the invoice credited.
      await page.goto('/account/invoice')
      const list = page.getByTestId('invoice-list')
      const noteEntry = list
        .locator('[data-testid=invoice-row], [data-testid=invoice-card]')
        .filter({ visible: true })
        .filter({ hasText: note.credit_note_number })
      await expect(noteEntry).toContainText('Hyvityslasku')
      await expect(noteEntry).toContainText(`Hyvittää laskun ${invoiceNumber}`)
      await expect(noteEntry).toContainText(`-${euros(note.amount.value)}`)
      const invoiceEntry = list
        .locator('[data-testid=invoice-row], [data-testid=invoice-card]')
        .filter({ visible: true })
        .filter({ hasText: invoiceNumber })
        // The credit note names the invoice too.
        .filter({ hasNotText: 'Hyvityslasku' })
      await expect(invoiceEntry).toContainText(`hyvitetty ${euros(note.amount.value)}`)
      await expectNoAxeProblems(page, `the ledger with a credit note at ${name}`)
      await page.screenshot({ path: testInfo.outputPath(`ledger-credit-note-${name}.png`), fullPage: true })

      // The invoice lists its credit note and what is still to pay; the transfer asks that much.
      await page.goto(`/account/invoice/${invoiceNumber}`)
      await expect(page).toHaveURL(`/account/invoice/${invoiceNumber}`)
      const notes = page.getByTestId('invoice-credit-notes')
      await expect(notes).toContainText(note.credit_note_number)
      // The company gave no billing e-mail: the invoice was mailed to the user who ordered.
      await expect(page.getByTestId('invoice-sending')).toContainText(
        `Lähetetty sähköpostilla osoitteeseen ${freshCustomer.email}`,
      )
      const total = ((await page.getByTestId('order-grand-total').textContent()) ?? '').replace(/[^\d,]/g, '')
      const outstanding = Number(total.replace(',', '.')) - note.amount.value
      await expect(page.getByTestId('invoice-outstanding')).toHaveText(euros(outstanding))
      if (name === 'mobile') await expectPhoneFriendly(page, 'an invoice with a credit note')

      // The credit note's own page: what it credits, no payment; and its print view.
      const link = notes.getByRole('link', { name: new RegExp(note.credit_note_number) })
      await hydrated(link)
      await link.click()
      await expect(page).toHaveURL(`/account/invoice/${note.credit_note_number}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hyvityslasku ${note.credit_note_number}`)
      await expect(page.getByTestId('credit-note-notice')).toContainText(`Hyvittää laskun ${invoiceNumber}`)
      await expect(page.getByTestId('invoice-payment')).toHaveCount(0)
      await expect(page.getByTestId('order-grand-total')).toHaveText(euros(note.amount.value))
      await expectNoAxeProblems(page, `a credit note at ${name}`)
      await page.screenshot({ path: testInfo.outputPath(`credit-note-${name}.png`), fullPage: true })
      await page.getByRole('link', { name: 'Tulosta' }).click()
      await expect(page).toHaveURL(`/account/invoice/${note.credit_note_number}/print`)
      const sheet = page.getByTestId('invoice-print')
      await expect(sheet.getByRole('heading', { level: 1 })).toHaveText(`Hyvityslasku ${note.credit_note_number}`)
      await expect(sheet).toContainText(`Hyvittää laskun ${invoiceNumber}`)
      await expect(sheet).toContainText('Hyvitys vähennetään avoimesta laskusta.')
      await expect(sheet.getByTestId('invoice-barcode')).toHaveCount(0)
      await page.emulateMedia({ media: 'print' })
      await expect(sheet.getByTestId('order-grand-total')).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`credit-note-print-${name}.png`), fullPage: true })
    })
  })
}
