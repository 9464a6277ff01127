import type { Page } from '@playwright/test'
import { demoClinic, orderlessNurse } from './fixtures/accounts.ts'
import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { addToCartFromProductPage } from './fixtures/catalog.ts'
import { checkoutReady, sendInvoiceOrder } from './fixtures/checkout.ts'
import { freshClinic } from './fixtures/freshCompany.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §12: a requester (no `checkout`) sends the cart for approval; an approver of the same
// company reduces a quantity, approves and places the order through the checkout; the requester
// sees the request approved with the change, and is told so on the next visit.

interface Listed {
  sku: string
  url_key: string
  name: string
  type: string
  in_stock: boolean
  quantity_rules?: { qty_increments: number; min_sale_qty: number }
}

/** Two simple in-stock products sold by one, read as the category page reads them. */
async function twoProducts(page: Page): Promise<[Listed, Listed]> {
  const items = await page.evaluate(async () => {
    const res = await fetch('/api/catalog/category?path=kaikki-tuotteet&page=1&pageSize=48&sort=position')
    return ((await res.json()) as { items: Listed[] }).items
  })
  const byOne = items.filter(
    (p) =>
      p.type === 'simple' &&
      p.in_stock &&
      (p.quantity_rules?.qty_increments ?? 1) === 1 &&
      (p.quantity_rules?.min_sale_qty ?? 1) === 1,
  )
  expect(byOne.length, 'the catalogue has two simple products sold by one').toBeGreaterThanOrEqual(2)
  return [byOne[0] as Listed, byOne[1] as Listed]
}

const cartLines = (page: Page) =>
  page.evaluate(async () => {
    const { cart } = (await (await fetch('/api/cart')).json()) as {
      cart: { items: { quantity: number; product: { sku: string } }[] } | null
    }
    return Object.fromEntries((cart?.items ?? []).map((i) => [i.product.sku, i.quantity]))
  })

/** Logs out through /account/logout (the phone's account menu hides the link in a disclosure). */
async function logOut(page: Page) {
  await page.goto('/account/logout')
  await expect(page.getByTestId('site-header').getByRole('link', { name: 'Kirjaudu', exact: true })).toBeVisible()
}

