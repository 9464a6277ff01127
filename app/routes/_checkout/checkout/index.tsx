import { createFileRoute, redirect } from '@tanstack/react-router'
import { cartQuery } from '../../../features/cart/queries'
import { forbiddenPageHeaders } from '../../../lib/pageStatus'
import { canOrder } from '../../../features/checkout/canOrder'
import { CheckoutForbidden } from '../../../features/checkout/CheckoutForbidden'
import { CheckoutPage } from '../../../features/checkout/CheckoutPage'
import { pageHead } from '../../../lib/pageHead'

/** Guarded as login-required by contract/guards.ts (worker and beforeLoad). */
export const Route = createFileRoute('/_checkout/checkout/')({
  loader: async ({ context }) => {
    // Without the ordering scope there is nothing to load: the page says why instead (HTTP 403).
    if (!canOrder(context.user)) return { forbidden: 'checkout' }
    const { cart } = await context.queryClient.ensureQueryData(cartQuery(context.user?.navId ?? null))
    // Nothing to order: the cart page says so in the shop's own layout, with the ways to fill it
    // again (docs/decisions/059-honest-delivery-prices-and-empty-states.md).
    if (!cart || cart.items.length === 0) throw redirect({ to: '/cart' })
    return { forbidden: null }
  },
  headers: forbiddenPageHeaders,
  head: () => pageHead(import('../../../features/checkout/checkoutMessages').then((m) => m.checkoutMessages.title)),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { user } = Route.useRouteContext()
  if (!user) return null
  if (!canOrder(user)) return <CheckoutForbidden />
  return <CheckoutPage navId={user.navId} />
}
