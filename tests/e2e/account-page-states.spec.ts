import { demoClinic } from './fixtures/accounts.ts'
import { logInByApi } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// The states every account page shares (accountRoute, AccountGate, docs/decisions/023): the
// "no permission" notice (spec §6) and the error view with its retry, after hydration too,
// where the error view is loaded on demand.

/** rajattu@example.fi's scope is orders and checkout: no shopping lists (seed/customers.ts). */
const noListsUser = { email: 'rajattu@example.fi', password: 'demo1234' } as const

test('an account area outside the scope is a 403 page that says so and leads to the permissions', async ({
  page,
  browserErrors,
}) => {
  await logInByApi(page, noListsUser)

  const response = await page.goto('/account/shoppinglist')

  expect(response?.status()).toBe(403)
  const notice = page.getByTestId('account-forbidden')
  await expect(notice.getByRole('heading', { level: 1 })).toHaveText('Ostoslistat')
  await expect(notice.getByRole('alert')).toContainText('Ei käyttöoikeutta')
  await expect(notice.getByRole('alert')).toContainText(
    'Sinulla ei ole oikeutta käyttää ostoslistoja. Pyydä oikeutta yrityksesi pääkäyttäjältä.',
  )
  await hydrated(page)
  // The hydrated page is the same notice (a mismatch would be logged and re-rendered).
  await expect(notice).toBeVisible()
  expect(browserErrors.consoleErrors.filter((e) => /hydrat/i.test(e))).toEqual([])

  await notice.getByRole('link', { name: 'Käyttöoikeudet' }).click()

  await expect(page).toHaveURL('/account/permissions')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Käyttöoikeudet')
})

test('an account page whose data fails to load shows the error and its retry loads the page', async ({ page }) => {
  await logInByApi(page, demoClinic)
  await page.goto('/account')
  await hydrated(page)
  // The order list's API call fails (with the client's retry) until the route is removed.
  const orderList = '**/api/customer/orders?*'
  await page.route(orderList, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Testihäiriö.' }) }),
  )

  await page.getByRole('link', { name: 'Tilaushistoria' }).filter({ visible: true }).first().click()

  const error = page.getByTestId('account-error')
  await expect(error.getByRole('heading', { name: 'Tietoja ei saatu ladattua' })).toBeVisible({ timeout: 15_000 })
  await expect(error).toContainText('Testihäiriö.')

  await page.unroute(orderList)
  await error.getByRole('button', { name: 'Yritä uudelleen' }).click()

  await expect(page.getByRole('heading', { name: 'Tilaushistoria', level: 1 })).toBeVisible()
  await expect(error).toHaveCount(0)
})
