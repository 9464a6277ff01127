import { Icon } from '../../../ui/Icon'
import { productListsMessages } from './productListsMessages'
import { useListMembership } from './useListMembership'

/** The product card's shopping-list slot: a mark when the product is on one of the caller's lists. */
export function OnListsMark({ sku }: { sku: string }) {
  const membership = useListMembership()
  const lists = membership?.bySku.get(sku) ?? []
  if (lists.length === 0) return null
  return (
    <p className="flex items-center gap-1 text-sm text-brand-800" data-testid="on-lists">
      <Icon name="list" size="s" />
      <span>{productListsMessages.onLists(lists.map((l) => l.title))}</span>
    </p>
  )
}
