import type { ShoppingList } from '#contract/schemas/shoppinglist'
import { useShareList } from './mutations'
import { shoppingListsMessages } from './shoppingListsMessages'

/** The owner's switch: share the list with the company's other users (spec §11), or stop. */
export function ShareToggle({ navId, list }: { navId: string; list: ShoppingList }) {
  const share = useShareList(navId)
  const shared = share.isPending ? (share.variables?.shared ?? false) : (list.shared ?? false)
  return (
    <div className="flex flex-col gap-1">
      <label className="flex min-h-11 cursor-pointer items-center gap-3 self-start">
        <input
          type="checkbox"
          className="h-5 w-5 accent-brand-700"
          checked={shared}
          disabled={share.isPending}
          onChange={(event) => share.mutate({ id: list.shoppinglist_id, shared: event.target.checked })}
          data-testid="shopping-list-share"
        />
        <span className="font-semibold">{shoppingListsMessages.shareWithCompany}</span>
      </label>
      <p className="text-sm text-ink-muted">{shoppingListsMessages.sharedHint}</p>
      {share.isError ? (
        <p role="alert" className="text-sm text-danger-600">
          {share.error.message || shoppingListsMessages.updateFailed}
        </p>
      ) : null}
    </div>
  )
}
