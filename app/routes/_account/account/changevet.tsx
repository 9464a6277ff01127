import { createFileRoute } from '@tanstack/react-router'
import { ChangeVetPage } from '../../../features/account/customer/ChangeVetPage'
import {
  CustomerErrorView,
  CustomerNotFound,
  FormSkeleton,
  NoPermission,
} from '../../../features/account/customer/CustomerPageStates'
import { customerMessages } from '../../../features/account/customer/customerMessages'
import { loadCustomerData } from '../../../features/account/customer/loadCustomerData'
import { changeVetQuery } from '../../../features/account/customer/queries'
import { pageHead } from '../../../lib/pageHead'

const t = customerMessages.changevet

/** spec §2 /account/changevet; needs the changevet scope (SCOPE_RULES.changevet). */
export const Route = createFileRoute('/_account/account/changevet')({
  loader: ({ context, location }) =>
    loadCustomerData(
      context.user,
      location.href,
      (navId) => context.queryClient.ensureQueryData(changeVetQuery(navId)),
      { rule: 'changevet', forbidden: customerMessages.forbidden.changevet },
    ),
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.changevet.title),
    ),
  pendingComponent: () => <FormSkeleton fields={4} />,
  errorComponent: CustomerErrorView,
  notFoundComponent: CustomerNotFound,
  component: ChangeVetRoute,
})

function ChangeVetRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  if (forbidden) return <NoPermission title={t.title} message={forbidden} />
  return <ChangeVetPage navId={navId} />
}
