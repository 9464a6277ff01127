import { axeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { addToCartFromProductPage, anInStockProduct } from './fixtures/catalog.ts'
import { newAddressForm, saveAddressForm } from './fixtures/checkout.ts'
import { addColleague } from './fixtures/freshCompany.ts'
import { cloneCustomer } from './fixtures/freshCustomer.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

// spec §12: a buyer may order, but the company's rule "orders over an amount" catches this cart,
// so the checkout's last step offers "Lähetä hyväksyttäväksi" instead of "Lähetä tilaus", and
// the request carries the rule's reason. A fresh company, so the rule reaches no other journey.

for (const width of [375, 1280]) {
  test(`a rule catches a buyer's order at the checkout, which sends it for approval at ${width} px`, async ({
    page,
  }) => {
    test.setTimeout(240_000) // two logins and a checkout on a shared machine
    await page.setViewportSize({ width, height: 900 })
    const admin = await cloneCustomer(demoClinic)
    // rajattu@example.fi's scope is orders and checkout: a buyer, and no administrator.
    const buyer = await addColleague(admin, { email: 'rajattu@example.fi', password: 'demo1234' }, 'buyer')

    await loginAs(page, admin.email, admin.password)
    const saved = await page.evaluate(async () => {
      const res = await fetch('/api/customer/company/approvalRules', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount_limit: 1, restricted_products: false, monthly_budget: null }),
      })
      return res.status
    })
    expect(saved).toBe(200)
    await page.goto('/account/logout')

    await loginAs(page, buyer.email, buyer.password)
    await addToCartFromProductPage(page, await anInStockProduct(page))
    await page.goto('/checkout')
    await saveAddressForm(await newAddressForm(page))
    const firstMethod = page.locator('[data-testid^="shipping-method-"]').first()
    await expect(async () => {
      await firstMethod.check({ timeout: 5_000 })
    }).toPass({ timeout: 20_000 })

    const billing = page.getByTestId('checkout-page')
    const send = billing.getByTestId('send-for-approval')
    await expect(send).toBeVisible()
    await expect(send).toContainText('ylittää hyväksyntärajan 1,00')
    await expect(billing.getByRole('button', { name: 'Lähetä tilaus' })).toHaveCount(0)
    expect((await axeProblems(page)).severe, 'axe at the caught checkout').toEqual([])
    expect((await horizontalOverflow(page)).overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)

    await send.getByTestId('approval-note').fill('Kuun isompi tilaus, hyväksytkö?')
    await send.getByTestId('send-for-approval-button').click()
    await expect(page.getByTestId('request-sent')).toBeVisible()
    const mine = await page.evaluate(async () => {
      const res = await fetch('/api/purchaserequests?view=mine')
      return (await res.json()) as { items: { status: string; note: string; reasons: { code: string }[] }[] }
    })
    expect(mine.items).toHaveLength(1)
    expect(mine.items[0]).toMatchObject({ status: 'pending', note: 'Kuun isompi tilaus, hyväksytkö?' })
    expect(mine.items[0]?.reasons.map((r) => r.code)).toEqual(['amount'])
    const requestId = Number(/#(\d+)/.exec((await page.getByTestId('request-sent').textContent()) ?? '')?.[1])
    await page.goto('/account/logout')

    // A colleague held by the same 1 € limit may not approve it: the request says why and waits
    // for the administrator, with no approve button to press (docs/decisions/044).
    const colleague = await addColleague(admin, { email: 'rajattu@example.fi', password: 'demo1234' }, 'buyer')
    await loginAs(page, colleague.email, colleague.password)
    await page.goto(`/account/approvals/${requestId}`)
    const actions = page.getByTestId('approver-actions')
    await expect(actions.getByTestId('request-approve-refusal')).toContainText('ylittää hyväksyntärajasi 1,00')
    await expect(actions.getByTestId('request-approve-refusal')).toContainText('pääkäyttäjän hyväksyntää')
    await expect(actions.getByRole('button', { name: 'Hyväksy ja siirry kassalle' })).toHaveCount(0)
    await expect(actions.getByRole('button', { name: 'Hylkää' })).toBeVisible()
    expect((await axeProblems(page)).severe, 'axe at the refused approval').toEqual([])
    expect((await horizontalOverflow(page)).overflow, 'no sideways scrolling').toBeLessThanOrEqual(0)
    await page.screenshot({ path: test.info().outputPath(`approval-refused-${width}.png`), fullPage: true })
  })
}
