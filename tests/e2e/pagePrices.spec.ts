import { demoClinic } from './fixtures/accounts.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/028-page-cost-and-server-cpu.md: a page gets the contract prices of the products it shows, and the browser keeps
// them per SKU for the session, so a price fetched once is not fetched again.

test.describe.configure({ timeout: 90_000 })

const EURO_PRICE = /\d+,\d{2}\s*€/

test('pages ask for the prices of their own products, each SKU once a session, never the whole list', async ({
  page,
}) => {
  await loginAs(page, demoClinic.email, demoClinic.password)
  const asked: string[][] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname === '/api/categorysearch/customerPrices')
      asked.push(url.searchParams.get('skus')?.split(',') ?? ['*'])
  })

  // Home: the new products row, its prices in the server's stream.
  await page.goto('/')
  const row = page.getByTestId('home-new-products')
  const firstCard = row.getByTestId('product-card').first()
  await expect(firstCard.getByTestId('price-value')).toHaveText(EURO_PRICE)
  const homeSkus = await row
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((card) => card.querySelector('[href^="/product/"]')?.getAttribute('href')))
  expect(homeSkus.length).toBeGreaterThan(0)

  // Its product page, in the app: the price shows at once from the session's cache.
  await firstCard.getByTestId('product-name').click()
  await expect(page).toHaveURL(/\/product\//)
  await expect(page.getByTestId('price-value').first()).toHaveText(EURO_PRICE)

  // Its category, in the app: the prices of the products not seen yet are asked for.
  await page.getByRole('navigation', { name: 'Murupolku' }).getByRole('link').nth(1).click()
  await expect(page).toHaveURL(/\/category\//)
  const cards = page.getByTestId('product-card')
  await expect(cards.first().getByTestId('price-value')).toHaveText(EURO_PRICE)
  await expect(cards.last().getByTestId('price-value')).toHaveText(EURO_PRICE)

  const all = asked.flat()
  expect(all, 'the whole contract list is never asked for').not.toContain('*')
  expect(all.length, 'the category asked for the prices of its products').toBeGreaterThan(0)
  expect(new Set(all).size, 'no SKU is asked for twice in a session').toBe(all.length)
  expect(asked.every((skus) => skus.length <= 100)).toBe(true)
})
