import type { Page, Request } from '@playwright/test'
import sharp from 'sharp'
import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { CHAT_WIDGET_ORIGIN } from './fixtures/chat.ts'
import { codePng, fakeCameraLaunch, fakeCameraVideo, openScanner } from './fixtures/fakeCamera.ts'
import { hydrated } from './fixtures/hydration.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { shelfMedicine, shelfSupply } from './fixtures/shelfProducts.ts'
import { expect, test } from './fixtures/test.ts'
import { helsinkiDate } from '../../contract/helsinkiDate.ts'

// Scan to order (docs/decisions/082-scan-to-order.md): a nurse points the phone at a medicine's
// GS1 DataMatrix; the pack lands in quick order once, with its lot and expiry, however long it is
// held in view; "+1" counts the next identical box; "Lisää ostoskoriin" adds it once. Linux
// Chromium has no BarcodeDetector, so this drives the WebAssembly reader, which must come from
// the shop's own origin, and only once "Skannaa" is pressed. The camera is Chromium's fake device
// playing a DataMatrix drawn by bwip-js at test time.

const medicine = shelfMedicine(1)
const LOT = 'E2E4711'
/** Sixty days from now: a short-dated pack, which the scan warns of. */
const expiry = new Date(Date.now() + 60 * 86_400_000)
const expiryIso = helsinkiDate(expiry)
const yymmdd = expiryIso.slice(2).replaceAll('-', '')
const finnish = (iso: string) => iso.split('-').reverse().join('.')

const video = await fakeCameraVideo('datamatrix', {
  bcid: 'gs1datamatrix',
  text: `(01)0${medicine.ean}(17)${yymmdd}(10)${LOT}(21)SN${Date.now() % 100_000}`,
})

test.use({ viewport: VIEWPORTS.mobile, launchOptions: fakeCameraLaunch(video), permissions: ['camera'] })

/** Every request the page makes, to hold them to the shop's origin. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = []
  page.on('request', (request) => requests.push(request))
  return requests
}

test('a DataMatrix scanned into quick order counts once held still, carries its lot and expiry, warns of its date and is added once', async ({
  page,
  baseURL,
  freshCustomer,
}, testInfo) => {
  await logInByApi(page, freshCustomer)
  const requests = recordRequests(page)
  await page.goto('/account/quickorder')
  const scan = page.getByTestId('quickorder-scan')
  await hydrated(scan)
  expect(
    requests.filter((r) => /wasmDetector|ScanDialog|\.wasm/.test(r.url())),
    'the reader loads only on "Skannaa"',
  ).toEqual([])
  // From here on, scanning: every request the page makes stays on the shop's origin.
  const fromScan = requests.length
  await scan.click()

  const dialog = page.getByTestId('scan-dialog')
  await expect(dialog.getByTestId('scan-count')).toHaveText('Luettu 1 pakkaus', { timeout: 20_000 })
  await expect(dialog.getByTestId('scan-last')).toContainText(medicine.name)
  await expect(dialog.getByTestId('scan-note')).toHaveText(`Lyhyt käyttöaika: vanhenee ${finnish(expiryIso)}.`)
  // Held in view two seconds more: still one pack.
  await page.waitForTimeout(2_000)
  await expect(dialog.getByTestId('scan-count')).toHaveText('Luettu 1 pakkaus')
  await expectNoAxeProblems(page, 'the scanner')
  await expectPhoneFriendly(page, 'the scanner')
  await page.screenshot({ path: testInfo.outputPath('scanner-mobile.png') })

  // The next identical box, by "+1".
  await dialog.getByTestId('scan-plus-one').click()
  await expect(dialog.getByTestId('scan-count')).toHaveText('Luettu 2 pakkausta')
  await dialog.getByTestId('scan-done').click()
  await expect(dialog).toBeHidden()

  const row = page.getByTestId('quickorder-row').filter({ has: page.getByTestId('quickorder-product') })
  await expect(row).toHaveCount(1)
  await expect(row.getByTestId('quickorder-product')).toContainText(medicine.name)
  await expect(row.getByTestId('quickorder-quantity')).toHaveValue('2')
  await expect(row.getByTestId('quickorder-lots')).toHaveText(`Erä ${LOT} käyt. viim. ${finnish(expiryIso)} × 2`)
  await expect(row.getByTestId('quickorder-notice')).toContainText('Lyhyt käyttöaika')
  await page.screenshot({ path: testInfo.outputPath('scanned-rows-mobile.png'), fullPage: true })

  await page.getByTestId('quickorder-add').click()
  await expect(page.getByTestId('quickorder-summary')).toHaveText('1 rivi lisättiin ostoskoriin.')
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    cart: { items: { quantity: number; product: { sku: string } }[] }
  }
  expect(cart.cart.items.map((item) => [item.product.sku, item.quantity])).toEqual([[medicine.sku, 2]])

  const origin = new URL(baseURL!).origin
  const wasm = requests.filter((r) => r.url().endsWith('.wasm'))
  expect(
    wasm.map((r) => new URL(r.url()).origin),
    'the reader comes from the shop',
  ).toEqual([origin])
  const away = requests
    .slice(fromScan)
    .map((r) => r.url())
    // The operator's chat widget (CHAT_WIDGET_URL) is the one third party a page may load, on its
    // own schedule; nothing of scanning goes anywhere.
    .filter((url) => !url.startsWith(origin) && !url.startsWith(CHAT_WIDGET_ORIGIN) && !/^(data|blob):/.test(url))
  expect(away, 'no request leaves the shop’s origin while scanning').toEqual([])
})

test('without the camera’s permission, a photo of the code is read the same way', async ({ page, freshCustomer }) => {
  const supply = shelfSupply(2)
  // The buyer said no to the camera.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'))
  })
  await logInByApi(page, freshCustomer)
  const dialog = await openScanner(page)
  await expect(dialog.getByTestId('scan-camera-unavailable')).toHaveText(
    'Kameran käyttöä ei sallittu. Voit ottaa kuvan koodista tai kirjoittaa koodin.',
  )
  await dialog.getByTestId('scan-photo').setInputFiles({
    name: 'koodi.png',
    mimeType: 'image/png',
    buffer: await codePng({ bcid: 'ean13', text: supply.ean! }),
  })
  await dialog.getByTestId('scan-done').click()
  const row = page.getByTestId('quickorder-row').filter({ hasText: supply.name })
  await expect(row.getByTestId('quickorder-product')).toContainText(supply.name, { timeout: 20_000 })
  await expect(row.getByTestId('quickorder-quantity')).toHaveValue('1')

  // A photo without a code says so.
  await page.getByTestId('quickorder-scan').click()
  await dialog.getByTestId('scan-photo').setInputFiles({
    name: 'tyhja.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 320, height: 240, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer(),
  })
  await expect(dialog.getByTestId('scan-note')).toHaveText(
    'Kuvasta ei löytynyt luettavaa koodia. Ota kuva lähempää ja tarkemmin.',
  )
  // A typed code (or a hand scanner's) still works.
  await dialog.getByTestId('scan-typed').fill(supply.sku)
  await dialog.getByRole('button', { name: 'Lisää', exact: true }).click()
  await expect(dialog.getByTestId('scan-count')).toHaveText('Luettu 1 pakkaus')
  await dialog.getByTestId('scan-done').click()
  await expect(row.getByTestId('quickorder-quantity')).toHaveValue('2')
})
