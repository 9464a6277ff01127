import { anInStockProduct } from './fixtures/catalog.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §3/§4: the shopping-list slot of product pages and cards, and a whole list into the cart.

test('a customer makes a new shopping list from a product page and puts the list into the cart', async ({
  page,
  freshCustomer,
}) => {
  test.slow() // several pages and writes
  await loginAs(page, freshCustomer.email, freshCustomer.password)
  const title = `Tuotesivulta ${Date.now().toString(36)}`
  const product = await anInStockProduct(page)
  await page.goto(`/product/${product.url_key}`)
  const panel = page.getByTestId('product-lists')
  await hydrated(panel)
  const form = panel.getByTestId('add-to-list-form')
  await form.getByLabel('Lisää ostoslistalle').selectOption({ label: 'Uusi ostoslista…' })

  // A blank name is refused in the browser with the API's own message.
  await form.getByRole('button', { name: 'Lisää listalle' }).click()
  await expect(form.getByText('Anna ostoslistalle nimi.')).toBeVisible()

  await form.getByLabel('Uuden listan nimi').fill(title)
  await form.getByRole('button', { name: 'Lisää listalle' }).click()
  await expect(page.getByTestId('notification-success')).toContainText(`Tuote lisättiin ostoslistalle ”${title}”.`)
  const chip = panel.getByTestId('product-on-lists').getByRole('link', { name: title })
  await expect(chip).toBeVisible()
  const listId = /\/account\/shoppinglist\/(\d+)$/.exec((await chip.getAttribute('href')) ?? '')?.[1] ?? null
  expect(listId, 'the chip links to the new list').toBeTruthy()
  // Already on it: the list is no longer offered for this product.
  await expect(form.getByLabel('Lisää ostoslistalle').locator('option', { hasText: title })).toHaveCount(0)

  // The product card in the catalogue carries the mark too.
  await page.goto('/category/kaikki-tuotteet')
  const card = page.getByTestId('product-card').filter({ hasText: product.sku })
  await expect(card.getByTestId('on-lists')).toContainText(title)

  // The whole list goes into the cart from the list page.
  await page.goto(`/account/shoppinglist/${listId}`)
  const toCart = page.getByTestId('list-to-cart')
  await hydrated(toCart)
  await toCart.click()
  await expect(page.getByTestId('list-to-cart-done')).toBeVisible()
  // The customer's cart was empty: now it holds exactly the list's one line.
  const inCart = await page.evaluate(async () => {
    const { cart } = (await (await fetch('/api/cart')).json()) as {
      cart: { items: { quantity: number; product: { sku: string } }[] }
    }
    return cart.items.map((item) => [item.product.sku, item.quantity])
  })
  expect(inCart).toEqual([[product.sku, 1]])
})
