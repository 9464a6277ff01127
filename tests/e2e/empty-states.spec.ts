import { axeProblems } from './fixtures/a11y.ts'
import { addLines, chooseShipping, placeOrder } from './fixtures/cartByApi.ts'
import { hydrated } from './fixtures/hydration.ts'
import { seedData } from './fixtures/seedData.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// spec §2, docs/decisions/059-honest-delivery-prices-and-empty-states.md: an empty state leads
// somewhere. An empty cart offers a logged-in buyer the shopping lists, quick order and the last
// orders, and a guest what a guest can use; /checkout with an empty cart keeps the shop's header;
// the not-found page has a search box.

const anOrderableProduct = () =>
  seedData().products.find((p) => p.type === 'simple' && p.inStock === 1 && p.qtyIncrement === 1 && p.minSaleQty <= 1)

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test(`a buyer's empty cart and checkout lead to lists, quick order and the last orders (${name})`, async ({
      page,
      baseURL,
      freshCustomer,
    }) => {
      test.setTimeout(90_000)
      const base = baseURL as string
      await logInByApi(page, freshCustomer)
      await addLines(page, base, [[anOrderableProduct()?.sku as string, 1]])
      await chooseShipping(page, base, 'nouto')
      const orderNumber = await placeOrder(page, base)

      await page.goto('/cart')
      await hydrated(page)
      const empty = page.getByTestId('cart-empty')
      await expect(empty.getByRole('link', { name: /Ostoslistat/ })).toHaveAttribute('href', '/account/shoppinglist')
      await expect(empty.getByRole('link', { name: /Pikatilaus/ })).toHaveAttribute('href', '/account/quickorder')
      await expect(empty.getByRole('link', { name: new RegExp(orderNumber) })).toHaveAttribute(
        'href',
        `/account/order/${orderNumber}`,
      )
      expect((await axeProblems(page)).severe).toEqual([])

      // The checkout with nothing to order: the shop's header stays, with the same ways onwards.
      await page.goto('/checkout')
      await hydrated(page)
      await expect(page.getByTestId('site-header')).toBeVisible()
      await expect(page.getByTestId('cart-empty').getByRole('link', { name: /Pikatilaus/ })).toBeVisible()
      expect((await axeProblems(page)).severe).toEqual([])
    })

    test(`a guest's empty cart leads to the products and the login, the 404 page to search (${name})`, async ({
      page,
    }) => {
      await page.goto('/cart')
      await hydrated(page)
      const empty = page.getByTestId('cart-empty')
      await expect(empty.getByRole('link', { name: 'Kaikki tuotteet' })).toBeVisible()
      await expect(empty.getByRole('link', { name: 'Kirjaudu' })).toBeVisible()
      await expect(empty.getByRole('link', { name: /Pikatilaus|Ostoslistat/ })).toHaveCount(0)
      expect((await axeProblems(page)).severe).toEqual([])

      const response = await page.goto('/ei-tallaista-sivua')
      expect(response?.status()).toBe(404)
      await hydrated(page)
      const search = page.getByTestId('error-page').getByRole('searchbox')
      await expect(search).toBeVisible()
      expect((await axeProblems(page)).severe).toEqual([])
      await search.fill('rokote')
      await search.press('Enter')
      await expect(page).toHaveURL(/\/searchresults\?search=rokote$/)
    })
  })
}
