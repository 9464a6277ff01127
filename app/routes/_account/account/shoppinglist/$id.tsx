import { createFileRoute, notFound } from '@tanstack/react-router'
import * as v from 'valibot'
import { ShoppingListIdParamSchema } from '../../../../../contract/schemas/shoppinglist'
import {
  AccountErrorView,
  AccountNotFound,
  DocumentSkeleton,
  ForbiddenNotice,
} from '../../../../features/account/AccountPageStates'
import { loadAccountPage } from '../../../../features/account/loadAccountPage'
import { forbiddenPageHeaders } from '../../../../lib/pageStatus'
import { shoppingListQuery } from '../../../../features/account/shoppinglists/queries'
import { ShoppingListPage } from '../../../../features/account/shoppinglists/ShoppingListPage'
import { pageHead } from '../../../../lib/pageHead'
import { shoppingListsMessages } from '../../../../features/account/shoppinglists/shoppingListsMessages'

/** A malformed id names no list: a 404 before any call. */
const listId = (raw: string) => {
  const parsed = v.safeParse(ShoppingListIdParamSchema, raw)
  if (!parsed.success) throw notFound()
  return parsed.output
}

export const Route = createFileRoute('/_account/account/shoppinglist/$id')({
  loader: async ({ context, params, location }) => {
    const id = listId(params.id)
    const load = await loadAccountPage(context.user, location.href, (navId) =>
      context.queryClient.ensureQueryData(shoppingListQuery(navId, id)),
    )
    const title = load.forbidden
      ? null
      : (context.queryClient.getQueryData(shoppingListQuery(load.navId, id).queryKey)?.shoppinglist.title ?? null)
    return { ...load, title }
  },
  headers: forbiddenPageHeaders,
  head: ({ loaderData }) =>
    pageHead(
      loaderData?.title ??
        import('../../../../features/account/shoppinglists/shoppingListsMessages').then(
          (m) => m.shoppingListsMessages.title,
        ),
    ),
  pendingComponent: DocumentSkeleton,
  errorComponent: AccountErrorView,
  notFoundComponent: AccountNotFound,
  component: ShoppingListRoute,
})

function ShoppingListRoute() {
  const { navId, forbidden } = Route.useLoaderData()
  const { id } = Route.useParams()
  if (forbidden) return <ForbiddenNotice title={shoppingListsMessages.title} message={forbidden} />
  return <ShoppingListPage navId={navId} id={listId(id)} />
}
