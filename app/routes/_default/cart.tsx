import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../features/cart/CartPage'
import { canOrder } from '../../features/checkout/canOrder'
import { cartQuery } from '../../features/cart/queries'
import { cartApprovalQuery, cartSignature } from '../../features/approvals/queries'
import { messages } from '../../lib/messages'
import { pageHead } from '../../lib/pageHead'

export const Route = createFileRoute('/_default/cart')({
  loader: async ({ context }) => {
    const navId = context.user?.navId ?? null
    const { cart } = await context.queryClient.ensureQueryData(cartQuery(navId))
    // spec §12: whether the cart goes to the checkout or for approval, known at the first paint.
    // A failure here only leaves the page to ask again in the browser.
    if (navId && cart?.prices && cart.items.length > 0) {
      await context.queryClient.prefetchQuery(cartApprovalQuery(navId, cartSignature(cart)))
    }
  },
  head: () => pageHead(messages.cart.title),
  component: CartRoute,
})

function CartRoute() {
  const { user } = Route.useRouteContext()
  return <CartPage navId={user?.navId ?? null} mayOrder={canOrder(user)} />
}
