import { createFileRoute } from '@tanstack/react-router'
import { ChangeVetPage } from '../../../features/account/customer/ChangeVetPage'
import {
  AccountErrorView,
  AccountNotFound,
  FormSkeleton,
  ForbiddenNotice,
} from '../../../features/account/AccountPageStates'
import { customerMessages } from '../../../features/account/customer/customerMessages'
import { loadAccountPage } from '../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../lib/pageStatus'
import { changeVetQuery } from '../../../features/account/customer/queries'
import { pageHead } from '../../../lib/pageHead'

const t = customerMessages.changevet

/** spec §2 /account/changevet; needs the changevet scope (SCOPE_RULES.changevet). */
export const Route = createFileRoute('/_account/account/changevet')({
  loader: ({ context, location }) =>
    loadAccountPage(
      context.user,
      location.href,
      (navId) => context.queryClient.ensureQueryData(changeVetQuery(navId)),
      { rule: 'changevet', forbidden: customerMessages.forbidden.changevet },
    ),
  headers: forbiddenPageHeaders,
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.changevet.title),
    ),
  pendingComponent: () => <FormSkeleton fields={4} />,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: ChangeVetRoute,
})

function ChangeVetRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  if (forbidden) return <ForbiddenNotice title={t.title} message={forbidden} />
  return <ChangeVetPage navId={navId} />
}
