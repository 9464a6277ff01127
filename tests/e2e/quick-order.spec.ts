import type { Page } from '@playwright/test'
import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'

import { sendInvoiceOrder } from './fixtures/checkout.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §10: quick order by paste and by file, and reorder from the order history.

interface Listed {
  sku: string
  ean?: string | null
  type: string
  in_stock: boolean
  quantity_rules?: { qty_increments: number; min_sale_qty: number }
}

/** Products of the demo catalogue as the category API lists them, 48 a page. */
async function catalogue(page: Page, pages = 4): Promise<Listed[]> {
  return page.evaluate(async (n) => {
    const out: Listed[] = []
    for (let p = 1; p <= n; p++) {
      const res = await fetch(`/api/catalog/category?path=kaikki-tuotteet&page=${p}&pageSize=48&sort=position`)
      out.push(...((await res.json()) as { items: Listed[] }).items)
    }
    return out
  }, pages)
}

const byOne = (p: Listed) =>
  p.type === 'simple' &&
  p.in_stock &&
  (p.quantity_rules?.qty_increments ?? 1) === 1 &&
  (p.quantity_rules?.min_sale_qty ?? 1) === 1

/** The SKUs and quantities in the customer's cart. */
const cartLines = (page: Page) =>
  page.evaluate(async () => {
    const { cart } = (await (await fetch('/api/cart')).json()) as {
      cart: { items: { quantity: number; product: { sku: string } }[] } | null
    }
    return Object.fromEntries((cart?.items ?? []).map((i) => [i.product.sku, i.quantity]))
  })

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('quick order by paste: 20 lines with 3 faulty, one fixed, the rest in the cart at once', async ({
      page,
      freshCustomer,
    }) => {
      test.slow() // a page of checks and a bulk add
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/quickorder')
      const listed = await catalogue(page)
      const simple = listed.filter(byOne).slice(0, 17)
      const stepped = listed.find(
        (p) => p.type === 'simple' && p.in_stock && (p.quantity_rules?.qty_increments ?? 1) > 1,
      )
      const configurable = listed.find((p) => p.type === 'configurable')
      expect(simple).toHaveLength(17)
      expect(stepped, 'the demo catalogue has a product sold in cartons').toBeTruthy()
      expect(configurable, 'the demo catalogue has a configurable product').toBeTruthy()
      const step = stepped?.quantity_rules?.qty_increments ?? 10

      // A spreadsheet's columns: a header, SKUs and EANs, one unknown code, one quantity off
      // the carton, one product without its size chosen.
      const text = [
        'Tuotekoodi\tMäärä',
        ...simple.map((p, i) => `${i % 3 === 0 && p.ean ? p.ean : p.sku}\t${(i % 4) + 1}`),
        `EI-OLE-99\t2`,
        `${stepped?.sku}\t${step + 3}`,
        `${configurable?.sku}\t1`,
      ].join('\n')
      const paste = page.getByTestId('quickorder-paste')
      await hydrated(paste)
      await paste.fill(text)
      await page.getByTestId('quickorder-paste-button').click()
      await expect(page.getByTestId('quickorder-summary')).toContainText('Luettiin 20 riviä.')
      const rows = page.getByTestId('quickorder-row')
      await expect(rows).toHaveCount(20)
      await expect(page.getByTestId('quickorder-product')).toHaveCount(19) // all but the unknown code
      const errors = page.getByTestId('quickorder-error')
      await expect(errors).toHaveCount(3)
      await expect(errors.nth(0)).toContainText('Tuntematon tuotekoodi')
      await expect(errors.nth(1)).toContainText(`Tuotetta myydään ${step} kpl:n erissä`)
      await expect(errors.nth(2)).toContainText('Valitse')

      expect((await axeProblems(page)).severe).toEqual([])
      expect((await horizontalOverflow(page)).overflow).toBeLessThanOrEqual(0)

      // One fixed: the carton quantity offered is taken.
      await errors
        .nth(1)
        .getByRole('button', { name: /^Pyöristä/ })
        .click()
      await expect(errors).toHaveCount(2)

      await page.getByTestId('quickorder-add').click()
      await expect(page.getByTestId('minicart')).toBeVisible()
      await expect(page.getByTestId('quickorder-summary')).toContainText('18 riviä lisättiin ostoskoriin.')
      await expect(rows).toHaveCount(2) // the two faulty lines stay for correcting
      const inCart = await cartLines(page)
      expect(Object.keys(inCart)).toHaveLength(18)
      expect(inCart[stepped?.sku ?? '']).toBe(step)
      expect(inCart[simple[1]?.sku ?? '']).toBe(2)
    })
  })
}

test('quick order reads a Finnish Excel CSV saved in Windows-1252, and refuses a file over 1 MB', async ({
  page,
  freshCustomer,
}) => {
  await loginAs(page, freshCustomer.email, freshCustomer.password)
  await page.goto('/account/quickorder')
  const [first] = (await catalogue(page, 1)).filter(byOne)
  const file = page.getByTestId('quickorder-file')
  await hydrated(file)
  // "Määrä" and "Käsine" in Windows-1252: ä is the single byte 0xE4.
  const latin1 = Buffer.from(`Tuotekoodi;M\u00e4\u00e4r\u00e4\r\n${first?.sku};3\r\nK\u00e4sine;1\r\n`, 'latin1')
  await file.setInputFiles({ name: 'tilaus.csv', mimeType: 'text/csv', buffer: latin1 })
  await expect(page.getByTestId('quickorder-summary')).toContainText('Luettiin 2 riviä.')
  await expect(page.getByTestId('quickorder-code').nth(1)).toHaveValue('Käsine')
  await expect(page.getByTestId('quickorder-quantity').first()).toHaveValue('3')

  await file.setInputFiles({ name: 'iso.csv', mimeType: 'text/csv', buffer: Buffer.alloc(1024 * 1024 + 1, 0x41) })
  await expect(page.getByTestId('quickorder-paste-error')).toHaveText('Tiedosto on liian suuri (enintään 1 Mt).')
  await expect(page.getByTestId('quickorder-row')).toHaveCount(2)
})

test('reorder from the order history puts the order’s lines into the cart', async ({ page, freshCustomer }) => {
  test.slow() // an order through the checkout first
  await loginAs(page, freshCustomer.email, freshCustomer.password)
  await page.goto('/account/quickorder')
  const [first, second] = (await catalogue(page, 1)).filter(byOne)
  await page.evaluate(
    async (items) => {
      await fetch('/api/cart/bulk', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
        body: JSON.stringify({ items }),
      })
    },
    [
      { sku: first?.sku, quantity: 2 },
      { sku: second?.sku, quantity: 1 },
    ],
  )
  await page.goto('/checkout')
  const orderNumber = await sendInvoiceOrder(page)
  expect(await cartLines(page)).toEqual({})

  await page.goto('/account/order')
  const reorder = page.getByRole('button', { name: `Tilaa uudelleen: tilaus ${orderNumber}` }).locator('visible=true')
  await hydrated(reorder.first())
  await reorder.first().click()
  // A buyer who may order goes straight to the checkout (docs/decisions/058-one-page-checkout-and-repeat-orders.md).
  await expect(page).toHaveURL('/checkout')
  await expect(page.getByTestId('reorder-notice')).toBeVisible()
  expect(await cartLines(page)).toEqual({ [first?.sku ?? '']: 2, [second?.sku ?? '']: 1 })
})
