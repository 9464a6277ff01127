import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { addLines, chooseShipping, placeOrder } from './fixtures/cartByApi.ts'
import { fakeCameraLaunch, fakeCameraVideo } from './fixtures/fakeCamera.ts'
import { hydrated } from './fixtures/hydration.ts'
import { lastMailIdTo, waitForMailTo } from './fixtures/outbox.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { shelfMedicine, shelfSupply } from './fixtures/shelfProducts.ts'
import { OPERATOR_STOCK_SECRET } from './fixtures/stockFeed.ts'
import { expect, test } from './fixtures/test.ts'

// Receiving a delivery (docs/decisions/083-receiving-deliveries.md): the nurse scans the arrived
// packs on the delivery's page; each scan ticks its line by GTIN and lot. The medicine came in
// another lot than the parcel says: a wrong lot, and the parcel's own lot short. The count
// survives a reload and a lost connection, and the claim goes to customer service once. The
// camera is Chromium's fake device playing the pack's DataMatrix drawn by bwip-js at test time.

const medicine = shelfMedicine(3)
const supply = shelfSupply(3)
const stamp = Date.now().toString(36).toUpperCase().slice(-5)
const [parcelLot, arrivedLot] = [`OK${stamp}`, `VR${stamp}`]
const video = await fakeCameraVideo('receive', {
  bcid: 'gs1datamatrix',
  text: `(01)0${medicine.ean}(17)281231(10)${arrivedLot}`,
})
const SERVICE = 'asiakaspalvelu@vettarvike.fi'

test.use({ viewport: VIEWPORTS.mobile, launchOptions: fakeCameraLaunch(video), permissions: ['camera'] })

test('receiving with one wrong lot: the differences show, survive a reload and a lost connection, and are claimed once', async ({
  page,
  baseURL,
  freshCustomer,
}, testInfo) => {
  await logInByApi(page, freshCustomer)
  await addLines(page, baseURL!, [
    [medicine.sku, 1],
    [supply.sku, 1],
  ])
  await chooseShipping(page, baseURL!, 'posti')
  const orderNumber = await placeOrder(page, baseURL!)
  const now = Date.now()
  const res = await page.request.put('/api/operator/deliveries', {
    headers: { Authorization: `Bearer ${OPERATOR_STOCK_SECRET}` },
    data: {
      delivery_id: `e2e-receive-${stamp}`,
      order_number: orderNumber,
      carrier: 'posti',
      tracking_code: `JJFIR${stamp}`,
      packed_at: new Date(now - 3 * 3_600_000).toISOString(),
      shipped_at: new Date(now - 2 * 3_600_000).toISOString(),
      delivered_at: new Date(now - 3_600_000).toISOString(),
      lines: [
        { sku: medicine.sku, quantity: 1, lots: [{ lot: parcelLot, expiry: '2028-12-31', quantity: 1 }] },
        { sku: supply.sku, quantity: 1, lots: [] },
      ],
    },
  })
  expect(res.status(), await res.text()).toBe(200)
  const { id } = (await res.json()) as { id: number }

  await page.goto(`/account/delivery/${id}`)
  const receive = page.getByTestId('delivery-receive')
  await hydrated(receive)
  await receive.click()
  const panel = page.getByTestId('receive-panel')
  await panel.getByTestId('receive-scan').click()
  await expect(panel.getByTestId('receive-last')).toHaveText(`Kuitattu: ${medicine.name}, erä ${arrivedLot}`, {
    timeout: 20_000,
  })
  // The supply's box has no code of its own on it: its SKU, typed.
  await panel.getByTestId('scan-typed').fill(supply.sku)
  await panel.getByRole('button', { name: 'Lisää', exact: true }).click()
  await expect(panel.getByTestId('receive-last')).toHaveText(`Kuitattu: ${supply.name}`)
  await panel.getByTestId('receive-scan').click()
  await expect(panel.getByTestId('scan-video')).toHaveCount(0)

  const differences = panel.getByTestId('receive-difference')
  await expect(differences).toHaveText([
    `${medicine.name}, erä ${parcelLot}: puuttuu 1 kpl (toimituksessa 1, vastaanotettu 0)`,
    `${medicine.name}: erä ${arrivedLot} ei ole toimituksen erä (1 kpl)`,
  ])
  await expectNoAxeProblems(page, 'receiving a delivery')
  await expectPhoneFriendly(page, 'receiving a delivery')
  await page.screenshot({ path: testInfo.outputPath('receiving-mobile.png'), fullPage: true })

  // A reload keeps the count: it lives on the device until it is sent.
  await page.reload()
  await expect(page.getByTestId('receive-difference')).toHaveCount(2)
  await expect(page.getByTestId('receive-line-count')).toHaveText(['1 / 1', '1 / 1'])

  // The connection drops as the claim is sent: it waits for the connection, keeping everything,
  // and goes once the connection is back.
  const lastMail = lastMailIdTo(SERVICE)
  const send = page.getByTestId('receive-send')
  await hydrated(send)
  await page.getByLabel('Viesti asiakaspalvelulle (valinnainen)').fill('Erä ei vastaa lähetyslistaa.')
  await page.context().setOffline(true)
  await send.click()
  await expect(send).toHaveText('Lähetetään…')
  await expect(send).toBeDisabled()
  await expect(page.getByTestId('receive-difference')).toHaveCount(2)
  expect(await page.evaluate((key) => localStorage.getItem(key), `vastaanotto:${id}`)).not.toBeNull()
  await page.context().setOffline(false)
  await expect(page.getByTestId('receive-sent')).toContainText('Reklamaatio lähetettiin asiakaspalveluun')
  const mail = await waitForMailTo(SERVICE, lastMail)
  expect(mail.subject).toBe(`Reklamaatio: toimitus JJFIR${stamp}, tilaus ${orderNumber}`)
  expect(mail.body_text).toContain(`erä ${arrivedLot} ei ole toimituksen erä`)
  expect(mail.body_text).toContain('Erä ei vastaa lähetyslistaa.')

  // Sent once: the page says so and offers receiving no more, after a reload too.
  await page.reload()
  await expect(page.getByTestId('receive-sent')).toBeVisible()
  await expect(page.getByTestId('delivery-receive')).toHaveCount(0)
  expect(await page.evaluate((key) => localStorage.getItem(key), `vastaanotto:${id}`)).toBeNull()
})
