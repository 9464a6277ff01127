import { expect, test } from './fixtures/test.ts'
import { demoClinic } from './fixtures/accounts.ts'
import { expectGuestHeader, loginAs, loginForm, logOutWithLink, submitLogin } from './fixtures/session.ts'

// spec §2 and §4: guarded account pages, login with a return path, logout back to a guest.
test.describe('logging in and out', () => {
  test('a guest opening their orders logs in, lands on the orders page and logs out as a guest', async ({ page }) => {
    await page.goto('/account/order')

    await expect(page).toHaveURL('/account/login?redirect=%2Faccount%2Forder')
    await expect(page.getByRole('heading', { name: 'Kirjaudu sisään' })).toBeVisible()

    await loginAs(page, demoClinic.email, demoClinic.password)

    await expect(page).toHaveURL('/account/order')
    await expect(page.getByRole('heading', { name: 'Tilaushistoria' })).toBeVisible()

    await logOutWithLink(page)

    await expect(page).toHaveURL('/')
    await expectGuestHeader(page)

    // The session is really gone on the server too, not just in the page.
    await page.goto('/account/order')
    await expect(page).toHaveURL('/account/login?redirect=%2Faccount%2Forder')
  })

  test('logging out by opening /account/logout ends the session', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)

    await page.goto('/account/logout')

    await expect(page).toHaveURL('/')
    await expectGuestHeader(page)
  })

  test('a wrong password shows a Finnish error and stays on the login page', async ({ page, freshCustomer }) => {
    await page.goto('/account/login')

    // A customer of its own: the failed attempt counts against that e-mail (login throttling,
    // docs/decisions/013-auth-throttling.md), and repeated runs must not lock out the demo clinic.
    await submitLogin(page, { email: freshCustomer.email, password: 'väärä-salasana' })

    await expect(loginForm(page).error).toHaveText('Sähköpostiosoite tai salasana on väärin.')
    await expect(page).toHaveURL('/account/login')
    await expect(page.getByTestId('account-initials')).toHaveCount(0)
  })

  test('a logged-in customer opening the login page is sent home', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)

    await page.goto('/account/login')

    await expect(page).toHaveURL('/')
    await expect(page.getByTestId('account-initials')).toBeVisible()
  })
})
