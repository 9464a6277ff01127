import { demoClinic } from './fixtures/accounts.ts'

import { categoryOf, contractPriceOf, euros, productBySku, seedData } from './fixtures/seedData.ts'
import { loginForm, submitLogin } from './fixtures/session.ts'
import { VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §2 (docs/decisions/016-notices-and-login-return-on-phones.md): login returns the visitor to where they were, from every login
// entry: the header, the mobile menu, the 404 page, "log in to see prices", the home page and
// the cart all link to /account/login?redirect=<the current path>.

test.describe.configure({ timeout: 90_000 })

/** A product with a contract price for the demo clinic, and that price as the page shows it. */
function contractProduct() {
  const product = productBySku(seedData().sharedSku)
  const price = contractPriceOf(demoClinic.email, product.sku)
  if (!price) throw new Error(`seed: ${product.sku} has no contract price for the demo clinic`)
  return { product, path: `/product/${product.urlKey}`, price: euros(price.cents) }
}

const loginTo = (path: string) => `/account/login?redirect=${encodeURIComponent(path)}`

test("a guest on a product page logs in with the header's button and is back on it, seeing the contract price", async ({
  page,
}) => {
  const { product, path, price } = contractProduct()
  await page.goto(path)
  const productPage = page.getByTestId('product-page')
  await expect(productPage.getByTestId('login-for-prices')).toBeVisible()
  await expect(productPage.getByTestId('price-value')).toHaveCount(0)

  const login = page.getByTestId('header-login')
  await hydrated(login)
  await expect(login).toHaveAttribute('href', loginTo(path))
  await login.click()
  await expect(page).toHaveURL(loginTo(path))
  await submitLogin(page, demoClinic)

  await expect(page).toHaveURL(path)
  await expect(productPage.getByRole('heading', { level: 1 })).toHaveText(product.name)
  await expect(productPage.getByTestId('product-price').getByTestId('price-value')).toHaveText(price)
})

test('every login entry of a guest carries the page it is on', async ({ page }) => {
  const { product, path } = contractProduct()
  const categoryPath = `/category/${categoryOf(product).urlPath}`

  // "Log in to see prices", on a category page and a product page.
  await page.goto(categoryPath)
  await hydrated(page)
  await expect(page.getByTestId('login-for-prices').first()).toHaveAttribute('href', loginTo(categoryPath))
  await page.goto(path)
  await hydrated(page)
  await expect(page.getByTestId('product-page').getByTestId('login-for-prices')).toHaveAttribute('href', loginTo(path))

  // The 404 page returns to the address asked for; a search keeps its query.
  const missing = '/tata-sivua-ei-ole?lahde=uutiskirje'
  await page.goto(missing)
  await hydrated(page)
  await expect(page.getByTestId('error-login')).toHaveAttribute('href', loginTo(missing))
  const search = '/searchresults?q=side'
  await page.goto(search)
  await hydrated(page)
  // The query as the results page keeps it in its address.
  const shown = new URL(page.url())
  expect(shown.searchParams.get('q')).toBe('side')
  await expect(page.getByTestId('header-login')).toHaveAttribute('href', loginTo(`${shown.pathname}${shown.search}`))

  // The cart (a guest's, with no prices) and the home page, whose own path is the default.
  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByTestId('header-login')).toHaveAttribute('href', loginTo('/cart'))
  await page.goto('/')
  await hydrated(page)
  await expect(page.getByTestId('home-login')).toHaveAttribute('href', '/account/login')
  await expect(page.getByTestId('header-login')).toHaveAttribute('href', '/account/login')
})

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test("the mobile menu's login returns to the category page it was opened on", async ({ page }) => {
    const { product } = contractProduct()
    const categoryPath = `/category/${categoryOf(product).urlPath}`
    await page.goto(categoryPath)
    await hydrated(page)
    await page.getByTestId('mobile-menu-button').click()
    const login = page.getByTestId('mobile-menu-login')
    await expect(login).toHaveAttribute('href', loginTo(categoryPath))
    await login.click()
    await expect(page).toHaveURL(loginTo(categoryPath))
    await expect(loginForm(page).form).toBeVisible()
    await submitLogin(page, demoClinic)
    await expect(page).toHaveURL(categoryPath)
    await expect(page.getByTestId('account-initials')).toBeVisible()
  })
})

test("a guest's cart links to the login that returns to the cart", async ({ page }) => {
  const { product } = contractProduct()
  await page.goto(`/product/${product.urlKey}`)
  const add = page.getByTestId('add-to-cart-button')
  await hydrated(add)
  await add.click()
  await expect(page.getByTestId('minicart')).toBeVisible()
  await page.goto('/cart')
  await hydrated(page)
  await expect(page.getByTestId('cart-login')).toHaveAttribute('href', loginTo('/cart'))
})
