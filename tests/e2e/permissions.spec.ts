import { orderlessNurse } from './fixtures/accounts.ts'
import { addToCartFromProductPage, anInStockProduct } from './fixtures/catalog.ts'
import { loginAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

// spec §6: a scope that does not allow an action hides it and the backend refuses it. spec §11:
// a user without `checkout` (a requester) sends the cart for approval instead.

// A copy of the nurse (same scope, no `checkout`) whose cart this journey alone fills.
test.use({ freshCustomerOf: orderlessNurse })

test('a user without the ordering scope fills a cart but is never offered the checkout', async ({
  page,
  freshCustomer,
}) => {
  test.setTimeout(90_000)
  await loginAs(page, freshCustomer.email, freshCustomer.password)
  const product = await anInStockProduct(page)
  await addToCartFromProductPage(page, product)

  // The cart shows the lines and totals, but no way to the checkout: it offers to send the
  // cart for approval, and says why.
  await page.goto('/cart')
  await expect(page.locator(`[data-testid="cart-line"][data-sku="${product.sku}"]`)).toBeVisible()
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
  const send = page.getByTestId('send-for-approval')
  await expect(send).toContainText('Sinulla ei ole tilausoikeutta')
  await expect(send.getByTestId('send-for-approval-button')).toBeVisible()
  await expect(page.getByTestId('to-checkout')).toHaveCount(0)

  // Typing the address gives the explanation, not the checkout steps.
  await page.goto('/checkout')
  await expect(page.getByTestId('checkout-forbidden')).toBeVisible()
  await expect(page.getByTestId('checkout-page')).toHaveCount(0)

  // And the API refuses the order itself.
  const status = await page.evaluate(async () => {
    const cart = (await (await fetch('/api/cart')).json()) as { cart?: { id?: string } }
    const res = await fetch('/api/checkout/placeOrder', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ cart_id: cart.cart?.id ?? '', hasAcceptedTermsAndConditions: true }),
    })
    return res.status
  })
  expect(status).toBe(403)
})
