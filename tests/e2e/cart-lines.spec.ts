import { demoClinic } from './fixtures/accounts.ts'
import { addToCartFromProductPage } from './fixtures/catalog.ts'
import { contractPriceOf, euros, productBySku, seedData } from './fixtures/seedData.ts'
import { logInByApi } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §3/§4: a cart line shows its unit price beside the row total, on the
// cart page and in the minicart, and the line whose quantity is being updated shows a loading
// state of its own (a spinner, aria-busy), not only greyed buttons.

test('a cart line shows its unit price by the row total, and a spinner on the line while its quantity updates', async ({
  page,
  freshCustomer,
}) => {
  test.setTimeout(90_000)
  const product = productBySku(seedData().sharedSku)
  const cents = contractPriceOf(demoClinic.email, product.sku)?.cents
  if (cents === undefined) throw new Error('seed: the shared SKU has a contract price for the demo clinic')
  // A copy of the demo clinic (same contract prices) with an empty cart: the line starts at 1.
  await logInByApi(page, freshCustomer)

  // The minicart opened by the add button: unit price and row total of the line.
  await addToCartFromProductPage(page, { sku: product.sku, url_key: product.urlKey })
  const miniLine = page.getByTestId('minicart').locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
  await expect(miniLine.getByTestId('cart-line-unit-price')).toHaveText(`${euros(cents)} / kpl`)

  // The cart page: the same, and the row total is the quantity times the unit price.
  await page.goto('/cart')
  const line = page.getByTestId('cart-page').locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
  await expect(line.getByTestId('cart-line-unit-price')).toHaveText(`${euros(cents)} / kpl`)
  const quantity = line.getByRole('spinbutton')
  await hydrated(quantity)
  await expect(quantity).toHaveValue('1')
  await expect(line.getByTestId('cart-line-total')).toHaveText(euros(cents))

  // A slow answer to the update: the line itself says it is updating.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/cart/update', async (route) => {
    await held
    await route.continue()
  })
  await line.getByRole('button', { name: 'Lisää määrää' }).click()
  await expect(line).toHaveAttribute('aria-busy', 'true')
  const updating = line.getByTestId('cart-line-updating')
  await expect(updating.getByRole('status', { name: 'Päivitetään määrää…' })).toBeVisible()
  await expect(updating.locator('svg')).toBeVisible()
  // Other lines are not marked busy.
  await expect(page.locator('[data-testid="cart-line"][aria-busy="true"]')).toHaveCount(1)

  release()
  await expect(line).toHaveAttribute('aria-busy', 'false')
  await expect(updating).toHaveCount(0)
  await expect(quantity).toHaveValue('2')
  await expect(line.getByTestId('cart-line-total')).toHaveText(euros(cents * 2))
  await expect(line.getByTestId('cart-line-unit-price')).toHaveText(`${euros(cents)} / kpl`)
})
