import { readFile } from 'node:fs/promises'
import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { addLines, chooseShipping, placeOrder } from './fixtures/cartByApi.ts'
import { hydrated } from './fixtures/hydration.ts'
import { shelfMedicine, shelfSupply } from './fixtures/shelfProducts.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { OPERATOR_STOCK_SECRET } from './fixtures/stockFeed.ts'
import { expect, test } from './fixtures/test.ts'
import { helsinkiDate } from '../../contract/helsinkiDate.ts'

// Lots and expiry on deliveries (docs/decisions/081-delivery-lots.md): the ERP sends a parcel
// with its lots, the clinic sees each line's lot and expiry on the delivery and on its packing
// list, a lot shorter than the promised shelf life is flagged, the product page states the
// promise, and the medicine record downloads with the lots received.

/** yyyy-mm-dd of a Date in Helsinki. */
const finnishDate = (iso: string) => iso.split('-').reverse().join('.')

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a delivery shows its lots and expiry, flags a short one, prints, and fills the medicine record (${name})`, async ({
      page,
      baseURL,
      freshCustomer,
    }, testInfo) => {
      const [medicine, supply] = [shelfMedicine(), shelfSupply()]
      await logInByApi(page, freshCustomer)
      await addLines(page, baseURL!, [
        [medicine.sku, 3],
        [supply.sku, 1],
      ])
      await chooseShipping(page, baseURL!, 'posti')
      const orderNumber = await placeOrder(page, baseURL!)

      // The ERP's parcel: the medicine from two lots, one of them short of the six months promised.
      const stamp = Date.now().toString(36).toUpperCase().slice(-6)
      const [goodLot, shortLot] = [`G${stamp}`, `S${stamp}`]
      const now = Date.now()
      const today = helsinkiDate(new Date(now))
      const inMonths = (months: number) => helsinkiDate(new Date(now + months * 31 * 86_400_000))
      const [goodExpiry, shortExpiry] = [inMonths(20), inMonths(3)]
      const res = await page.request.put('/api/operator/deliveries', {
        headers: { Authorization: `Bearer ${OPERATOR_STOCK_SECRET}` },
        data: {
          delivery_id: `e2e-${stamp}-${name}`,
          order_number: orderNumber,
          carrier: 'posti',
          tracking_code: `JJFI${stamp}`,
          packed_at: new Date(now - 5 * 3_600_000).toISOString(),
          shipped_at: new Date(now - 4 * 3_600_000).toISOString(),
          out_for_delivery_at: new Date(now - 2 * 3_600_000).toISOString(),
          delivered_at: new Date(now - 3_600_000).toISOString(),
          lines: [
            {
              sku: medicine.sku,
              quantity: 3,
              lots: [
                { lot: goodLot, expiry: goodExpiry, quantity: 2 },
                { lot: shortLot, expiry: shortExpiry, quantity: 1 },
              ],
            },
            { sku: supply.sku, quantity: 1, lots: [] },
          ],
        },
      })
      expect(res.status(), await res.text()).toBe(200)
      const { id } = (await res.json()) as { id: number }

      await page.goto('/account/delivery')
      await page.locator(`a[href="/account/delivery/${id}"]`).filter({ visible: true }).first().click()
      await expect(page).toHaveURL(`/account/delivery/${id}`)
      const lines = page.getByTestId('delivery-lines')
      await expect(lines.getByRole('heading', { name: 'Toimitetut tuotteet' })).toBeVisible()
      const shown = lines.getByTestId('delivery-lot').filter({ visible: true })
      await expect(shown).toHaveCount(2)
      // The lot that expires first comes first.
      await expect(shown.first()).toContainText(shortLot)
      await expect(lines.getByText(finnishDate(shortExpiry)).filter({ visible: true }).first()).toBeVisible()
      await expect(lines.getByText(finnishDate(goodExpiry)).filter({ visible: true }).first()).toBeVisible()
      await expect(lines.getByTestId('short-dated-note')).toBeVisible()
      await expect(lines.getByText('Lyhyt käyttöaika').filter({ visible: true })).toHaveCount(1)
      await expect(lines.getByText(supply.name).filter({ visible: true })).toBeVisible()
      await expect(lines.getByText('Ei eränumeroa')).toBeVisible()
      await expectNoAxeProblems(page, `a delivery with lots at ${name}`)
      if (name === 'mobile') await expectPhoneFriendly(page, 'a delivery with lots')
      await page.screenshot({ path: testInfo.outputPath(`delivery-lots-${name}.png`), fullPage: true })

      // The packing list on paper: "Tulosta" prints the page, and on paper only the delivery is left.
      const print = page.getByRole('button', { name: 'Tulosta' })
      await hydrated(print)
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute('data-printed', 'yes')
      })
      await print.click()
      await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
      await page.emulateMedia({ media: 'print' })
      const onPaper = lines.getByTestId('delivery-lot')
      await expect(onPaper).toHaveCount(2)
      await expect(onPaper.nth(0)).toContainText(shortLot)
      await expect(onPaper.nth(1)).toContainText(goodLot)
      await expect(lines.getByText('Lyhyt käyttöaika').filter({ visible: true })).toHaveCount(1)
      await expect(print).toBeHidden()
      for (const frame of ['site-header', 'site-footer', 'account-nav'])
        await expect(page.getByTestId(frame)).toBeHidden()
      await expect(page.getByRole('navigation').filter({ visible: true })).toHaveCount(0)
      await expect(page.getByText('VetTarvike – lähetysluettelo')).toBeVisible()
      await page.screenshot({ path: testInfo.outputPath(`delivery-lots-print-${name}.png`), fullPage: true })
      await page.emulateMedia({ media: 'screen' })

      // The medicine record of today: one row per lot, as Art. 103 asks.
      await page.goto('/account/delivery')
      const record = page.getByTestId('medicine-record')
      await hydrated(record)
      await record.getByLabel('Alkaen').fill(today)
      await record.getByLabel('Päättyen').fill(today)
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        record.getByRole('button', { name: 'Lataa lääkekirjanpito (CSV)' }).click(),
      ])
      expect(download.suggestedFilename()).toMatch(/^laakekirjanpito-\d{4}-\d{2}-\d{2}\.csv$/)
      const bytes = await readFile((await download.path())!)
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
      const rows = bytes.subarray(3).toString('utf8').split('\r\n')
      expect(rows[0]).toBe(
        'Vastaanottopäivä;Tuote;Vahvuus;Lääkemuoto;Vnr;Myyntilupanumero;Erä;Viimeinen käyttöpäivä;Määrä;Toimittaja;Toimittajan osoite;Tilausnumero;Lähetystunnus;Tuotenumero',
      )
      const ours = rows.filter((row) => row.includes(`;${orderNumber};`))
      expect(ours).toEqual([
        `${finnishDate(today)};${medicine.name};${medicine.strength};${medicine.dosageForm};${medicine.vnr};${medicine.marketingAuthorisation};${goodLot};${finnishDate(goodExpiry)};2;VetTarvike Oy;Tiilitie 6 B, 01720 Vantaa;${orderNumber};JJFI${stamp};${medicine.sku}`,
        `${finnishDate(today)};${medicine.name};${medicine.strength};${medicine.dosageForm};${medicine.vnr};${medicine.marketingAuthorisation};${shortLot};${finnishDate(shortExpiry)};1;VetTarvike Oy;Tiilitie 6 B, 01720 Vantaa;${orderNumber};JJFI${stamp};${medicine.sku}`,
      ])
      if (name === 'mobile') await expectPhoneFriendly(page, 'the deliveries with the medicine record')

      // The product page states the promise the lot was measured against.
      await page.goto(`/product/${medicine.urlKey}`)
      await expect(page.getByTestId('product-shelf-life')).toHaveText('vähintään 6 kk käyttöaikaa toimitettaessa')
    })
  })
}
