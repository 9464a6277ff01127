import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../features/cart/CartPage'
import { canOrder } from '../../features/checkout/canOrder'
import { cartQuery } from '../../features/cart/queries'
import { messages } from '../../lib/messages'
import { pageHead } from '../../lib/pageHead'

export const Route = createFileRoute('/_default/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQuery(context.user?.navId ?? null)),
  head: () => pageHead(messages.cart.title),
  component: CartRoute,
})

function CartRoute() {
  const { user } = Route.useRouteContext()
  return <CartPage navId={user?.navId ?? null} mayOrder={canOrder(user)} />
}
