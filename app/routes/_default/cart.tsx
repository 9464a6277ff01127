import { createFileRoute } from '@tanstack/react-router'
import { CartPage } from '../../features/cart/CartPage'
import { canOrder } from '../../features/checkout/canOrder'
import { cartQuery } from '../../features/cart/queries'
import { messages } from '../../lib/messages'

export const Route = createFileRoute('/_default/cart')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQuery(context.user?.navId ?? null)),
  head: () => ({ meta: [{ title: `${messages.cart.title} | ${messages.site.name}` }] }),
  component: CartRoute,
})

function CartRoute() {
  const { user } = Route.useRouteContext()
  return <CartPage navId={user?.navId ?? null} mayOrder={canOrder(user)} />
}
