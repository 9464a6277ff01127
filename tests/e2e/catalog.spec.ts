import type { Page } from '@playwright/test'
import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { demoClinic, orderlessNurse } from './fixtures/accounts.ts'
import { categoryOf, contractPriceOf, euros, productBySku, seedData } from './fixtures/seedData.ts'
import { headerSearch } from './fixtures/search.ts'
import { loginAs } from './fixtures/session.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// Catalogue journeys on the demo seed: search as you type, contract prices for customers,
// no prices for guests, and the drug categories hidden from a denyMedListing customer.

// Logging in and the first renders of the preview server are slow on a busy machine.
test.describe.configure({ timeout: 90_000 })

const restricted = { email: 'rajattu@example.fi', password: 'demo1234' } as const
const EURO_PRICE = /\d+,\d{2}\s*€/

async function searchFor(page: Page, text: string) {
  const input = page.getByTestId('search-bar').getByTestId('search-input').filter({ visible: true }).first()
  await hydrated(input)
  await input.click()
  await input.pressSequentially(text)
  return input
}

test('the header search shows products, categories and other pages with counts, Enter opens the results', async ({
  page,
}) => {
  await page.goto('/')
  const input = await searchFor(page, 'karpro')
  const panel = page.getByTestId('search-panel')
  await expect(panel).toBeVisible()
  for (const [id, title] of [
    ['search-section-products', 'Tuotteet'],
    ['search-section-categories', 'Kategoriat'],
    ['search-section-pages', 'Muut sivut'],
  ] as const) {
    const section = panel.getByTestId(id)
    await expect(section.getByRole('heading')).toContainText(title)
    await expect(section.getByRole('heading')).toContainText(/\d+ kpl$/)
  }
  await expect(panel.getByTestId('search-section-products').getByRole('link').first()).toContainText(/karpro/i)

  await input.press('Enter')
  await expect(page).toHaveURL(/\/searchresults\?search=karpro/)
  const results = page.getByTestId('search-results')
  await expect(results).toBeVisible()
  await expect(results.getByTestId('product-card').first()).toContainText(/karpro/i)
})

test('a customer sees the contract price and badge of a contract SKU, and prices on the product page', async ({
  page,
}) => {
  await loginAs(page, demoClinic.email, demoClinic.password)
  const res = await page.request.get('/api/categorysearch/customerPrices')
  expect(res.status()).toBe(200)
  const { customerPrices } = (await res.json()) as { customerPrices: { items: { product_no: string }[] } }
  expect(customerPrices.items.length).toBeGreaterThan(0)

  // A contract SKU that search lists as itself (a variant's SKU would list its parent).
  let sku: string | null = null
  for (const item of customerPrices.items.slice(0, 20)) {
    const found = await page.request.get(`/api/catalog/productsearch?q=${encodeURIComponent(item.product_no)}`)
    const body = (await found.json()) as { items: { sku: string }[] }
    if (body.items[0]?.sku === item.product_no) {
      sku = item.product_no
      break
    }
  }
  expect(sku, 'a contract SKU the search finds').not.toBeNull()

  await page.goto(`/searchresults?search=${encodeURIComponent(sku!)}`)
  const card = page.getByTestId('product-card').filter({ hasText: sku! }).first()
  await expect(card).toBeVisible()
  await expect(card.getByTestId('price-value')).toHaveText(EURO_PRICE)
  await expect(card).toContainText('Sopimustuote')

  await card.getByTestId('product-name').click()
  await expect(page).toHaveURL(/\/product\//)
  await expect(page.getByTestId('price-value').first()).toHaveText(EURO_PRICE)
  await expect(page.getByText('Sopimustuote').first()).toBeVisible()
})

/** The first generated clinic (customer 4): another company, with its own contract. */
function otherClinic() {
  const customer = seedData().customers[3]
  if (!customer) throw new Error('seed: no customer 4')
  return { email: customer.email, password: 'demo1234' }
}

/**
 * The SKU the seed prices differently for the demo clinic and customer 4 (another clinic),
 * its category page (leaf, position order, 24 a page) and both contract prices from the seed.
 */
function sharedContractSku() {
  const product = productBySku(seedData().sharedSku)
  const category = categoryOf(product)
  const demo = contractPriceOf(demoClinic.email, product.sku)
  const other = contractPriceOf(otherClinic().email, product.sku)
  if (!demo || !other) throw new Error(`seed: ${product.sku} has no contract price for both customers`)
  expect(demo.cents, 'the two customers pay different prices').not.toBe(other.cents)
  return {
    product,
    categoryUrl: `/category/${category.urlPath}?page=${Math.ceil(product.position / 24)}`,
    demoPrice: euros(demo.cents),
    otherPrice: euros(other.cents),
  }
}

test('a customer sees their exact contract price, the badge and alv 0 % on a category page and the product page', async ({
  page,
}) => {
  const { product, categoryUrl, demoPrice } = sharedContractSku()
  await loginAs(page, demoClinic.email, demoClinic.password)
  await page.goto(categoryUrl)
  const card = page.getByTestId('product-grid').getByTestId('product-card').filter({ hasText: product.sku })
  await expect(card).toHaveCount(1)
  const price = card.getByTestId('product-price')
  await expect(price.getByTestId('price-value')).toHaveText(demoPrice)
  await expect(price.getByTestId('badge-contract')).toHaveText('Sopimustuote')
  await expect(price).toContainText('Sopimushintasi, alv 0 %')

  await card.getByTestId('product-name').click()
  await expect(page).toHaveURL(`/product/${product.urlKey}`)
  const productPrice = page.getByTestId('product-page').getByTestId('product-price')
  await expect(productPrice.getByTestId('price-value')).toHaveText(demoPrice)
  await expect(productPrice.getByTestId('badge-contract')).toBeVisible()
  await expect(productPrice).toContainText('Sopimushintasi, alv 0 %')
})

test("a colleague at the same clinic sees the clinic's contract price (spec §11: prices are the company's)", async ({
  page,
}) => {
  const { product, demoPrice } = sharedContractSku()
  await loginAs(page, orderlessNurse.email, orderlessNurse.password)
  await page.goto(`/product/${product.urlKey}`)
  const productPrice = page.getByTestId('product-page').getByTestId('product-price')
  await expect(productPrice.getByTestId('price-value')).toHaveText(demoPrice)
  await expect(productPrice.getByTestId('badge-contract')).toBeVisible()
})

test('another clinic sees its own contract price for the same SKU', async ({ page }) => {
  const { product, categoryUrl, demoPrice, otherPrice } = sharedContractSku()
  const other = otherClinic()
  await loginAs(page, other.email, other.password)
  await page.goto(`/product/${product.urlKey}`)
  const productPrice = page.getByTestId('product-page').getByTestId('product-price')
  await expect(productPrice.getByTestId('price-value')).toHaveText(otherPrice)
  await expect(productPrice.getByTestId('badge-contract')).toBeVisible()
  await expect(productPrice).not.toContainText(demoPrice)

  await page.goto(categoryUrl)
  const card = page.getByTestId('product-grid').getByTestId('product-card').filter({ hasText: product.sku })
  await expect(card.getByTestId('price-value')).toHaveText(otherPrice)
})

test('a guest on the same category page sees no price for the contract SKU, and a login prompt', async ({ page }) => {
  const { product, categoryUrl, demoPrice } = sharedContractSku()
  await page.goto(categoryUrl)
  const card = page.getByTestId('product-grid').getByTestId('product-card').filter({ hasText: product.sku })
  await expect(card).toHaveCount(1)
  await expect(card.getByTestId('login-for-prices')).toHaveText('Kirjaudu nähdäksesi hinnat')
  await expect(card.getByTestId('price-value')).toHaveCount(0)
  await expect(card).not.toContainText('€')
  await expect(page.getByTestId('product-grid')).not.toContainText(demoPrice)
})

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('a category page with contract prices and badges passes axe, fits the phone and has 44 px targets', async ({
    page,
  }) => {
    const { product, categoryUrl, demoPrice } = sharedContractSku()
    await logInByApi(page, demoClinic)
    await page.goto(categoryUrl)
    await hydrated(page)
    const card = page.getByTestId('product-grid').getByTestId('product-card').filter({ hasText: product.sku })
    await expect(card.getByTestId('price-value')).toHaveText(demoPrice)
    // The card names the whole product on a phone too: its size is what sets it apart.
    await expect(card.getByTestId('product-name')).toHaveText(product.name)
    const name = card.getByTestId('product-name')
    expect(await name.evaluate((el) => el.scrollHeight <= el.clientHeight + 1), 'the name is not cut off').toBe(true)

    await expectNoAxeProblems(page, categoryUrl)
    await expectPhoneFriendly(page, categoryUrl)
  })
})

