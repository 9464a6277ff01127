import { createFileRoute } from '@tanstack/react-router'
import {
  AccountErrorView,
  AccountNotFound,
  FormSkeleton,
  ForbiddenNotice,
} from '../../../../features/account/AccountPageStates'
import { customerMessages } from '../../../../features/account/customer/customerMessages'
import { EditBillingPage } from '../../../../features/account/customer/EditBillingPage'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { customerDetailsQuery } from '../../../../features/account/customer/queries'
import { pageHead } from '../../../../lib/pageHead'

const t = customerMessages.billing

/** spec §2 /account/edit/billing; needs the billing scope (SCOPE_RULES.billing). */
export const Route = createFileRoute('/_account/account/edit/billing')({
  loader: ({ context, location }) =>
    loadAccountPage(
      context.user,
      location.href,
      (navId) => context.queryClient.ensureQueryData(customerDetailsQuery(navId)),
      { rule: 'billing', forbidden: customerMessages.forbidden.billing },
    ),
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../../features/account/customer/customerMessages').then((m) => m.customerMessages.billing.title),
    ),
  pendingComponent: () => <FormSkeleton fields={6} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: BillingRoute,
})

function BillingRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  if (forbidden) return <ForbiddenNotice title={t.title} message={forbidden} />
  return <EditBillingPage navId={navId} />
}
