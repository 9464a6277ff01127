import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, FormSkeleton } from '../../../../features/account/AccountPageStates'
import { accountRoute } from '../../../../features/account/accountRoute'
import { customerMessages } from '../../../../features/account/customer/customerMessages'
import { EditBillingPage } from '../../../../features/account/customer/EditBillingPage'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { customerDetailsQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

/** spec §2 /account/edit/billing; needs the billing scope (SCOPE_RULES.billing). */
export const Route = createFileRoute('/_account/account/edit/billing')({
  ...accountRoute(),
  loader: (ctx) =>
    loadAccountPage(ctx, customerDetailsQuery, { rule: 'billing', forbidden: customerMessages.forbidden.billing }),
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then((m) => m.customerMessages.billing.title),
    ),
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
