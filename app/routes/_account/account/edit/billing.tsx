import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, FormSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { customerMessages } from '#app/features/account/customer/customerMessages'
import { EditBillingPage } from '#app/features/account/customer/EditBillingPage'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { customerDetailsQuery } from '#app/features/account/customer/queries'
import { pageHead } from '#app/lib/pageHead'

/** spec §2 /account/edit/billing; needs the billing scope (SCOPE_RULES.billing). */
export const Route = createFileRoute('/_account/account/edit/billing')({
  ...accountRoute(),
  loader: (ctx) =>
    loadAccountPage(ctx, customerDetailsQuery, { rule: 'billing', forbidden: customerMessages.forbidden.billing }),
  head: () =>
    pageHead(import('#app/features/account/customer/customerMessages').then((m) => m.customerMessages.billing.title)),
  pendingComponent: () => <FormSkeleton fields={6} />,
  component: BillingRoute,
})

function BillingRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  return (
    <AccountGate title={customerMessages.billing.title} forbidden={forbidden}>
      <EditBillingPage navId={navId} />
    </AccountGate>
  )
}
