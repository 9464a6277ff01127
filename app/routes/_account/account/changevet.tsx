import { createFileRoute } from '@tanstack/react-router'
import { ChangeVetPage } from '../../../features/account/customer/ChangeVetPage'
import { AccountGate, FormSkeleton } from '../../../features/account/AccountPageStates'
import { accountRoute } from '../../../features/account/accountRoute'
import { customerMessages } from '../../../features/account/customer/customerMessages'
import { loadAccountPage } from '../../../features/account/loadAccountPage'
import { changeVetQuery } from '../../../features/account/customer/queries'
import { pageHead } from '../../../lib/pageHead'

/** spec §2 /account/changevet; needs the changevet scope (SCOPE_RULES.changevet). */
export const Route = createFileRoute('/_account/account/changevet')({
  ...accountRoute(),
  loader: (ctx) =>
    loadAccountPage(ctx, changeVetQuery, { rule: 'changevet', forbidden: customerMessages.forbidden.changevet }),
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.changevet.title),
    ),
  pendingComponent: () => <FormSkeleton fields={4} />,
  component: ChangeVetRoute,
})

function ChangeVetRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  return (
    <AccountGate title={customerMessages.changevet.title} forbidden={forbidden}>
      <ChangeVetPage navId={navId} />
    </AccountGate>
  )
}
