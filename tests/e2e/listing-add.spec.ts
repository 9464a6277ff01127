import type { Page } from '@playwright/test'
import { expectNoAxeProblems, horizontalOverflow } from './fixtures/a11y.ts'
import { anInStockProduct, aProductSoldInPacks, type Listed } from './fixtures/catalog.ts'
import { logInByApi, VIEWPORTS } from './fixtures/shell.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// docs/decisions/037-add-to-cart-from-listings.md: category pages, search results and a shopping list's rows put a product in
// the cart without its product page; the stepper keeps the product's pack-size rules, and the
// minicart opens as on the product page (docs/decisions/037-add-to-cart-from-listings.md).

async function expectNoSidewaysScroll(page: Page, what: string) {
  const { overflow, widest } = await horizontalOverflow(page)
  expect(overflow, `${what} scrolls sideways by ${overflow} px; too wide:\n${widest.join('\n')}`).toBeLessThanOrEqual(0)
}

/** The customer's cart as the API answers it: [sku, quantity] per line. */
function cartLines(page: Page): Promise<[string, number][]> {
  return page.evaluate(async () => {
    const { cart } = (await (await fetch('/api/cart')).json()) as {
      cart: { items: { quantity: number; product: { sku: string } }[] }
    }
    return cart.items.map((item): [string, number] => [item.product.sku, item.quantity])
  })
}

function minicartLine(page: Page, sku: string) {
  return page.getByTestId('minicart').locator(`[data-testid="cart-line"][data-sku="${sku}"]`)
}

/**
 * A page of all products (as the category page lists them: 24 by position) that holds both a
 * simple in-stock product sold one by one and a configurable product, so the journey always
 * checks both kinds of card rather than skipping what its first page happens to lack.
 */
