import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { demoClinic, orderlessNurse } from './fixtures/accounts.ts'
import { checkoutReady, sendInvoiceOrder } from './fixtures/checkout.ts'
import { freshClinic } from './fixtures/freshCompany.ts'
import { hydrated } from './fixtures/hydration.ts'
import { lastMailIdTo, waitForMailTo } from './fixtures/outbox.ts'
import { fillCart, listedProducts, sendCartForApproval, soldByOne } from './fixtures/purchaseRequest.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §12, docs/decisions/058-one-page-checkout-and-repeat-orders.md: when an approver approves
// a purchase request and places its order, the receipt says that the request is now closed and
// that its requester was told, naming the request and the requester; the requester is told by
// mail (worker/backend/approvals/notify.ts), and the request reads approved with its order.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`the receipt of an approved request says it is closed and the requester was told (${name})`, async ({
      page,
    }) => {
      test.setTimeout(240_000) // two logins, a request and a checkout on a shared machine
      const { approver, requester } = await freshClinic(demoClinic, orderlessNurse)

      // The requester (Hanna Hoitaja, no `checkout`) sends two products for approval.
      await logInByApi(page, requester)
      await page.goto('/')
      const products = (await listedProducts(page)).filter(soldByOne).slice(0, 2)
      expect(products.length, 'the catalogue has two products sold by one').toBe(2)
      await fillCart(
        page,
        products.map((p) => ({ sku: p.sku, quantity: 2 })),
      )
      const id = await sendCartForApproval(page, 'Leikkaussaliin.')
      const mailsBefore = lastMailIdTo(requester.email)

      // The approver approves it and places the order through the checkout.
      await page.context().clearCookies()
      await logInByApi(page, approver)
      await page.goto(`/account/approvals/${id}`)
      const approve = page.getByTestId('approver-actions').getByRole('button', { name: 'Hyväksy ja siirry kassalle' })
      await hydrated(approve)
      await approve.click()
      await expect(page).toHaveURL('/checkout')
      await expect(page.getByTestId('approval-checkout-banner')).toContainText(
        `Hyväksyt ostopyyntöä #${id} (Hanna Hoitaja)`,
      )
      await checkoutReady(page)
      const orderNumber = await sendInvoiceOrder(page)

      // The receipt: the order, and the line of the closed request, announced.
      const closed = page.getByTestId('approved-request')
      await expect(closed).toHaveText(
        `Ostopyyntö #${id} on nyt suljettu, ja pyytäjälle (Hanna Hoitaja) on ilmoitettu tilauksesta.`,
      )
      await expect(closed).toHaveAttribute('role', 'status')
      await expect(page.getByRole('link', { name: `Avaa tilaus ${orderNumber}` })).toBeVisible()
      await expect(page.getByTestId('receipt-lines').getByRole('listitem')).toHaveCount(2)
      expect((await axeProblems(page)).severe, 'axe on the receipt').toEqual([])
      expect((await horizontalOverflow(page)).overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
      await page.screenshot({ path: test.info().outputPath(`receipt-approved-${viewport.width}.png`), fullPage: true })

      // What the receipt says holds: the request is approved with this order, and the requester
      // got a mail of it at their own address.
      const request = await page.evaluate(async (requestId) => {
        const res = await fetch(`/api/purchaserequests/${requestId}`)
        return ((await res.json()) as { request: { status: string; order_number: string | null } }).request
      }, id)
      expect(request).toMatchObject({ status: 'approved', order_number: orderNumber })
      const mail = await waitForMailTo(requester.email, mailsBefore)
      expect(mail.subject).toBe(`Ostopyyntösi #${id} on hyväksytty – VetTarvike`)
      expect(mail.body_text).toContain(`Ostopyyntösi #${id} hyväksyttiin ja tilattiin (tilaus ${orderNumber}).`)
    })
  })
}
