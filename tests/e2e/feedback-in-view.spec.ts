import { demoClinic, orderlessNurse } from './fixtures/accounts.ts'
import { axeProblems } from './fixtures/a11y.ts'
import { sendInvoiceOrder } from './fixtures/checkout.ts'
import { freshClinic } from './fixtures/freshCompany.ts'
import { hydrated } from './fixtures/hydration.ts'
import {
  fillCart,
  inLiveRegion,
  inViewport,
  listedProducts,
  soldByOne,
  soldInPacks,
} from './fixtures/purchaseRequest.ts'
import { loginAs } from './fixtures/session.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { query } from '../../seed/d1.ts'

// docs/decisions/060-feedback-in-view.md: the result of an action that lands elsewhere on the
// page is in the viewport and announced, on the phone too; one overlay at a time (the reorder
// result dialog never opens under the minicart).

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`"Ostopyyntö #n on lähetetty" is in view and announced after sending a long cart (${name})`, async ({
      page,
    }) => {
      test.setTimeout(180_000)
      const { requester } = await freshClinic(demoClinic, orderlessNurse)
      await loginAs(page, requester.email, requester.password)
      const products = (await listedProducts(page)).filter(soldByOne).slice(0, 12)
      await fillCart(
        page,
        products.map((p) => ({ sku: p.sku, quantity: 1 })),
      )
      await page.goto('/cart')
      const send = page.getByTestId('send-for-approval')
      await hydrated(send)
      const button = send.getByRole('button', { name: 'Lähetä hyväksyttäväksi' })
      await button.scrollIntoViewIfNeeded()
      await button.click()
      const sent = page
        .getByText(/Ostopyyntö #\d+ on lähetetty hyväksyttäväksi\./)
        .locator('visible=true')
        .first()
      await expect(sent).toBeVisible()
      // Give a scroll time to settle: the message must be where the nurse looks, not only somewhere.
      await expect.poll(() => inViewport(page, sent), { message: 'the confirmation is in view' }).toBe(true)
      expect(await inLiveRegion(sent), 'the confirmation is announced').toBe(true)
      expect((await axeProblems(page)).severe).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`cart-sent-${viewport.width}.png`) })
    })

    test(`a reorder that needs the buyer's eye shows what changed alone, in view, never under the minicart (${name})`, async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(180_000) // an order through the checkout first
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      const products = await listedProducts(page)
      const pack = products.find(soldInPacks)
      const one = products.find(soldByOne)
      expect(pack && one, 'the catalogue has a product sold in packs and one sold by one').toBeTruthy()
      const increment = pack?.quantity_rules?.qty_increments ?? 1
      await fillCart(page, [
        { sku: one?.sku ?? '', quantity: 1 },
        { sku: pack?.sku ?? '', quantity: increment },
      ])
      await page.goto('/checkout')
      const orderNumber = await sendInvoiceOrder(page)
      // The pack size changed since the order: its line is now one over a pack, so the reorder rounds it.
      query(
        `UPDATE order_lines SET quantity = quantity + 1 WHERE sku = '${pack?.sku}'
         AND order_id = (SELECT id FROM orders WHERE order_number = '${orderNumber}')`,
      )

      await page.goto('/account/order')
      const reorder = page
        .getByRole('button', { name: `Tilaa uudelleen: tilaus ${orderNumber}` })
        .locator('visible=true')
        .first()
      await hydrated(reorder)
      // Watch for the two overlays at once from the press on.
      await page.evaluate(() => {
        const w = window as unknown as { bothOpen: boolean }
        w.bothOpen = false
        const check = () => {
          const open = (id: string) => {
            const el = document.querySelector(`[data-testid="${id}"]`)
            return el !== null && (el as HTMLElement).offsetParent !== null
          }
          if (open('minicart') && (open('reorder-result') || open('reorder-notice'))) w.bothOpen = true
        }
        new MutationObserver(check).observe(document.body, { subtree: true, childList: true, attributes: true })
      })
      await reorder.click()
      // A buyer who may order goes on to the one-page checkout, which shows what changed since the
      // order above its form (docs/decisions/058-one-page-checkout-and-repeat-orders.md).
      await expect(page).toHaveURL('/checkout')
      const result = page.getByTestId('reorder-notice')
      await expect(result).toBeVisible()
      await expect(result).toContainText(`${increment} kpl`)
      await page.waitForTimeout(500)
      await expect(page.getByTestId('minicart')).toBeHidden()
      expect(await page.evaluate(() => (window as unknown as { bothOpen: boolean }).bothOpen)).toBe(false)
      expect(await inViewport(page, result), 'the result is in view').toBe(true)
      expect(await inLiveRegion(result), 'the result is announced').toBe(true)
      expect((await axeProblems(page)).severe).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`reorder-result-${viewport.width}.png`) })
    })

    test(`adding a list whose line was rounded shows the rounding in view, announced, without the minicart over it (${name})`, async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(120_000)
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      const products = await listedProducts(page)
      const pack = products.find(soldInPacks)
      const ones = products.filter(soldByOne).slice(0, 8)
      expect(pack, 'the catalogue has a product sold in packs').toBeDefined()
      const increment = pack?.quantity_rules?.qty_increments ?? 1
      const listId = await page.evaluate(
        async ({ items }) => {
          const post = (path: string, body: unknown) =>
            fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
          const created = (await (await post('/api/shoppinglist', { title: 'Viikkotilaus' })).json()) as {
            shoppinglist_id: number
          }
          for (const item of items) await post(`/api/shoppinglist/${created.shoppinglist_id}/items`, item)
          return created.shoppinglist_id
        },
        { items: [...ones.map((p) => ({ sku: p.sku, quantity: 1 })), { sku: pack?.sku, quantity: increment }] },
      )
      // The pack size changed since the line was listed: it is now one over a pack.
      query(
        `UPDATE shopping_list_items SET quantity = quantity + 1 WHERE list_id = ${listId}
         AND product_id = (SELECT id FROM products WHERE sku = '${pack?.sku}')`,
      )
      await page.goto(`/account/shoppinglist/${listId}`)
      const add = page.getByTestId('list-to-cart')
      await hydrated(add)
      await add.click()
      const rounded = page.getByTestId('list-to-cart-rounded')
      await expect(rounded).toBeVisible()
      await page.waitForTimeout(500)
      await expect(page.getByTestId('minicart')).toBeHidden()
      await expect.poll(() => inViewport(page, rounded), { message: 'the rounding is in view' }).toBe(true)
      expect(await inLiveRegion(rounded), 'the rounding is announced').toBe(true)
      expect((await axeProblems(page)).severe).toEqual([])
      await page.screenshot({ path: test.info().outputPath(`list-rounded-${viewport.width}.png`) })
    })
  })
}
