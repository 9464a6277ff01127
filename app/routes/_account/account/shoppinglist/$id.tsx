import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ShoppingListIdParamSchema } from '#contract/schemas/shoppinglist'
import { AccountGate, DocumentSkeleton } from '#app/features/account/AccountPageStates'
import { accountRoute } from '#app/features/account/accountRoute'
import { loadAccountPage } from '#app/features/account/loadAccountPage'
import { shoppingListQuery } from '#app/features/account/shoppinglists/queries'
import { ShoppingListPage } from '#app/features/account/shoppinglists/ShoppingListPage'
import { pageHead } from '#app/lib/pageHead'
import { shoppingListsMessages } from '#app/features/account/shoppinglists/shoppingListsMessages'

/** A malformed id names no list: a 404 before any call. */
const listId = (raw: string) => {
  const parsed = v.safeParse(ShoppingListIdParamSchema, raw)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const Route = createFileRoute('/_account/account/shoppinglist/$id')({
  ...accountRoute(),
  loader: async (ctx) => {
    const id = listId(ctx.params.id)
    const load = await loadAccountPage(ctx, (navId) => shoppingListQuery(navId, id))
    const title = load.forbidden
      ? null
      : (ctx.context.queryClient.getQueryData(shoppingListQuery(load.navId, id).queryKey)?.shoppinglist.title ?? null)
    return { ...load, title }
  },
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.title ??
        import('#app/features/account/shoppinglists/shoppingListsMessages').then((m) => m.shoppingListsMessages.title),
    ),
  pendingComponent: DocumentSkeleton,
  component: ShoppingListRoute,
})

function ShoppingListRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { id } = Route.useParams()
  return (
    <AccountGate title={shoppingListsMessages.title} forbidden={forbidden}>
      <ShoppingListPage navId={navId} id={listId(id)} />
    </AccountGate>
  )
}
