import { fakeCameraLaunch, fakeCameraVideo, openScanner, withCheckDigit } from './fixtures/fakeCamera.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { shelfMedicine } from './fixtures/shelfProducts.ts'
import { expect, test } from './fixtures/test.ts'

// Scan to order (docs/decisions/082-scan-to-order.md): an older medicine pack carries the Nordic
// NTIN, 704626 + Vnr + check digit, as its EAN-13. The scan names the medicine by its Vnr; a
// customer who may not buy medicines is refused it as in quick order. The camera is Chromium's
// fake device playing the EAN-13 drawn by bwip-js at test time.

const medicine = shelfMedicine(2)
const ntin = withCheckDigit(`704626${medicine.vnr}`)
const video = await fakeCameraVideo('ntin', { bcid: 'ean13', text: ntin })

test.use({ viewport: VIEWPORTS.mobile, launchOptions: fakeCameraLaunch(video), permissions: ['camera'] })

async function scanOnce(page: import('@playwright/test').Page) {
  const dialog = await openScanner(page)
  await expect(dialog.getByTestId('scan-count')).toHaveText('Luettu 1 pakkaus', { timeout: 20_000 })
  await dialog.getByTestId('scan-done').click()
  return page.getByTestId('quickorder-row').first()
}

test('an NTIN names the medicine by its Vnr, and it goes to the cart', async ({ page, freshCustomer }) => {
  await logInByApi(page, freshCustomer)
  const row = await scanOnce(page)
  await expect(row.getByTestId('quickorder-code')).toHaveValue(medicine.vnr!)
  await expect(row.getByTestId('quickorder-product')).toContainText(medicine.name)
  await page.getByTestId('quickorder-add').click()
  await expect(page.getByTestId('quickorder-summary')).toHaveText('1 rivi lisättiin ostoskoriin.')
})

test('a customer who may not buy medicines is refused the scanned medicine, as in quick order', async ({ page }) => {
  await logInByApi(page, { email: 'rajattu@example.fi', password: 'demo1234' })
  const row = await scanOnce(page)
  await expect(row.getByTestId('quickorder-error')).toContainText('Tuote ei ole tilattavissa asiakkuudellasi.')
  await expect(row.getByTestId('quickorder-product')).toHaveCount(0)
  await page.getByTestId('quickorder-add').click()
  await expect(page.getByTestId('quickorder-summary')).toHaveText('Ei lisättäviä rivejä. Korjaa merkityt rivit.')
})
