import { orderlessNurse } from './fixtures/accounts.ts'
import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { loginAs } from './fixtures/session.ts'
import { VIEWPORTS, type ViewportName } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §12, docs/decisions/043: the company's administrator sets the purchase approval rules at
// /account/approvals/rules; the other users of the company see them read-only. A fresh customer
// (a copy of demo, with `permissions`) is the administrator of a one-user company of its own,
// so saving here never changes the demo clinic's rules.

for (const name of ['mobile', 'desktop'] as ViewportName[]) {
  const phone = name === 'mobile'

  test.describe(`approval rules at ${VIEWPORTS[name].width} px`, () => {
    test.use({ viewport: VIEWPORTS[name] })

    test('an administrator sets an amount rule with a decimal comma, saves it and sees it after a reload', async ({
      page,
      freshCustomer,
    }) => {
      test.slow() // a login, a save, a reload and three axe runs
      await loginAs(page, freshCustomer.email, freshCustomer.password)
      await page.goto('/account/approvals/rules')
      await expect(page.getByRole('heading', { name: 'Hyväksyntäsäännöt', level: 1 })).toBeVisible()
      await expect(page.getByTestId('rule-requester')).toContainText('Aina käytössä')

      const form = page.getByTestId('approval-rules-form')
      await hydrated(form)
      const amountOn = form.getByRole('checkbox', { name: 'Käytössä: Tilaukset yli rajan' })
      await expect(amountOn).not.toBeChecked()
      // The box is drawn beside "Käytössä"; the tap lands on the label, as a finger's would.
      await form.getByTestId('rule-amount').getByText('Käytössä', { exact: true }).click()
      await expect(amountOn).toBeChecked()
      const amount = form.getByLabel('Hyväksyntäraja (€, alv 0 %)')

      // A third decimal is refused in Finnish before anything is sent.
      await amount.fill('612,405')
      await form.getByRole('button', { name: 'Tallenna säännöt' }).click()
      await expect(form).toContainText('Anna summa euroina, esimerkiksi 500 tai 612,40.')
      await expect(amount).toBeFocused()

      await amount.fill('612,40')
      await expectNoAxeProblems(page, '/account/approvals/rules (form)')
      if (phone) await expectPhoneFriendly(page, '/account/approvals/rules')
      await form.getByRole('button', { name: 'Tallenna säännöt' }).click()
      await expect(page.getByText('Hyväksyntäsäännöt on tallennettu.')).toBeVisible()

      await page.reload()
      const saved = page.getByTestId('approval-rules-form')
      await hydrated(saved)
      await expect(saved.getByRole('checkbox', { name: 'Käytössä: Tilaukset yli rajan' })).toBeChecked()
      await expect(saved.getByLabel('Hyväksyntäraja (€, alv 0 %)')).toHaveValue('612,40')
      await expect(saved.getByRole('checkbox', { name: /Lääkkeet ja kylmäketjutuotteet/ })).not.toBeChecked()
      await expect(page.getByTestId('approval-rules')).toContainText('Muutettu viimeksi')
      await expectNoAxeProblems(page, '/account/approvals/rules (saved)')
    })

    test('a user without `permissions` sees the rules read-only', async ({ page }) => {
      await loginAs(page, orderlessNurse.email, orderlessNurse.password)
      await page.goto('/account/approvals/rules')
      const rules = page.getByTestId('approval-rules-readonly')
      await expect(rules).toBeVisible()
      await expect(page.getByTestId('approval-rules-form')).toHaveCount(0)
      await expect(page.getByRole('checkbox')).toHaveCount(0)
      await expect(page.getByTestId('rule-requester')).toContainText('Aina käytössä')
      await expectNoAxeProblems(page, '/account/approvals/rules (read-only)')
      if (phone) await expectPhoneFriendly(page, '/account/approvals/rules (read-only)')
    })
  })
}
