import { demoClinic } from './fixtures/accounts.ts'
import { anInStockProduct } from './fixtures/catalog.ts'
import { sendInvoiceOrder } from './fixtures/checkout.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'
import { hydrated } from './fixtures/hydration.ts'

// spec §2/§4/§5: a guest's cart, its merge at login, the quantity rules and the checkout to the
// success page, whose flag a reload has already consumed.

const GUEST_CART_MAX_AGE = 2_592_000

test.describe('cart and checkout', () => {
  test('a guest fills a cart, logs in, the carts merge and the order goes through once', async ({
    page,
    context,
    freshCustomer,
  }) => {
    test.setTimeout(150_000)
    await page.goto('/')
    const product = await anInStockProduct(page)

    // --- A guest adds the product twice from its page; the minicart counts in Finnish.
    await page.goto(`/product/${product.url_key}`)
    const addButton = page.getByTestId('add-to-cart-button')
    await hydrated(addButton)
    await addButton.click()
    const minicart = page.getByTestId('minicart')
    await expect(minicart).toBeVisible()
    await expect(minicart).toContainText('Ostoskori (1 tuote)')
    await expect(minicart.locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)).toBeVisible()

    // The guest cart cookie lives 30 days (spec §9).
    const guestCart = (await context.cookies()).find((cookie) => cookie.name === 'guest_cart')
    expect(guestCart, 'the guest_cart cookie is set').toBeTruthy()
    expect(Math.abs((guestCart?.expires ?? 0) - (Date.now() / 1000 + GUEST_CART_MAX_AGE))).toBeLessThan(120)

    await page.keyboard.press('Escape')
    await expect(minicart).toBeHidden()
    await addButton.click()
    await expect(minicart).toBeVisible()
    await expect(minicart).toContainText('Ostoskori (2 tuotetta)')

    // Navigating (here to the cart) closes the minicart.
    await minicart.getByTestId('minicart-to-cart').click()
    await expect(page).toHaveURL('/cart')
    await expect(minicart).toBeHidden()
    await expect(page.getByTestId('cart-page').locator(`[data-sku="${product.sku}"]`)).toBeVisible()

    // --- Logging in merges the guest's lines into the customer's (empty) cart.
    await loginAs(page, freshCustomer.email, freshCustomer.password)
    await page.goto('/cart')
    const line = page.getByTestId('cart-page').locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)
    await expect(line).toBeVisible()
    await expect(page.getByTestId('cart-page').getByTestId('cart-line')).toHaveCount(1)

    // --- Quantity rules (spec §5), applied on Enter: 0 is ignored, too much is 999, garbage is 1.
    const quantity = line.getByRole('spinbutton')
    await hydrated(quantity)
    await expect(quantity).toHaveValue('2')
    await quantity.fill('0')
    await quantity.press('Enter')
    await expect(quantity).toHaveValue('2')
    await expect(line).not.toHaveAttribute('aria-busy', 'true')

    await quantity.fill('5000')
    await quantity.press('Enter')
    await expect(quantity).toHaveValue('999')
    await expect(line).toHaveAttribute('aria-busy', 'false')
    await expect(quantity).toHaveValue('999')

    await quantity.fill('abc')
    await quantity.press('Enter')
    await expect(quantity).toHaveValue('1')
    await expect(line).toHaveAttribute('aria-busy', 'false')
    await expect(quantity).toHaveValue('1')

    // --- Checkout to the success page: shipping, billing as shipping, invoice, terms, send.
    const cartBefore = await page.evaluate(async () => {
      const res = await fetch('/api/cart')
      return (await res.json()) as { cart: { id: string | null } | null }
    })
    expect(cartBefore.cart?.id, 'the merged cart has an id').toEqual(expect.any(String))
    await page.getByTestId('to-checkout').click()
    const orderNumber = await sendInvoiceOrder(page)
    // The flag is HttpOnly and was consumed by opening the page.
    expect((await context.cookies()).some((cookie) => cookie.name === 'checkout_success')).toBe(false)

    // A reload goes home: the flag is gone.
    await page.reload()
    await expect(page).toHaveURL('/')

    // The customer has an empty, fresh cart, and the order heads their order history.
    const after = await page.evaluate(async () => {
      const cart = (await (await fetch('/api/cart')).json()) as {
        cart: { id: string | null; items: unknown[] } | null
      }
      const orders = (await (await fetch('/api/customer/orders')).json()) as { items: { order_number: string }[] }
      return { cart, orders }
    })
    // A logged-in customer always has an active cart: a new, empty one, not the one just ordered.
    expect(after.cart.cart?.items).toEqual([])
    expect(after.cart.cart?.id).toEqual(expect.any(String))
    expect(after.cart.cart?.id).not.toBe(cartBefore.cart?.id)
    // A fresh customer: this order is their whole history.
    expect(after.orders.items.map((order) => order.order_number)).toEqual([orderNumber])
  })

  test('the success page without an order goes home', async ({ page }) => {
    await loginAs(page, demoClinic.email, demoClinic.password)
    await page.goto('/checkout/success')
    await expect(page).toHaveURL('/')
  })
})