async function aPageWithBothKinds(page: Page): Promise<{ pageNo: number; product: Listed; configurable: Listed }> {
  const found = await page.evaluate(async () => {
    for (let pageNo = 1; pageNo <= 20; pageNo++) {
      const res = await fetch(`/api/catalog/category?path=kaikki-tuotteet&page=${pageNo}&pageSize=24&sort=position`)
      const items = ((await res.json()) as { items?: Listed[] }).items ?? []
      const byOne = (item: Listed) =>
        (item.quantity_rules?.qty_increments ?? 1) === 1 && (item.quantity_rules?.min_sale_qty ?? 1) === 1
      const product = items.find((item) => item.type === 'simple' && item.in_stock && byOne(item))
      const configurable = items.find((item) => item.type === 'configurable')
      if (product && configurable) return { pageNo, product, configurable }
    }
    return null
  })
  expect(found, 'the demo catalogue lists a simple and a configurable product on one page').toBeTruthy()
  return found as { pageNo: number; product: Listed; configurable: Listed }
}

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('a category page adds a simple product at the chosen quantity; a configurable one links to its page', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(120_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const { pageNo, product, configurable } = await aPageWithBothKinds(page)

      await page.goto(pageNo === 1 ? '/category/kaikki-tuotteet' : `/category/kaikki-tuotteet?page=${pageNo}`)
      const card = page.locator(`[data-testid="product-card"][data-sku="${product.sku}"]`)
      const name = (await card.getByTestId('product-name').textContent())?.trim() ?? ''
      expect(name).not.toBe('')
      const add = card.getByRole('button', { name: `Lisää ostoskoriin: ${name}`, exact: true })
      await hydrated(add)
      // The card keeps its link, name and price; the stepper and button are named by the product.
      await expect(card.getByRole('link', { name })).toHaveAttribute('href', `/product/${product.url_key}`)
      const quantity = card.getByRole('spinbutton', { name: `Määrä: ${name}`, exact: true })
      await expect(quantity).toHaveValue('1')
      await card.getByRole('button', { name: `Lisää määrää: ${name}`, exact: true }).click()
      await card.getByRole('button', { name: `Lisää määrää: ${name}`, exact: true }).click()
      await expect(quantity).toHaveValue('3')
      await expectNoSidewaysScroll(page, 'the category page')
      await expectNoAxeProblems(page, 'the category page with add to cart on its cards')

      await add.click()
      const line = minicartLine(page, product.sku)
      await expect(line).toBeVisible()
      await expect(line.getByRole('spinbutton')).toHaveValue('3')
      expect(await cartLines(page)).toEqual([[product.sku, 3]])
      await expectNoAxeProblems(page, 'the minicart opened from a category page')

      await page.keyboard.press('Escape')
      const configurableCard = page.locator(`[data-testid="product-card"][data-sku="${configurable.sku}"]`)
      const choose = configurableCard.getByRole('link', { name: `Valitse vaihtoehto: ${configurable.name}` })
      await expect(choose).toHaveAttribute('href', `/product/${configurable.url_key}`)
      await expect(configurableCard.getByTestId('add-to-cart-button')).toHaveCount(0)
    })

    test('a guest adds from a category page too, as on the product page (spec §4 guest carts)', async ({ page }) => {
      test.setTimeout(90_000)
      await page.goto('/')
      const product = await anInStockProduct(page)
      await page.goto('/category/kaikki-tuotteet')
      const card = page.locator(`[data-testid="product-card"][data-sku="${product.sku}"]`)
      const add = card.getByTestId('add-to-cart-button')
      await hydrated(add)
      await add.click()
      await expect(minicartLine(page, product.sku).getByRole('spinbutton')).toHaveValue('1')
      expect(await cartLines(page)).toEqual([[product.sku, 1]])
    })

    test('search results add a product sold in packs by its increment, offering to round a typed quantity', async ({
      page,
      freshCustomer,
    }) => {
      test.setTimeout(120_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const { product, query } = await aProductSoldInPacks(page)
      const rules = product.quantity_rules ?? { min_sale_qty: 1, max_sale_qty: 999, qty_increments: 1 }
      const step = rules.qty_increments
      const first = Math.ceil(Math.max(1, rules.min_sale_qty) / step) * step

      await page.goto(`/searchresults?search=${encodeURIComponent(query)}`)
      const card = page
        .getByTestId('results-products')
        .locator(`[data-testid="product-card"][data-sku="${product.sku}"]`)
      const add = card.getByRole('button', { name: `Lisää ostoskoriin: ${product.name}`, exact: true })
      await hydrated(add)
      await expect(card.getByTestId('card-quantity-rules')).toContainText(`Myydään ${step} kpl:n erissä`)
      const quantity = card.getByRole('spinbutton', { name: `Määrä: ${product.name}`, exact: true })
      await expect(quantity).toHaveValue(String(first))
      await card.getByRole('button', { name: `Lisää määrää: ${product.name}`, exact: true }).click()
      await expect(quantity).toHaveValue(String(first + step))

      // Typed off the increment: not refused, offered rounded.
      await quantity.fill(String(first + step + 1))
      await quantity.press('Enter')
      await card.getByRole('button', { name: `Pyöristetäänkö ${first + step} kpl:een?` }).click()
      await expect(quantity).toHaveValue(String(first + step))
      await expectNoSidewaysScroll(page, 'the search results')
      await expectNoAxeProblems(page, 'the search results with add to cart on their cards')

      await add.click()
      await expect(minicartLine(page, product.sku).getByRole('spinbutton')).toHaveValue(String(first + step))
      expect(await cartLines(page)).toEqual([[product.sku, first + step]])
    })

    test("a shopping list's row goes into the cart at its quantity", async ({ page, freshCustomer }) => {
      test.setTimeout(120_000)
      await logInByApi(page, freshCustomer)
      await page.goto('/')
      const product = await anInStockProduct(page)
      const other = await page.evaluate(async (skip) => {
        const res = await fetch('/api/catalog/category?path=kaikki-tuotteet&page=1&pageSize=24&sort=position')
        const body = (await res.json()) as { items?: Listed[] }
        return body.items?.find((item) => item.type === 'simple' && item.in_stock && item.sku !== skip) ?? null
      }, product.sku)
      expect(other, 'a second product for the list').toBeTruthy()
      const listId = await page.evaluate(
        async ({ skus }) => {
          const post = (url: string, body: unknown) =>
            fetch(url, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
              body: JSON.stringify(body),
            })
          const created = (await (
            await post('/api/shoppinglist', { title: `Rivit ${Date.now().toString(36)}` })
          ).json()) as { shoppinglist_id: number }
          for (const sku of skus) {
            const res = await post(`/api/shoppinglist/${created.shoppinglist_id}/items`, { sku, quantity: 1 })
            if (!res.ok) throw new Error(`adding ${sku} to the list: ${res.status}`)
          }
          return created.shoppinglist_id
        },
        { skus: [product.sku, other!.sku] },
      )

      await page.goto(`/account/shoppinglist/${listId}`)
      const row = page.locator(`[data-testid="shopping-list-item"][data-sku="${product.sku}"]`)
      const name = (await row.getByRole('link').first().textContent())?.trim() ?? ''
      const add = row.getByRole('button', { name: `Lisää ostoskoriin: ${name}`, exact: true })
      await hydrated(add)
      // The row's quantity is the list's: raise it to 2 (saved on the list), then add this row only.
      const quantity = row.getByRole('spinbutton', { name: `Määrä: ${name}`, exact: true })
      await row.getByRole('button', { name: `Lisää määrää: ${name}`, exact: true }).click()
      await expect(quantity).toHaveValue('2')
      await expect(row).toHaveAttribute('aria-busy', 'false')
      await expectNoSidewaysScroll(page, 'the shopping list')
      await expectNoAxeProblems(page, 'the shopping list with add to cart on its rows')

      await add.click()
      await expect(minicartLine(page, product.sku).getByRole('spinbutton')).toHaveValue('2')
      expect(await cartLines(page)).toEqual([[product.sku, 2]])
    })
  })
}

// docs/decisions/042-card-add-to-cart-server-markup.md: a category page renders its 24 cards before its first byte, so each card's add
// to cart is sent as plain markup of the same look (no form state, ids or cart mutation) and
// the real form replaces it once the page has hydrated. Before: about 2,000 bytes a card.
test("a category page's server HTML carries each card's add to cart as light markup", async ({ request }) => {
  const res = await request.get('/category/kaikki-tuotteet', { headers: { Accept: 'text/html' } })
  expect(res.status()).toBe(200)
  const forms = (await res.text()).match(/<form[^>]*data-testid="add-to-cart"[\s\S]*?<\/form>/g) ?? []
  expect(forms.length, 'cards with an add-to-cart form').toBeGreaterThan(5)
  for (const form of forms) {
    const name = /aria-label="Lisää ostoskoriin: ([^"]*)"/.exec(form)?.[1] ?? ''
    expect(name, 'the button names its product').not.toBe('')
    // Four controls name the product; the rest is alike for every card.
    expect(form.length - 4 * name.length, `server markup of the form of ${name}`).toBeLessThanOrEqual(1300)
  }
})
