import type { Page } from '@playwright/test'
import { demoClinic } from './fixtures/accounts.ts'
import { loginAs, waitForHydration } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

// spec §2/§3: shopping lists and order history of a logged-in customer.

/** A simple, in-stock product of the catalogue, read the way the category page reads it. */
async function anInStockSku(page: Page): Promise<string> {
  const sku = await page.evaluate(async () => {
    const res = await fetch('/api/catalog/category?path=kaikki-tuotteet&page=1&pageSize=24&sort=position')
    const body = (await res.json()) as { items?: { sku: string; type: string; in_stock: boolean }[] }
    return body.items?.find((item) => item.type === 'simple' && item.in_stock)?.sku ?? null
  })
  expect(sku, 'the catalogue has a simple product in stock').toBeTruthy()
  return sku as string
}

/** Deletes the list through the API, so a failed run leaves nothing behind for the next one. */
async function deleteList(page: Page, id: string | null): Promise<void> {
  if (!id) return
  await page.evaluate(async (listId) => {
    await fetch(`/api/shoppinglist/${listId}`, { method: 'DELETE' })
  }, id)
}

test.describe('account: shopping lists and orders', () => {
  test('a customer creates a shopping list, adds a product and opens the list', async ({ page }) => {
    test.slow() // a journey of several pages and writes, plus the clean-up
    await loginAs(page, demoClinic.email, demoClinic.password)
    const title = `E2E ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    let listId: string | null = null
    try {
      await page.goto('/account/shoppinglist')
      await expect(page.getByRole('heading', { name: 'Ostoslistat', level: 1 })).toBeVisible()

      const create = page.getByTestId('create-list-form')
      await waitForHydration(create)
      await create.getByLabel('Listan nimi').fill(title)
      await create.getByRole('button', { name: 'Luo lista' }).click()

      const card = page.getByTestId('shopping-list-card').filter({ hasText: title })
      await expect(card).toBeVisible()
      await expect(card).toContainText('Ei tuotteita')
      listId = await card.getAttribute('data-list-id')

      await card.getByRole('link', { name: title }).click()
      await expect(page).toHaveURL(`/account/shoppinglist/${listId}`)
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible()
      await expect(page.getByTestId('shopping-list-empty')).toBeVisible()

      const sku = await anInStockSku(page)
      const add = page.getByTestId('add-item-form')
      await waitForHydration(add)
      await add.getByLabel('Tuotenumero').fill(sku)
      await add.getByRole('button', { name: 'Lisää listalle' }).click()

      const item = page.locator(`[data-testid="shopping-list-item"][data-sku="${sku}"]`)
      await expect(item).toBeVisible()
      await expect(item.getByRole('spinbutton')).toHaveValue('1')
      await expect(page.getByTestId('shopping-list-count')).toHaveText('1 tuote')

      // The list page shows the new count after a fresh load too.
      await page.goto('/account/shoppinglist')
      await expect(page.getByTestId('shopping-list-card').filter({ hasText: title })).toContainText('1 tuote')
    } finally {
      await deleteList(page, listId)
    }
  })

  test('a blank list name gets a Finnish message on the field', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)
    await page.goto('/account/shoppinglist')
    const create = page.getByTestId('create-list-form')
    await waitForHydration(create)

    await create.getByRole('button', { name: 'Luo lista' }).click()

    await expect(create.getByText('Anna ostoslistalle nimi.')).toBeVisible()
  })

  test('the order history renders with its Finnish heading', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)

    await page.goto('/account/order')

    await expect(page.getByRole('heading', { name: 'Tilaushistoria', level: 1 })).toBeVisible()
    // Either the customer's orders or the empty state with its next step, never an error.
    await expect(page.locator('[data-testid="order-table"], [data-testid="orders-empty"]').first()).toBeVisible()
    await expect(page.getByTestId('account-error')).toHaveCount(0)
  })

  test('an unknown order number is a not-found page', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)

    const response = await page.goto('/account/order/EI-OLE-123')

    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Sivua ei löytynyt' })).toBeVisible()
  })
})