test('a guest sees a login prompt and no euro prices on a category page', async ({ page }) => {
  await page.goto('/category/kaikki-tuotteet')
  const grid = page.getByTestId('product-grid')
  await expect(grid.getByTestId('product-card').first()).toBeVisible()
  await expect(grid.getByText('Kirjaudu nähdäksesi hinnat').first()).toBeVisible()
  await expect(grid.getByTestId('price-value')).toHaveCount(0)
  await expect(grid).not.toContainText('€')
})

async function expectDrugCategories(page: Page, visible: boolean) {
  const button = page.getByTestId('mega-menu-button')
  await hydrated(button)
  await button.click()
  const menu = page.getByTestId('mega-menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link').first()).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Lääkkeet', exact: true })).toHaveCount(visible ? 1 : 0)
  await page.keyboard.press('Escape')
  const footer = page.getByTestId('footer-products')
  await expect(footer.getByRole('link').first()).toBeVisible()
  await expect(footer.getByRole('link', { name: 'Lääkkeet', exact: true })).toHaveCount(visible ? 1 : 0)

  // Category search in the header panel: "lääk" names the drug section only for those who may see it.
  const search = headerSearch(page)
  await search.type('lääk')
  await search.settled()
  const categories = search.section('categories')
  await expect(categories.getByRole('link', { name: 'Lääkkeet', exact: true })).toHaveCount(visible ? 1 : 0)
  await page.keyboard.press('Escape')

  // The subcategories of all products, each with its count (docs/decisions/069-facets-and-filters.md).
  await page.goto('/category/kaikki-tuotteet')
  const subcategories = page.getByRole('navigation', { name: 'Alakategoriat' })
  await expect(subcategories.getByRole('link').first()).toBeVisible()
  await expect(subcategories.getByRole('link', { name: /^Lääkkeet \(\d+\)$/ })).toHaveCount(visible ? 1 : 0)

  // A drug category opened directly does not exist for the restricted customer.
  const response = await page.goto('/category/laakkeet')
  expect(response?.status()).toBe(visible ? 200 : 404)
}

test('a denyMedListing customer does not see Lääkkeet in the mega menu, the footer, category search or subcategories', async ({
  page,
}) => {
  await loginAs(page, restricted.email, restricted.password)
  await page.goto('/')
  await expectDrugCategories(page, false)
})

test('a normal customer sees Lääkkeet in the mega menu, the footer, category search and subcategories', async ({
  page,
}) => {
  await loginAs(page, demoClinic.email, demoClinic.password)
  await page.goto('/')
  await expectDrugCategories(page, true)
})
