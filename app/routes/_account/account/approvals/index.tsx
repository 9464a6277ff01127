import { createFileRoute } from '@tanstack/react-router'
import { AccountGate, ListSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { ApprovalsSearchSchema } from '#app/features/approvals/search'
import { requestListQuery } from '#app/features/approvals/queries'
import { ApprovalsPage, defaultView } from '#app/features/approvals/ApprovalsPage'
import { approvalsMessages } from '#app/features/approvals/approvalsMessages'
import { pageHead } from '#app/lib/pageHead'

/** spec §12: the purchase requests of the user (and, for an approver, the company's). */
export const Route = createFileRoute('/_account/account/approvals/')({
  ...accountRoute(),
  validateSearch: ApprovalsSearchSchema,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, view: search.view }),
  loader: (ctx) => {
    const view = ctx.deps.view ?? defaultView(ctx.context.user)
    return loadAccountPage(ctx, (navId) => requestListQuery(navId, view, ctx.deps.page))
  },
  head: () => pageHead(import('#app/features/approvals/approvalsMessages').then((m) => m.approvalsMessages.title)),
  pendingComponent: () => <ListSkeleton />,
  component: ApprovalsRoute,
})

function ApprovalsRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { user } = Route.useRouteContext()
  const search = Route.useSearch()
  return (
    <AccountGate title={approvalsMessages.title} forbidden={forbidden}>
      <ApprovalsPage navId={navId} user={user} view={search.view ?? defaultView(user)} page={search.page ?? 1} />
    </AccountGate>
  )
}
