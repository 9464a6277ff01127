import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { CreateShoppingListResponseSchema, ShoppingListsResponseSchema } from '#contract/schemas/shoppinglist'
import { ShoppingListTitleRequestSchema } from '#contract/schemas/shoppinglist'
import { api } from '../../../lib/api'
import { Button } from '../../../ui/Button'
import { Select } from '../../../ui/Select'
import { TextInput } from '../../../ui/TextInput'
import { notify } from '../../notifications/store'
import { useStoreLists } from './mutations'
import { productListsMessages as t } from './productListsMessages'
import { useListMembership, type ListMembership } from './useListMembership'

const NEW_LIST = 'new'

/**
 * The product page's shopping-list slot (spec §3/§4): which of the caller's lists hold the
 * product (or any of its variants), and a form to add it to a list or to a new list made on
 * the spot. `sku` is what would be added (null while a configurable product has no variant
 * chosen); `skus` are all SKUs whose membership counts for this page.
 */
export function ProductListsPanel({ sku, skus }: { sku: string | null; skus: readonly string[] }) {
  const membership = useListMembership()
  if (!membership) return null
  return <Panel membership={membership} sku={sku} skus={skus} />
}

function Panel({ membership, sku, skus }: { membership: ListMembership; sku: string | null; skus: readonly string[] }) {
  const { navId, lists, bySku } = membership
  const store = useStoreLists(navId)
  const onLists = [...new Map(skus.flatMap((s) => bySku.get(s) ?? []).map((l) => [l.shoppinglist_id, l])).values()]
  const [choice, setChoice] = useState('')
  const [titleError, setTitleError] = useState<string | undefined>()

  const add = useMutation({
    mutationFn: async ({ listId, title, sku }: { listId: number | null; title: string; sku: string }) => {
      let id = listId
      if (id === null) {
        const created = await api('/api/shoppinglist', CreateShoppingListResponseSchema, {
          method: 'POST',
          body: { title },
        })
        store(created.items)
        id = created.shoppinglist_id
      }
      const answer = await api(`/api/shoppinglist/${id}/items`, ShoppingListsResponseSchema, {
        method: 'POST',
        body: { sku, quantity: 1 },
      })
      return { answer, title: answer.items.find((l) => l.shoppinglist_id === id)?.title ?? title }
    },
    onSuccess: ({ answer, title }) => {
      store(answer.items)
      setChoice('')
      notify(t.addedTo(title), 'success')
    },
  })

  const remove = useMutation({
    mutationFn: ({ listId, sku }: { listId: number; title: string; sku: string }) =>
      api(`/api/shoppinglist/${listId}/items/${encodeURIComponent(sku)}`, ShoppingListsResponseSchema, {
        method: 'DELETE',
      }),
    onSuccess: (answer, { title }) => {
      store(answer.items)
      notify(t.removedFrom(title), 'success')
    },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!sku || add.isPending) return
    if (choice === NEW_LIST) {
      const title = String(new FormData(event.currentTarget).get('title') ?? '')
      const parsed = v.safeParse(ShoppingListTitleRequestSchema, { title })
      if (!parsed.success) return setTitleError(parsed.issues[0]?.message)
      setTitleError(undefined)
      add.mutate({ listId: null, title: parsed.output.title, sku })
    } else if (choice) {
      add.mutate({ listId: Number(choice), title: '', sku })
    }
  }

  const holding = new Set(sku ? (bySku.get(sku) ?? []).map((l) => l.shoppinglist_id) : [])
  const options = [
    ...lists
      .filter((l) => !holding.has(l.shoppinglist_id))
      .map((l) => ({ value: String(l.shoppinglist_id), option: l.title })),
    { value: NEW_LIST, option: t.newList },
  ]

  return (
    <section className="flex flex-col gap-3 rounded-lg border border-line p-4" data-testid="product-lists">
      <h2 className="text-lg font-semibold">{t.title}</h2>
      {onLists.length > 0 ? (
        <div>
          <p className="text-sm text-ink-muted">{t.onListsLead}</p>
          <ul className="mt-1 flex flex-wrap gap-2" data-testid="product-on-lists">
            {onLists.map((list) => (
              <li key={list.shoppinglist_id} className="flex items-center rounded-full bg-brand-50">
                <Link
                  to="/account/shoppinglist/$id"
                  params={{ id: String(list.shoppinglist_id) }}
                  className="tap flex items-center px-3 font-semibold text-brand-800"
                >
                  {list.title}
                </Link>
                {sku && holding.has(list.shoppinglist_id) ? (
                  <button
                    type="button"
                    className="tap flex items-center justify-center rounded-full px-3 text-ink-muted hover:text-danger-600"
                    aria-label={t.remove(list.title)}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ listId: list.shoppinglist_id, title: list.title, sku })}
                  >
                    ×
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-ink-muted">{t.notOnLists}</p>
      )}
      {sku ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2" data-testid="add-to-list-form">
          <Select
            label={t.chooseList}
            placeholder={t.pickList}
            options={options}
            value={choice}
            onValueChange={(value) => setChoice(value)}
            reserveMessageLine={false}
          />
          {choice === NEW_LIST ? (
            <TextInput name="title" label={t.newListTitle} maxLength={80} error={titleError} autoFocus />
          ) : null}
          <Button type="submit" variant="secondary" disabled={!choice || add.isPending} className="self-start">
            {add.isPending ? t.adding : t.add}
          </Button>
          {add.isError || remove.isError ? (
            <p role="alert" className="text-sm text-danger-600">
              {(add.error ?? remove.error)?.message}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="text-sm text-ink-muted">{t.chooseVariantFirst}</p>
      )}
    </section>
  )
}
