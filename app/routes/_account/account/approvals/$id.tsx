import { createFileRoute, notFound } from '@tanstack/react-router'
import { AccountGate, DocumentSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { requestIdOf } from '#app/features/approvals/search'
import { requestQuery } from '#app/features/approvals/queries'
import { RequestPage } from '#app/features/approvals/RequestPage'
import { approvalsMessages } from '#app/features/approvals/approvalsMessages'
import { pageHead } from '#app/lib/pageHead'

/** A malformed id names no request: a 404 before any call. */
const idOf = (raw: string) => {
  const id = requestIdOf(raw)
  if (id === null) throw notFound()
  return id
}

/** spec §12: one purchase request; another company's is a 404 from the backend. */
export const Route = createFileRoute('/_account/account/approvals/$id')({
  ...accountRoute(),
  loader: async (ctx) => {
    const id = idOf(ctx.params.id)
    const load = await loadAccountPage(ctx, (navId) => requestQuery(navId, id))
    return { ...load, id }
  },
  head: ({ loaderData }) =>
    pageHead(
      loaderData
        ? import('#app/features/approvals/approvalsMessages').then((m) =>
            m.approvalsMessages.requestTitle(loaderData.id),
          )
        : import('#app/features/approvals/approvalsMessages').then((m) => m.approvalsMessages.title),
    ),
  pendingComponent: DocumentSkeleton,
  component: RequestRoute,
})

function RequestRoute() {
  const { navId, forbidden, id } = Route.useLoaderData()
  return (
    <AccountGate title={approvalsMessages.title} forbidden={forbidden}>
      <RequestPage navId={navId} id={id} />
    </AccountGate>
  )
}
