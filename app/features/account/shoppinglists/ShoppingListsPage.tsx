import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ShoppingList } from '#contract/schemas/shoppinglist'
import { useStoreFormat } from '../../session/useStoreFormat'
import { Icon } from '../../../ui/Icon'
import { notify } from '../../notifications/store'
import { EmptyState } from '../AccountPageStates'
import { ListActions } from './ListActions'
import { useCreateList } from './mutations'
import { shoppingListsQuery } from './queries'
import { TitleForm } from './TitleForm'
import { shoppingListsMessages } from './shoppingListsMessages'

/** spec §2 /account/shoppinglist: the customer's lists with item counts; create, rename, delete. */
export function ShoppingListsPage({ navId }: { navId: string }) {
  const { items: lists } = useSuspenseQuery(shoppingListsQuery(navId)).data
  const create = useCreateList(navId)
  return (
    <section data-testid="shopping-lists">
      <h1 className="page-title">{shoppingListsMessages.title}</h1>
      <p className="mt-1 text-ink-muted">{shoppingListsMessages.lead}</p>

      <div className="card mt-6">
        <h2 className="section-title mb-2">{shoppingListsMessages.createTitle}</h2>
        <TitleForm
          submitLabel={shoppingListsMessages.create}
          pendingLabel={shoppingListsMessages.creating}
          pending={create.isPending}
          error={create.error}
          testId="create-list-form"
          onSubmit={(title, reset) =>
            create.mutate(title, {
              onSuccess: ({ items, shoppinglist_id }) => {
                reset()
                const created = items.find((list) => list.shoppinglist_id === shoppinglist_id)
                notify(shoppingListsMessages.created(created?.title ?? title), 'success')
              },
            })
          }
        />
      </div>

      <div className="mt-6">
        {lists.length > 0 ? (
          <ul className="flex flex-col gap-3" aria-label={shoppingListsMessages.title}>
            {[...lists].reverse().map((list) => (
              <ListCard key={list.shoppinglist_id} navId={navId} list={list} />
            ))}
          </ul>
        ) : (
          <EmptyState
            icon="list"
            title={shoppingListsMessages.empty}
            text={shoppingListsMessages.emptyNext}
            testId="shopping-lists-empty"
          />
        )}
      </div>
    </section>
  )
}

function ListCard({ navId, list }: { navId: string; list: ShoppingList }) {
  const { date } = useStoreFormat()
  return (
    <li
      className="card flex flex-col gap-2 !p-0 sm:flex-row sm:items-center sm:justify-between"
      data-testid="shopping-list-card"
      data-list-id={list.shoppinglist_id}
    >
      <Link
        to="/account/shoppinglist/$id"
        params={{ id: String(list.shoppinglist_id) }}
        className="flex min-w-0 flex-1 items-center gap-3 rounded-lg p-4 hover:bg-surface-alt"
      >
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="list" size="s" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block break-words font-semibold text-brand-800">{list.title}</span>
          <span className="block text-sm text-ink-muted">
            {shoppingListsMessages.itemCount(list.products.length)} ·{' '}
            {shoppingListsMessages.updated(date(list.updated_at))}
            {list.owner ? ` · ${shoppingListsMessages.sharedBy(list.owner.name)}` : ''}
            {!list.owner && list.shared ? ` · ${shoppingListsMessages.sharedWithCompany}` : ''}
          </span>
        </span>
        <Icon name="chevron-right" size="s" className="text-ink-muted sm:hidden" />
      </Link>
      {list.owner ? null : (
        <div className="border-t border-line px-2 pb-2 pt-2 sm:border-0 sm:p-2 sm:pr-4">
          <ListActions navId={navId} list={list} />
        </div>
      )}
    </li>
  )
}
