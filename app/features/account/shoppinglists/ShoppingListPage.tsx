import { useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import type { ShoppingList } from '#contract/schemas/shoppinglist'
import { Button } from '../../../ui/Button'
import { Icon } from '../../../ui/Icon'
import { Spinner } from '../../../ui/Spinner'
import { useRevealOnMount } from '../../../ui/useRevealOnMount'
import { BackLink, EmptyState } from '../AccountPageStates'
import { MakeStandingOrderLink } from '../standingOrders/MakeStandingOrderLink'
import { AddItemForm } from './AddItemForm'
import { ListActions } from './ListActions'
import { ShareToggle } from './ShareToggle'
import { useListToCart } from './mutations'
import { shoppingListQuery } from './queries'
import { ShoppingListItem } from './ShoppingListItem'
import { shoppingListsMessages } from './shoppingListsMessages'

/** spec §2 /account/shoppinglist/{id}: the list's products, quantities, and "add all to cart". */
export function ShoppingListPage({ navId, id }: { navId: string; id: number }) {
  const { shoppinglist: list } = useSuspenseQuery(shoppingListQuery(navId, id)).data
  const navigate = useNavigate()
  // A colleague's shared list (docs/decisions/039-companies.md) is read-only: no rename, delete, add or quantity edits.
  const readOnly = list.owner !== undefined
  return (
    <article className="flex flex-col gap-6" data-testid="shopping-list" data-list-id={list.shoppinglist_id}>
      <header className="flex flex-col gap-3">
        <BackLink href="/account/shoppinglist">{shoppingListsMessages.backToLists}</BackLink>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h1 className="page-title break-words">{list.title}</h1>
            <p className="mt-1 text-ink-muted" data-testid="shopping-list-count">
              {shoppingListsMessages.itemCount(list.products.length)}
              {list.owner ? ` · ${shoppingListsMessages.sharedBy(list.owner.name)}` : ''}
            </p>
          </div>
          {readOnly ? null : (
            <ListActions navId={navId} list={list} afterDelete={() => navigate({ to: '/account/shoppinglist' })} />
          )}
        </div>
        {readOnly ? (
          <p className="text-sm text-ink-muted" data-testid="shopping-list-read-only">
            {shoppingListsMessages.sharedReadOnly}
          </p>
        ) : list.shared !== undefined ? (
          <ShareToggle navId={navId} list={list} />
        ) : null}
        {list.products.length > 0 ? (
          <div className="flex flex-col gap-3 xs:flex-row xs:flex-wrap xs:items-start">
            <AddAllToCart navId={navId} list={list} />
            <MakeStandingOrderLink
              search={{ from: 'list', list: String(list.shoppinglist_id), name: list.title }}
              className="w-full xs:w-auto"
            />
          </div>
        ) : null}
      </header>

      {readOnly ? null : (
        <section className="card" aria-labelledby="add-item-title">
          <h2 id="add-item-title" className="section-title mb-2">
            {shoppingListsMessages.addBySku}
          </h2>
          <AddItemForm navId={navId} listId={list.shoppinglist_id} />
        </section>
      )}

      {list.products.length > 0 ? (
        <section className="card !py-0" aria-label={list.title}>
          <ul className="divide-y divide-line">
            {list.products.map((entry) => (
              <ShoppingListItem
                key={entry.product.sku}
                navId={navId}
                listId={list.shoppinglist_id}
                entry={entry}
                readOnly={readOnly}
              />
            ))}
          </ul>
        </section>
      ) : (
        <EmptyState
          icon="list"
          title={shoppingListsMessages.listEmpty}
          text={shoppingListsMessages.listEmptyNext}
          testId="shopping-list-empty"
          action={
            <Link to="/category/$" params={{ _splat: 'kaikki-tuotteet' }} className="btn-secondary w-full sm:w-auto">
              {shoppingListsMessages.browseProducts}
            </Link>
          }
        />
      )}
    </article>
  )
}

/**
 * "Lisää kaikki ostoskoriin": out-of-stock products are skipped, and the notice names them;
 * lines rounded to their pack size (docs/decisions/048-quantity-rules-on-every-path.md) are named too.
 */
function AddAllToCart({ navId, list }: { navId: string; list: ShoppingList }) {
  const toCart = useListToCart(navId, list)
  const skipped = toCart.data?.skipped ?? []
  const skippedNames = skipped.map((sku) => {
    const entry = list.products.find(({ product }) => product.sku === sku)
    return entry ? `${entry.product.name} (${sku})` : sku
  })
  const rounded = (toCart.data?.rounded ?? []).map(({ sku, quantity }) => {
    const entry = list.products.find(({ product }) => product.sku === sku)
    return `${entry?.product.name ?? sku} ${quantity} kpl`
  })
  const addedNone = toCart.isSuccess && skipped.length >= list.products.length
  return (
    <div className="flex flex-col gap-3">
      <Button
        onClick={() => toCart.mutate()}
        disabled={toCart.isPending}
        className="w-full xs:w-auto xs:self-start"
        data-testid="list-to-cart"
      >
        {toCart.isPending ? (
          <Spinner size="s" tone="inverse" label={shoppingListsMessages.addingToCart} />
        ) : (
          <Icon name="cart" size="s" />
        )}
        {toCart.isPending ? shoppingListsMessages.addingToCart : shoppingListsMessages.addAllToCart}
      </Button>
      <div aria-live="polite">
        {toCart.isSuccess && !addedNone ? (
          <p
            className="flex items-start gap-2 rounded-md border border-success-600/30 bg-success-50 p-3 text-success-900"
            data-testid="list-to-cart-done"
          >
            <Icon name="check" size="s" className="mt-1" />
            {shoppingListsMessages.addedToCart}
          </p>
        ) : null}
        {toCart.isSuccess && (rounded.length > 0 || skipped.length > 0) ? (
          <ReviewNotes
            rounded={rounded.length > 0 ? shoppingListsMessages.rounded(rounded) : null}
            skipped={
              skipped.length > 0
                ? addedNone
                  ? shoppingListsMessages.nothingAdded
                  : shoppingListsMessages.skipped(skippedNames)
                : null
            }
          />
        ) : null}
        {toCart.isError ? (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-danger-600/40 bg-danger-50 p-3 text-danger-900"
          >
            <Icon name="alert" size="s" className="mt-1" />
            {toCart.error.message || shoppingListsMessages.updateFailed}
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * What of the list needs the buyer's eye: brought into view (the live region around it reads
 * it), since no minicart opens over it (docs/decisions/060-feedback-in-view.md).
 */
function ReviewNotes({ rounded, skipped }: { rounded: string | null; skipped: string | null }) {
  const ref = useRevealOnMount<HTMLDivElement>({ focus: false })
  return (
    <div ref={ref}>
      {rounded ? (
        <p
          className="mt-2 flex items-start gap-2 rounded-md border border-warn-600/40 bg-warn-50 p-3 text-warn-900"
          data-testid="list-to-cart-rounded"
        >
          <Icon name="alert" size="s" className="mt-1" />
          {rounded}
        </p>
      ) : null}
      {skipped ? (
        <p
          className="mt-2 flex items-start gap-2 rounded-md border border-warn-600/40 bg-warn-50 p-3 text-warn-900"
          data-testid="list-to-cart-skipped"
        >
          <Icon name="alert" size="s" className="mt-1" />
          {skipped}
        </p>
      ) : null}
    </div>
  )
}
