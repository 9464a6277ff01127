import { demoClinic } from './fixtures/accounts.ts'
import { anInStockProduct } from './fixtures/catalog.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §2/§3: shopping lists and order history of a logged-in customer.

test.describe('account: shopping lists and orders', () => {
  test('a customer creates a shopping list, adds a product and opens the list', async ({ page, freshCustomer }) => {
    test.slow() // a journey of several pages and writes
    await loginAs(page, freshCustomer.email, freshCustomer.password)
    const title = `E2E ${Date.now().toString(36)}`
    await page.goto('/account/shoppinglist')
    await expect(page.getByRole('heading', { name: 'Ostoslistat', level: 1 })).toBeVisible()
    // A fresh customer has no lists yet: the empty state, no cards.
    await expect(page.getByTestId('shopping-lists-empty')).toBeVisible()
    await expect(page.getByTestId('shopping-list-card')).toHaveCount(0)

    const create = page.getByTestId('create-list-form')
    await hydrated(create)
    await create.getByLabel('Listan nimi').fill(title)
    await create.getByRole('button', { name: 'Luo lista' }).click()

    const card = page.getByTestId('shopping-list-card')
    await expect(card).toHaveCount(1)
    await expect(card).toContainText(title)
    await expect(card).toContainText('Ei tuotteita')
    await expect(page.getByTestId('shopping-lists-empty')).toHaveCount(0)
    const listId = await card.getAttribute('data-list-id')
    expect(listId).toMatch(/^\d+$/)

    await card.getByRole('link', { name: title }).click()
    await expect(page).toHaveURL(`/account/shoppinglist/${listId}`)
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
    await expect(page.getByTestId('shopping-list-empty')).toBeVisible()

    const { sku } = await anInStockProduct(page)
    const add = page.getByTestId('add-item-form')
    await hydrated(add)
    await add.getByLabel('Tuotenumero').fill(sku)
    await add.getByRole('button', { name: 'Lisää listalle' }).click()

    const item = page.locator(`[data-testid="shopping-list-item"][data-sku="${sku}"]`)
    await expect(item).toBeVisible()
    await expect(item.getByRole('spinbutton')).toHaveValue('1')
    await expect(page.getByTestId('shopping-list-count')).toHaveText('1 tuote')

    // The list page shows the new count after a fresh load too.
    await page.goto('/account/shoppinglist')
    await expect(page.getByTestId('shopping-list-card')).toHaveCount(1)
    await expect(page.getByTestId('shopping-list-card').filter({ hasText: title })).toContainText('1 tuote')
  })

  test('a blank list name gets a Finnish message on the field', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)
    await page.goto('/account/shoppinglist')
    const create = page.getByTestId('create-list-form')
    await hydrated(create)

    await create.getByRole('button', { name: 'Luo lista' }).click()

    await expect(create.getByText('Anna ostoslistalle nimi.')).toBeVisible()
  })

  test("the order history renders with its Finnish heading and the demo clinic's orders", async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)

    await page.goto('/account/order')

    await expect(page.getByRole('heading', { name: 'Tilaushistoria', level: 1 })).toBeVisible()
    // The demo clinic has 35 seeded orders (seed/history.ts): the table, never the empty state.
    await expect(page.getByTestId('order-table')).toBeVisible()
    await expect(page.getByTestId('order-row').first()).toBeVisible()
    await expect(page.getByTestId('orders-empty')).toHaveCount(0)
    await expect(page.getByTestId('account-error')).toHaveCount(0)
  })

  test('a customer without orders gets the empty order history with its next step', async ({ page, freshCustomer }) => {
    await loginAs(page, freshCustomer.email, freshCustomer.password)

    await page.goto('/account/order')

    await expect(page.getByRole('heading', { name: 'Tilaushistoria', level: 1 })).toBeVisible()
    const empty = page.getByTestId('orders-empty')
    await expect(empty).toBeVisible()
    await expect(empty.getByRole('link')).toHaveAttribute('href', '/category/kaikki-tuotteet')
    await expect(page.getByTestId('order-table')).toHaveCount(0)
    await expect(page.getByTestId('account-error')).toHaveCount(0)
  })

  test('an unknown order number is a not-found page', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)

    const response = await page.goto('/account/order/EI-OLE-123')

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible()
  })
})
