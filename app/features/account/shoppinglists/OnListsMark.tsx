import { Icon } from '../../../ui/Icon'
import { productListsMessages } from './productListsMessages'

/**
 * The product card's shopping-list slot: a mark when the product is on one of the caller's
 * lists. The grid reads the caller's lists once (`useListMembership`) and gives each card its
 * own: one query observer per grid, not one per card (docs/decisions/028-page-cost-and-server-cpu.md).
 */
export function OnListsMark({ lists }: { lists: readonly { title: string }[] }) {
  if (lists.length === 0) return null
  return (
    <p className="flex items-center gap-1 text-sm text-brand-800" data-testid="on-lists">
      <Icon name="list" size="s" />
      <span>{productListsMessages.onLists(lists.map((l) => l.title))}</span>
    </p>
  )
}
