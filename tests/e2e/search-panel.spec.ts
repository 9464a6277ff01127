import type { Page } from '@playwright/test'
import { expectNoAxeProblems } from './fixtures/a11y.ts'
import { aProductSoldInPacks } from './fixtures/catalog.ts'
import { headerSearch } from './fixtures/search.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'

// docs/decisions/068-search-panel-actions.md: the search-as-you-type panel shows a customer's own
// price of each product hit and adds it to the cart with the listings' stepper (pack-size rules
// kept); the field moves through the hits with the arrow keys (a combobox whose popup is a grid,
// aria-activedescendant), Enter opens the highlighted hit, and Enter with none goes to the results.

const EURO_PRICE = /\d+,\d{2}\s*€/

/** The customer's cart as the API answers it: [sku, quantity] per line. */
function cartLines(page: Page): Promise<[string, number][]> {
  return page.evaluate(async () => {
    const { cart } = (await (await fetch('/api/cart')).json()) as {
      cart: { items: { quantity: number; product: { sku: string } }[] }
    }
    return cart.items.map((item): [string, number] => [item.product.sku, item.quantity])
  })
}

/** A contract SKU of the logged-in customer that the search finds as itself (not as a variant's parent). */
async function aContractSku(page: Page): Promise<string> {
  const sku = await page.evaluate(async () => {
    const { customerPrices } = (await (await fetch('/api/categorysearch/customerPrices')).json()) as {
      customerPrices: { items: { product_no: string }[] }
    }
    for (const item of customerPrices.items.slice(0, 20)) {
      const res = await fetch(`/api/catalog/productsearch?q=${encodeURIComponent(item.product_no)}`)
      const body = (await res.json()) as { items: { sku: string; type: string; in_stock: boolean }[] }
      const hit = body.items[0]
      if (hit?.sku === item.product_no && hit.type === 'simple') return hit.sku
    }
    return null
  })
  expect(sku, 'a contract SKU the search finds').toBeTruthy()
  return sku as string
}

/** The panel's row of one product hit. */
const productRow = (page: Page, sku: string) =>
  headerSearch(page).panel.locator(`[data-testid="search-product"][data-sku="${sku}"]`)

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a customer sees the contract price in the panel and adds a product sold in packs with its stepper', async ({
      page,
      freshCustomer,
    }, testInfo) => {
      test.setTimeout(120_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const contractSku = await aContractSku(page)
      const { product } = await aProductSoldInPacks(page)
      const rules = product.quantity_rules ?? { min_sale_qty: 1, max_sale_qty: 999, qty_increments: 1 }
      const step = rules.qty_increments
      const first = Math.ceil(Math.max(1, rules.min_sale_qty) / step) * step

      // The contract price, as the results page's card shows it.
      await page.goto(`/searchresults?search=${encodeURIComponent(contractSku)}`)
      const card = page.getByTestId('product-card').filter({ hasText: contractSku }).first()
      await expect(card.getByTestId('price-value')).toHaveText(EURO_PRICE)
      const contractPrice = (await card.getByTestId('price-value').textContent())?.trim() ?? ''

      await page.goto('/')
      const search = headerSearch(page)
      await search.type(contractSku)
      await search.settled()
      const priced = productRow(page, contractSku)
      await expect(priced.getByTestId('search-price')).toHaveText(contractPrice)
      await expect(priced).toContainText('Sopimushintasi')

      // A product sold in packs: the stepper starts at the first pack and steps a pack at a time.
      await search.input.fill(product.sku)
      await search.settled()
      const row = productRow(page, product.sku)
      await expect(row.getByTestId('search-price')).toHaveText(EURO_PRICE)
      await expect(row.getByTestId('card-quantity-rules')).toContainText(`Myydään ${step} kpl:n erissä`)
      const quantity = row.getByRole('spinbutton', { name: `Määrä: ${product.name}`, exact: true })
      await expect(quantity).toHaveValue(String(first))
      await row.getByRole('button', { name: `Lisää määrää: ${product.name}`, exact: true }).click()
      await expect(quantity).toHaveValue(String(first + step))
      await page.screenshot({ path: testInfo.outputPath(`panel-${viewport.width}.png`) })
      await expectNoAxeProblems(page, 'the search panel with prices and add to cart')

      await row.getByRole('button', { name: `Lisää ostoskoriin: ${product.name}`, exact: true }).click()
      const line = page.getByTestId('minicart').locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
      await expect(line.getByRole('spinbutton')).toHaveValue(String(first + step))
      expect(await cartLines(page)).toEqual([[product.sku, first + step]])
      await expectNoAxeProblems(page, 'the minicart opened from the search panel')
    })

    test('the arrow keys move through the hits; Enter opens the highlighted one, or the results with none', async ({
      page,
    }) => {
      test.setTimeout(90_000)
      await page.goto('/')
      const { query } = await aProductSoldInPacks(page)
      const search = headerSearch(page)
      await search.type(query)
      await search.settled()
      await expect(search.input).toHaveAttribute('aria-haspopup', 'grid')
      const hits = search.panel.getByTestId('search-hit')
      expect(await hits.count(), 'two hits or more').toBeGreaterThan(1)
      await expect(search.input).not.toHaveAttribute('aria-activedescendant')

      await search.input.press('ArrowDown')
      await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'true')
      await search.input.press('ArrowDown')
      const second = hits.nth(1)
      await expect(second).toHaveAttribute('aria-selected', 'true')
      await expect(hits.nth(0)).toHaveAttribute('aria-selected', 'false')
      const secondId = await second.getAttribute('id')
      expect(secondId).toBeTruthy()
      await expect(search.input).toHaveAttribute('aria-activedescendant', secondId!)
      await expect(search.input).toBeFocused()
      await expectNoAxeProblems(page, 'the search panel with a highlighted hit')
      const href = await second.getByRole('link').first().getAttribute('href')
      await search.input.press('Enter')
      await expect(page).toHaveURL(href!)
      await expect(search.panel).toHaveCount(0)

      // Nothing highlighted: Enter searches. (The field still holds the query: typed anew, the panel opens.)
      await search.input.fill('')
      await search.input.fill(query)
      await search.settled()
      await expect(search.input).not.toHaveAttribute('aria-activedescendant')
      await search.input.press('Enter')
      await expect(page).toHaveURL(`/searchresults?search=${encodeURIComponent(query)}`)
    })

    test('a guest sees no price in the panel and adds as on the listing cards', async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto('/')
      const { product } = await aProductSoldInPacks(page)
      const search = headerSearch(page)
      await search.type(product.sku)
      await search.settled()
      const row = productRow(page, product.sku)
      await expect(row).toBeVisible()
      await expect(search.panel.getByTestId('search-price')).toHaveCount(0)
      await expect(search.panel).not.toContainText('€')
      await expect(row.getByRole('button', { name: `Lisää ostoskoriin: ${product.name}`, exact: true })).toBeVisible()
      await expectNoAxeProblems(page, "a guest's search panel")
    })
  })
}
