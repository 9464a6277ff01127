import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { demoClinic, orderlessNurse } from './fixtures/accounts.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §11: the demo clinic's weekly list is shared (seed/history.ts), so its nurse reads it
// and orders from it, but only its owner, Anna Virtanen, changes it. Read-only here: the
// seeded clinic is shared by parallel journeys.

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a colleague sees the clinic's shared list read-only at ${name}`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await logInByApi(page, orderlessNurse)
    await page.goto('/account/shoppinglist')
    await hydrated(page)
    const card = page.getByTestId('shopping-list-card').filter({ hasText: 'Viikkotilaus' })
    await expect(card).toContainText('Jakanut: Anna Virtanen')
    await expect(card.getByTestId('list-rename')).toHaveCount(0)

    await card.getByRole('link').click()
    const list = page.getByTestId('shopping-list')
    await expect(list.getByRole('heading', { level: 1 })).toHaveText('Viikkotilaus')
    await expect(list.getByTestId('shopping-list-read-only')).toContainText('vain listan tekijä voi muuttaa')
    await expect(list.getByTestId('shopping-list-count')).toContainText('Jakanut: Anna Virtanen')
    // Orderable, not changeable: no rename, delete, add form, steppers or remove buttons.
    await expect(list.getByTestId('list-to-cart')).toBeVisible()
    for (const testId of ['list-rename', 'list-delete', 'shopping-list-share', 'shopping-list-item-remove']) {
      await expect(list.getByTestId(testId)).toHaveCount(0)
    }
    await expect(list.getByTestId('shopping-list-item-quantity').first()).toHaveText(/^\d+ kpl$/)
    await expect(list.getByTestId('shopping-list-item-to-cart').first()).toBeVisible()
    await expectNoAxeProblems(page, `shared list at ${name}`)
    if (name === 'mobile') await expectPhoneFriendly(page, 'shared list')
  })
}

test('the owner sees the share switch on, and the list marked shared', async ({ page }) => {
  await logInByApi(page, demoClinic)
  await page.goto('/account/shoppinglist')
  await hydrated(page)
  const card = page.getByTestId('shopping-list-card').filter({ hasText: 'Viikkotilaus' })
  await expect(card).toContainText('Jaettu yrityksen käyttäjille')
  await card.getByRole('link').click()
  await expect(page.getByTestId('shopping-list-share')).toBeChecked()
})
