import { expect, test } from './fixtures/test.ts'
import type { Page } from '@playwright/test'
import { demoClinic } from './fixtures/accounts.ts'
import { documentWidths } from './fixtures/a11y.ts'
import { anInStockProduct } from './fixtures/catalog.ts'
import { newAddressForm, saveAddressForm } from './fixtures/checkout.ts'
import { seedData } from './fixtures/seedData.ts'
import { logInByApi } from './fixtures/shell.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/016-notices-and-login-return-on-phones.md: no page is wider than the phone. Every route, guest and customer, at 375 px,
// and a smaller set at 320 and 414 px: the document never scrolls sideways
// (scrollWidth ≤ innerWidth). Each route is a soft check, so one run names every offender.

const HEIGHT = 812
const SEARCH_Q = 'side'
const CONTENT_PAGE = '/tilaaminen-ja-toimitus'
const MISSING = '/tata-sivua-ei-ole-olemassa'

/** The in-stock simple product with the longest name: the one that stretches lines and summaries. */
function longestNamed(): { sku: string; url_key: string } {
  const [product] = seedData()
    .products.filter((p) => p.type === 'simple' && p.inStock === 1)
    .sort((a, b) => b.name.length - a.name.length)
  if (!product) throw new Error('seed: no simple product in stock')
  return { sku: product.sku, url_key: product.urlKey }
}

/**
 * No sideways scroll: `scrollWidth ≤ innerWidth`, and (stricter, as the desktop browser that runs
 * the journeys draws a 15 px scrollbar a phone does not) no wider than the page's client width.
 */
async function expectFits(page: Page, what: string): Promise<void> {
  // The checkout has no site header; its steps wait for their own form to hydrate.
  if ((await page.getByTestId('site-header').count()) > 0) await hydrated(page)
  const { scrollWidth, innerWidth, clientWidth, outside } = await documentWidths(page)
  const message = `${what} at ${innerWidth} px is ${scrollWidth} px wide (client width ${clientWidth}):\n${outside.join('\n')}`
  expect.soft(scrollWidth, message).toBeLessThanOrEqual(innerWidth)
  expect.soft(scrollWidth, message).toBeLessThanOrEqual(clientWidth)
}

async function visit(page: Page, path: string, status = 200): Promise<void> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBe(status)
  await expectFits(page, path)
}

/** The first link of a list page that starts with `prefix`, for the detail pages' ids. */
async function firstLink(page: Page, listPath: string, prefix: string): Promise<string | null> {
  await page.goto(listPath)
  await hydrated(page)
  const link = page.locator(`main a[href^="${prefix}"]`).first()
  return (await link.count()) > 0 ? link.getAttribute('href') : null
}

/** Puts one of `sku` in the cart through the page (same-origin, as the add button does). */
async function addByApi(page: Page, sku: string): Promise<void> {
  const status = await page.evaluate(
    (body) =>
      fetch('/api/cart/', {
        method: 'POST',
        headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.status),
    { sku, quantity: 1 },
  )
  expect(status, 'POST /api/cart/').toBe(200)
}

/** /checkout on one page: as it arrives, with a new address typed and the first method. */
async function checkoutSteps(page: Page): Promise<void> {
  await page.goto('/checkout')
  await expectFits(page, 'checkout as it arrives')
  const form = await newAddressForm(page)
  await expectFits(page, 'checkout with the new address form')
  await saveAddressForm(form, { company: 'Eläinklinikka Kapea Oy' })
  const firstMethod = page.locator('[data-testid^="shipping-method-"]').first()
  await expect(firstMethod).toBeEnabled()
  await expect(async () => {
    await firstMethod.check({ timeout: 5_000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByTestId('checkout-billing')).toBeVisible()
  await expectFits(page, 'checkout with its methods and billing')
}

async function guestRoutes(page: Page, product: string): Promise<void> {
  await visit(page, '/')
  await visit(page, '/category/kaikki-tuotteet')
  await visit(page, product)
  await visit(page, `/searchresults?q=${SEARCH_Q}`)
  await visit(page, '/cart')
  await visit(page, '/account/login')
  await visit(page, '/account/register')
  await visit(page, '/account/forgot-password')
  await visit(page, CONTENT_PAGE)
  await visit(page, MISSING, 404)
}

/** Every account page of spec §2, the detail pages through the first entry of their list. */
async function accountRoutes(page: Page): Promise<void> {
  for (const path of [
    '/account',
    '/account/order',
    '/account/delivery',
    '/account/shoppinglist',
    '/account/invoice',
    '/account/permissions',
    '/account/address',
    '/account/address/new',
    '/account/edit/details',
    '/account/edit/billing',
    '/account/password',
    '/account/changevet',
  ])
    await visit(page, path)
  const order = await firstLink(page, '/account/order', '/account/order/')
  const delivery = await firstLink(page, '/account/delivery', '/account/delivery/')
  const list = await firstLink(page, '/account/shoppinglist', '/account/shoppinglist/')
  const invoice = await firstLink(page, '/account/invoice', '/account/invoice/')
  const address = await firstLink(page, '/account/address', '/account/address/')
  // The demo clinic has each of these in its seeded history and address book.
  for (const detail of [order, delivery, list, invoice, address]) {
    expect(detail, 'a detail page to open from its list').toMatch(/^\/account\/\w+\/./)
    await visit(page, detail as string)
  }
}

test.describe('no page is wider than the phone', () => {
  // The cart and the checkout are filled by a customer of each test's own (freshCustomer); the
  // account pages, which only read, are those of the demo clinic and its seeded history.
  const long = longestNamed()

  test('at 375 px: every guest page fits', async ({ page }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width: 375, height: HEIGHT })
    await guestRoutes(page, `/product/${long.url_key}`)
  })

  test("at 375 px: every customer page fits, the checkout's steps and every account page", async ({
    page,
    freshCustomer,
  }) => {
    test.setTimeout(240_000)
    await page.setViewportSize({ width: 375, height: HEIGHT })
    await logInByApi(page, freshCustomer)
    await visit(page, '/')
    await visit(page, '/category/kaikki-tuotteet')
    await visit(page, `/product/${long.url_key}`)
    await visit(page, `/searchresults?q=${SEARCH_Q}`)
    await addByApi(page, long.sku)
    await addByApi(page, (await anInStockProduct(page)).sku)
    await visit(page, '/cart')
    await checkoutSteps(page)
    await logInByApi(page, demoClinic)
    await accountRoutes(page)
  })

  for (const width of [320, 414]) {
    test(`at ${width} px: the guest and customer pages most likely to be too wide fit`, async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(150_000)
      await page.setViewportSize({ width, height: HEIGHT })
      await visit(page, '/')
      await visit(page, `/product/${long.url_key}`)
      await visit(page, '/account/register')
      await logInByApi(page, freshCustomer)
      await addByApi(page, long.sku)
      await visit(page, '/category/kaikki-tuotteet')
      await visit(page, `/searchresults?q=${SEARCH_Q}`)
      await visit(page, '/cart')
      await checkoutSteps(page)
      await logInByApi(page, demoClinic)
      await visit(page, '/account')
      const order = await firstLink(page, '/account/order', '/account/order/')
      expect(order, "an order of the demo clinic's history").toMatch(/^\/account\/order\/./)
      await visit(page, order as string)
      await visit(page, '/account/invoice')
    })
  }
})
