import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { addLines, chooseShipping, placeOrder } from './fixtures/cartByApi.ts'
import { deliverByErp, invoiceByErp } from './fixtures/erpOrder.ts'
import { hydrated } from './fixtures/hydration.ts'
import { shelfSupply } from './fixtures/shelfProducts.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// How a company receives its invoices (docs/decisions/085-invoice-sending.md): chosen on the
// billing page, and the next invoice goes that way and says so on its page.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a company chooses e-invoices, and its next invoice goes there (${name})`, async ({
      page,
      baseURL,
      freshCustomer,
    }, testInfo) => {
      await logInByApi(page, freshCustomer)
      const { details } = (await (await page.request.get('/api/customer/details')).json()) as {
        details: { business_id: string }
      }
      const ovt = `0037${details.business_id.replace('-', '')}`

      // Until the company chooses, invoices are mailed to whoever ordered.
      await page.goto('/account/edit/billing')
      const form = page.getByTestId('billing-form')
      await hydrated(form)
      await expect(form.getByTestId('invoice-channel-email')).toBeChecked()
      await expect(form.getByLabel('Laskutuksen sähköposti')).toHaveValue('')

      // E-invoices need an address: the message is on the field that is missing.
      await form.getByText('Verkkolaskuna', { exact: true }).click()
      await expect(form.getByTestId('invoice-channel-einvoice')).toBeChecked()
      await form.getByRole('button', { name: 'Tallenna muutokset' }).click()
      await expect(form.getByText('Verkkolaskua varten anna verkkolaskuosoite.')).toBeVisible()
      await form.getByLabel('Verkkolaskuosoite').fill(ovt)
      await form.getByLabel('Välittäjätunnus').fill('003723327487')
      await form.getByRole('button', { name: 'Tallenna muutokset' }).click()
      await expect(page.getByTestId('notification-success')).toHaveText('Laskutustiedot on tallennettu.')
      await expectNoAxeProblems(page, `the billing page at ${name}`)
      if (name === 'mobile') await expectPhoneFriendly(page, 'the billing page')
      await page.screenshot({ path: testInfo.outputPath(`billing-channel-${name}.png`), fullPage: true })
      await page
        .getByTestId('invoice-channel')
        .screenshot({ path: testInfo.outputPath(`billing-channel-cards-${name}.png`) })

      // Saved for the company: a fresh load shows the choice.
      await page.reload()
      await hydrated(page.getByTestId('billing-form'))
      await expect(page.getByTestId('invoice-channel-einvoice')).toBeChecked()
      await expect(page.getByTestId('billing-form').getByLabel('Verkkolaskuosoite')).toHaveValue(ovt)

      // An order delivered and invoiced by the ERP: its invoice went as an e-invoice.
      const supply = shelfSupply()
      await addLines(page, baseURL!, [[supply.sku, 1]])
      await chooseShipping(page, baseURL!, 'posti')
      const orderNumber = await placeOrder(page, baseURL!)
      const stamp = `${Date.now().toString(36).toUpperCase().slice(-6)}C${name[0]}`
      await deliverByErp(page.request, orderNumber, [{ sku: supply.sku, quantity: 1 }], stamp)
      const invoiceNumber = await invoiceByErp(page.request, orderNumber)
      await page.goto(`/account/invoice/${invoiceNumber}`)
      const sending = page.getByTestId('invoice-sending')
      await expect(sending).toHaveAttribute('data-status', 'sent')
      await expect(sending).toContainText(`Lähetetty verkkolaskuna osoitteeseen ${ovt}`)
      await page.screenshot({ path: testInfo.outputPath(`invoice-sent-${name}.png`), fullPage: true })
    })
  })
}
