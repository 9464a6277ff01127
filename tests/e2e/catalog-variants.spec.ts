import { stockOf } from '../../seed/catalogue/stock.ts'
import { expectNoAxeProblems, expectPhoneFriendly } from './fixtures/a11y.ts'
import { demoClinic } from './fixtures/accounts.ts'

import { newClinic, registerClinic } from './fixtures/clinic.ts'
import { categoryOf, configurableWithSoldOutVariant, euros, seedData } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §3 variants / configurable_options, spec §5 select: products sold in sizes or pack
// sizes are configurable in the seed. The product page lets the customer choose the variant
// (a sold-out one says when it is expected, and only a discontinued one is disabled:
// docs/decisions/073-availability.md), shows and adds that variant; listings and search show the parent.

test.describe.configure({ timeout: 120_000 })

const PAGE_SIZE = 24
const CHOOSE_ONE = 'Valitse yksi vaihtoehto.'

for (const attribute of ['Pakkauskoko', 'Koko'] as const) {
  test(`a customer chooses a ${attribute} variant, a sold-out one says when it comes, and the cart holds that variant`, async ({
    page,
  }) => {
    const { parent, variants, soldOut, chosen } = configurableWithSoldOutVariant(attribute)
    // A new clinic: its cart is empty and it has no contract prices, so it pays the list price.
    await registerClinic(page, newClinic())
    await expect(page.getByTestId('account-initials')).toBeVisible()

    await page.goto(`/product/${parent.urlKey}`)
    const productPage = page.getByTestId('product-page')
    await expect(productPage.getByRole('heading', { level: 1 })).toHaveText(parent.name)
    await expect(productPage.getByTestId('product-sku')).toHaveText(parent.sku)

    // Before a choice the price is the cheapest variant's, marked as a "from" price.
    const price = productPage.getByTestId('product-price')
    await expect(price.getByTestId('price-value')).toHaveText(euros(parent.finalCents))
    await expect(price).toContainText('alkaen')

    const select = productPage.getByTestId('variant-select')
    await hydrated(select)
    await expect(select).toHaveAccessibleName(attribute)
    for (const variant of variants) {
      const option = select.locator(`option[value="${variant.sku}"]`)
      await expect(option).toHaveText(new RegExp(`^${escapeRegExp(variant.variantValue ?? '')}\\b`))
      if (stockOf(variant).discontinued) await expect(option).toBeDisabled()
      else await expect(option).toBeEnabled()
    }
    await expect(select.locator(`option[value="${soldOut.sku}"]`)).toHaveText(/\((Jälkitoimitus|Saatavuushäiriö)/)

    // spec §5: adding with nothing chosen marks the required select, and nothing is added.
    const addButton = productPage.getByTestId('add-to-cart-button')
    await addButton.click()
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription(CHOOSE_ONE)
    await expect(select).toBeFocused()
    await expect(page.getByTestId('minicart')).toHaveCount(0)

    await select.selectOption({ label: chosen.variantValue ?? '' })
    await expect(select).not.toHaveAttribute('aria-invalid', 'true')
    await expect(productPage.getByTestId('product-sku')).toHaveText(chosen.sku)
    await expect(productPage.getByTestId('product-package')).toHaveText(chosen.pack)
    await expect(price.getByTestId('price-value')).toHaveText(euros(chosen.finalCents))
    await expect(price).not.toContainText('alkaen')
    await expect(price).toContainText('alv 0 %')

    await addButton.click()
    const minicart = page.getByTestId('minicart')
    await expect(minicart).toBeVisible()
    await expect(minicart).toContainText('Ostoskori (1 tuote)')
    const lines = minicart.getByTestId('cart-line')
    await expect(lines).toHaveCount(1)
    await expect(lines).toHaveAttribute('data-sku', chosen.sku)
    await expect(lines).toContainText(`${attribute}: ${chosen.variantValue}`)

    await page.goto('/cart')
    const cartLines = page.getByTestId('cart-page').getByTestId('cart-line')
    await expect(cartLines).toHaveCount(1)
    await expect(cartLines).toHaveAttribute('data-sku', chosen.sku)
    await expect(cartLines).toContainText(chosen.sku)
    await expect(cartLines).not.toContainText(parent.sku)
  })
}

test('a category page, all products and search list a configurable product once, as its parent', async ({ page }) => {
  const { parent, variants } = configurableWithSoldOutVariant('Koko')
  const variantSkus = new Set(
    seedData()
      .products.filter((p) => p.type === 'variant')
      .map((p) => p.sku),
  )
  const skusOn = async () => {
    const texts = await page.getByTestId('product-grid').getByTestId('product-card').allTextContents()
    return texts.flatMap((text) => text.match(/VT-\d+/g) ?? [])
  }

  // The parent's own category, on the page its position puts it.
  const category = categoryOf(parent)
  await page.goto(`/category/${category.urlPath}?page=${Math.ceil(parent.position / PAGE_SIZE)}`)
  const cards = page.getByTestId('product-grid').getByTestId('product-card')
  await expect(cards.first()).toBeVisible()
  await expect(cards.filter({ hasText: parent.sku })).toHaveCount(1)
  await expect(cards.filter({ hasText: parent.sku })).toContainText(parent.name)
  for (const variant of variants) await expect(cards.filter({ hasText: variant.sku })).toHaveCount(0)

  // All products: variants sit at position 0 in the seed, so a listing that let them through
  // would show them first.
  await page.goto('/category/kaikki-tuotteet')
  await expect(cards).toHaveCount(PAGE_SIZE)
  const listed = await skusOn()
  expect(listed).toHaveLength(PAGE_SIZE)
  expect(listed.filter((sku) => variantSkus.has(sku))).toEqual([])

  // Search by the product's name: the variants' names start with it too.
  await page.goto(`/searchresults?search=${encodeURIComponent(parent.name)}`)
  const results = page.getByTestId('search-results').getByTestId('product-card')
  await expect(results.filter({ hasText: parent.sku })).toHaveCount(1)
  for (const variant of variants) await expect(results.filter({ hasText: variant.sku })).toHaveCount(0)
})

test.describe('at 375 px', () => {
  test.use({ viewport: VIEWPORTS.mobile })

  test('a configurable product page, its select showing the error, passes axe, fits the phone and has 44 px targets', async ({
    page,
  }) => {
    const { parent } = configurableWithSoldOutVariant('Pakkauskoko')
    await logInByApi(page, demoClinic)
    await page.goto(`/product/${parent.urlKey}`)
    const select = page.getByTestId('variant-select')
    await hydrated(select)
    await expect(page.getByTestId('product-price').getByTestId('price-value')).toBeVisible()
    await page.getByTestId('add-to-cart-button').click()
    await expect(select).toHaveAccessibleDescription(CHOOSE_ONE)

    await expectNoAxeProblems(page, parent.urlKey)
    await expectPhoneFriendly(page, parent.urlKey)
  })
})

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
