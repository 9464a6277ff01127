import { fakeCameraLaunch, fakeCameraVideo, openScanner } from './fixtures/fakeCamera.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { shelfSupply } from './fixtures/shelfProducts.ts'
import { expect, test } from './fixtures/test.ts'

// Scan to order (docs/decisions/082-scan-to-order.md): a supply's plain EAN-13, read by the
// camera (Chromium's fake device playing the code drawn by bwip-js), into quick order and the cart.

const supply = shelfSupply(1)
const video = await fakeCameraVideo('ean13', { bcid: 'ean13', text: supply.ean! })

test.use({ viewport: VIEWPORTS.mobile, launchOptions: fakeCameraLaunch(video), permissions: ['camera'] })

test('a plain EAN-13 scanned into quick order goes to the cart with its contract price shown', async ({
  page,
  freshCustomer,
}) => {
  await logInByApi(page, freshCustomer)
  const dialog = await openScanner(page)
  await expect(dialog.getByTestId('scan-count')).toHaveText('Luettu 1 pakkaus', { timeout: 20_000 })
  await expect(dialog.getByTestId('scan-last')).toContainText(supply.name)
  await dialog.getByTestId('scan-done').click()
  const row = page.getByTestId('quickorder-row').first()
  await expect(row.getByTestId('quickorder-code')).toHaveValue(supply.ean!)
  await expect(row.getByTestId('quickorder-product')).toContainText(supply.pack)
  await expect(row.getByTestId('quickorder-product')).toContainText('€')
  await expect(row.getByTestId('quickorder-lots')).toHaveCount(0)
  await page.getByTestId('quickorder-add').click()
  await expect(page.getByTestId('quickorder-summary')).toHaveText('1 rivi lisättiin ostoskoriin.')
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    cart: { items: { quantity: number; product: { sku: string } }[] }
  }
  expect(cart.cart.items.map((item) => [item.product.sku, item.quantity])).toEqual([[supply.sku, 1]])
})

test('on a phone, the header’s quick-order icon opens quick order scanning', async ({ page, freshCustomer }) => {
  await logInByApi(page, freshCustomer)
  await page.goto('/')
  const icon = page.getByTestId('header-quickorder')
  await hydrated(icon)
  await icon.click()
  await expect(page).toHaveURL('/account/quickorder#skannaa')
  const dialog = page.getByTestId('scan-dialog')
  await expect(dialog.getByTestId('scan-count')).toHaveText('Luettu 1 pakkaus', { timeout: 20_000 })
})