async function checkPage(page: Page, name: string, width: number) {
  expect((await axeProblems(page)).severe, `axe on ${name}`).toEqual([])
  expect((await horizontalOverflow(page)).overflow, `no sideways scrolling on ${name}`).toBeLessThanOrEqual(0)
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true })
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } })

    test('a requester sends the cart for approval; the approver reduces a line, approves and orders; the requester sees it', async ({
      page,
    }) => {
      test.setTimeout(300_000) // three logins, a request, a checkout on a shared machine
      const { approver, requester } = await freshClinic(demoClinic, orderlessNurse)

      // --- The requester fills the cart: one product from its page, another three at once.
      await loginAs(page, requester.email, requester.password)
      const [first, second] = await twoProducts(page)
      await addToCartFromProductPage(page, first)
      const bulk = await page.evaluate(async (sku) => {
        const res = await fetch('/api/cart/bulk', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
          body: JSON.stringify({ items: [{ sku, quantity: 3 }] }),
        })
        return res.status
      }, second.sku)
      expect(bulk).toBe(200)

      // The cart offers "Lähetä hyväksyttäväksi" with the reason instead of the checkout.
      await page.goto('/cart')
      const send = page.getByTestId('send-for-approval')
      await hydrated(send)
      await expect(page.getByTestId('to-checkout')).toHaveCount(0)
      await expect(send.getByTestId('approval-reasons').locator('[data-reason="requester"]')).toBeVisible()
      await checkPage(page, 'cart-send-for-approval', width)
      await send.getByLabel('Viesti hyväksyjälle (valinnainen)').fill('Leikkauksiin ensi viikolla.')
      await send.getByRole('button', { name: 'Lähetä hyväksyttäväksi' }).click()

      const sent = page.getByTestId('request-sent')
      await expect(sent).toContainText(/Ostopyyntö #\d+ on lähetetty hyväksyttäväksi\./)
      const requestId = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1])
      expect(requestId).toBeGreaterThan(0)
      // The requester has a new, empty cart.
      expect(await cartLines(page)).toEqual({})
      await checkPage(page, 'cart-request-sent', width)
      await sent.getByRole('link', { name: 'Näytä ostopyyntö' }).click()
      await expect(page).toHaveURL(`/account/approvals/${requestId}`)
      await expect(page.getByTestId('request-status')).toHaveText('Odottaa hyväksyntää')
      await expect(page.getByTestId('request-note')).toHaveText('Leikkauksiin ensi viikolla.')
      await expect(page.getByTestId('requester-actions').getByRole('button', { name: 'Peru pyyntö' })).toBeVisible()
      await expect(page.getByTestId('approver-actions')).toHaveCount(0)
      await checkPage(page, 'request-requester-pending', width)
      await logOut(page)

      // --- The approver sees it waiting, reduces the second line from 3 to 2 and approves.
      await loginAs(page, approver.email, approver.password)
      await page.goto('/account/approvals')
      await expect(page.getByTestId('approvals-view-pending')).toHaveAttribute('aria-current', 'page')
      const entry = page
        .getByTestId(width < 768 ? 'approval-card' : 'approval-row')
        .filter({ hasText: `#${requestId}` })
      await expect(entry).toBeVisible()
      await expect(entry).toContainText('Odottaa hyväksyntää')
      await checkPage(page, 'approvals-approver', width)
      // A phone's card is the link; a table row has its number as the link.
      const open = width < 768 ? entry : entry.getByRole('link', { name: `#${requestId}` })
      await hydrated(open)
      await open.click()
      await expect(page).toHaveURL(`/account/approvals/${requestId}`)

      const line = page.locator(`[data-testid="request-line"][data-sku="${second.sku}"]`)
      const decrease = line.getByRole('button', { name: `Vähennä määrää: ${second.name}` })
      await hydrated(decrease)
      await decrease.click()
      await expect(line.getByRole('spinbutton', { name: `Määrä: ${second.name}` })).toHaveValue('2')
      await checkPage(page, 'request-approver', width)
      await page.getByTestId('approver-actions').getByRole('button', { name: 'Tallenna muutokset' }).click()
      await expect(line.getByTestId('request-line-change')).toContainText('3')
      await page.getByTestId('approver-actions').getByRole('button', { name: 'Hyväksy ja siirry kassalle' }).click()

      // The checkout of the request: its lines, a banner naming whose request it is.
      await expect(page).toHaveURL('/checkout')
      await expect(page.getByTestId('approval-checkout-banner')).toContainText(
        `Hyväksyt ostopyyntöä #${requestId} (Hanna Hoitaja)`,
      )
      expect(await cartLines(page)).toEqual({ [first.sku]: 1, [second.sku]: 2 })
      await checkoutReady(page)
      await checkPage(page, 'checkout-approval', width)
      const orderNumber = await sendInvoiceOrder(page)

      // Placed exactly once, with the approver's quantity.
      const ordered = await page.evaluate(async (number) => {
        const res = await fetch(`/api/customer/orders/${number}`)
        const { order } = (await res.json()) as { order: { items: { sku: string; quantity: number }[] } }
        return Object.fromEntries(order.items.map((i) => [i.sku, i.quantity]))
      }, orderNumber)
      expect(ordered).toEqual({ [first.sku]: 1, [second.sku]: 2 })
      await page.goto(`/account/approvals/${requestId}`)
      await expect(page.getByTestId('request-status')).toHaveText('Hyväksytty')
      await expect(page.getByTestId('request-order-link')).toHaveText(orderNumber)
      await expect(page.getByTestId('approver-actions')).toHaveCount(0)
      await logOut(page)

      // --- On the next visit the requester is told, and sees the request approved with the change.
      await loginAs(page, requester.email, requester.password)
      await page.goto('/account/approvals')
      const notice = page.getByTestId('visit-notification').first()
      await expect(notice).toBeVisible()
      await expect(notice).toContainText(`#${requestId}`)
      const mine = page.getByTestId(width < 768 ? 'approval-card' : 'approval-row').filter({ hasText: `#${requestId}` })
      await expect(mine).toContainText('Hyväksytty')
      await checkPage(page, 'approvals-requester', width)
      await page.goto(`/account/approvals/${requestId}`)
      await expect(page.getByTestId('request-status')).toHaveText('Hyväksytty')
      await expect(page.getByTestId('request-changed')).toBeVisible()
      const changed = page.locator(`[data-testid="request-line"][data-sku="${second.sku}"]`)
      await expect(changed.getByTestId('request-line-requested')).toHaveText('3')
      await expect(changed.getByTestId('request-line-quantity')).toHaveText('2')
      await expect(changed.getByTestId('request-line-change')).toBeVisible()
      await expect(page.getByTestId('request-order-link')).toHaveText(orderNumber)
      await checkPage(page, 'request-requester-approved', width)
      // Read once: the notice does not come back on the visit after.
      await page.reload()
      await expect(page.getByTestId('request-status')).toHaveText('Hyväksytty')
      await expect(page.getByTestId('visit-notification')).toHaveCount(0)
    })

    test('an approver rejects a request only with a reason, and the requester reads it', async ({ page }) => {
      test.setTimeout(240_000)
      const { approver, requester } = await freshClinic(demoClinic, orderlessNurse)
      await loginAs(page, requester.email, requester.password)
      const [, second] = await twoProducts(page)
      await addToCartFromProductPage(page, second)
      await page.goto('/cart')
      const send = page.getByTestId('send-for-approval')
      await hydrated(send)
      await send.getByRole('button', { name: 'Lähetä hyväksyttäväksi' }).click()
      const sent = page.getByTestId('request-sent')
      await expect(sent).toBeVisible()
      const requestId = Number(/#(\d+)/.exec((await sent.textContent()) ?? '')?.[1])
      await logOut(page)

      await loginAs(page, approver.email, approver.password)
      await page.goto(`/account/approvals/${requestId}`)
      const actions = page.getByTestId('approver-actions')
      await hydrated(actions.getByRole('button', { name: 'Hylkää' }))
      await actions.getByRole('button', { name: 'Hylkää' }).click()
      const form = page.getByTestId('reject-form')
      await form.getByRole('button', { name: 'Hylkää pyyntö' }).click()
      await expect(form).toContainText('Kerro pyytäjälle hylkäyksen syy.')
      await expect(page.getByTestId('request-status')).toHaveText('Odottaa hyväksyntää')
      await checkPage(page, 'request-reject-form', width)
      await form.getByLabel('Hylkäyksen syy (näytetään pyytäjälle)').fill('Tilataan keskusvarastosta.')
      await form.getByRole('button', { name: 'Hylkää pyyntö' }).click()
      await expect(page.getByTestId('request-status')).toHaveText('Hylätty')
      await expect(page.getByTestId('approver-actions')).toHaveCount(0)
      await logOut(page)

      await loginAs(page, requester.email, requester.password)
      await page.goto(`/account/approvals/${requestId}`)
      await expect(page.getByTestId('request-status')).toHaveText('Hylätty')
      await expect(page.getByTestId('request-reject-reason')).toContainText('Tilataan keskusvarastosta.')
      await expect(page.getByTestId('requester-actions')).toHaveCount(0)
      await expect(page.getByTestId('visit-notification').filter({ hasText: `#${requestId}` })).toBeVisible()
      await checkPage(page, 'request-requester-rejected', width)
    })
  })
}
