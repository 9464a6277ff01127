import { createFileRoute } from '@tanstack/react-router'
import { cartQuery } from '../../../features/cart/queries'
import { CheckoutPage } from '../../../features/checkout/CheckoutPage'
import { pageHead } from '../../../lib/pageHead'

/** Guarded as login-required by contract/guards.ts (worker and beforeLoad). */
export const Route = createFileRoute('/_checkout/checkout/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(cartQuery(context.user?.navId ?? null)),
  head: () => pageHead(import('../../../features/checkout/checkoutMessages').then((m) => m.checkoutMessages.title)),
  component: CheckoutRoute,
})

function CheckoutRoute() {
  const { user } = Route.useRouteContext()
  if (!user) return null
  return <CheckoutPage navId={user.navId} />
}
