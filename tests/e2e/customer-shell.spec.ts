import { demoClinic } from './fixtures/accounts.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §6: what a logged-in customer sees. Registering is for guests, so the footer's
// "Rekisteröidy asiakkaaksi" is not shown to customers; the shopping-list icon (and the mobile
// menu's list link) only to users whose scope allows shopping lists (spec §6), since for the
// others it led to a "no permission" page.

/** rajattu@example.fi's scope is orders and checkout: no shopping lists (seed/customers.ts). */
const noListsUser = { email: 'rajattu@example.fi', password: 'demo1234' } as const
const REGISTER = 'Rekisteröidy asiakkaaksi'

test('a guest sees the footer link to register; a customer does not', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const footer = page.getByTestId('site-footer')
  await expect(footer.getByRole('link', { name: REGISTER })).toHaveAttribute('href', '/account/register')

  await logInByApi(page, demoClinic)
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByTestId('account-initials')).toBeVisible()
  await expect(footer.getByTestId('footer-block').first()).toBeVisible()
  await expect(footer.getByRole('link', { name: REGISTER })).toHaveCount(0)
})

test('the shopping-list icon shows to a user with the shopping lists scope and leads to the lists', async ({
  page,
}) => {
  await logInByApi(page, demoClinic)
  await page.goto('/')
  await hydrated(page)
  const icon = page.getByTestId('site-header').getByTestId('header-shoppinglist')
  await expect(icon).toBeVisible()
  await icon.click()
  await expect(page).toHaveURL('/account/shoppinglist')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByTestId('account-forbidden')).toHaveCount(0)
})

test.describe('a user without the shopping lists scope', () => {
  test('gets no shopping-list icon in the header', async ({ page }) => {
    await logInByApi(page, noListsUser)
    await page.goto('/')
    await hydrated(page)
    const header = page.getByTestId('site-header')
    await expect(header.getByTestId('account-initials')).toBeVisible()
    await expect(header.getByTestId('header-cart')).toBeVisible()
    await expect(header.getByTestId('header-shoppinglist')).toHaveCount(0)
  })

  test.describe('at 375 px', () => {
    test.use({ viewport: VIEWPORTS.mobile })

    test("gets no shopping-list link in the mobile menu, and the customer's links are there", async ({ page }) => {
      await logInByApi(page, noListsUser)
      await page.goto('/')
      await hydrated(page)
      await page.getByTestId('mobile-menu-button').click()
      const account = page.getByTestId('mobile-menu-account-links')
      await expect(account.getByRole('link', { name: 'Kirjaudu ulos' })).toBeVisible()
      await expect(account.locator('a[href="/account/shoppinglist"]')).toHaveCount(0)
    })
  })
})
