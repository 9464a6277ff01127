import { createFileRoute, redirect } from '@tanstack/react-router'
import { loginPathFor } from '#contract/guards'
import { accountRoute } from '#app/features/account/accountRoute'
import { QuickOrderPage } from '#app/features/quickorder/QuickOrderPage'
import { pageHead } from '#app/lib/pageHead'

/** spec §10: quick order by code, paste or file, for every logged-in customer (filling a cart needs no scope). */
export const Route = createFileRoute('/_account/account/quickorder')({
  ...accountRoute(),
  loader: ({ context: { user }, location }) => {
    if (!user) throw redirect({ href: loginPathFor(location.href) })
    return { navId: user.navId, forbidden: null }
  },
  head: () => pageHead(import('#app/features/quickorder/quickOrderMessages').then((m) => m.quickOrderMessages.title)),
  component: QuickOrderRoute,
})

function QuickOrderRoute() {
  const { navId } = Route.useLoaderData()
  return <QuickOrderPage navId={navId} />
}
