import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { CreateStandingOrderRequest } from '#contract/schemas/standingOrders'
import { Spinner } from '../../../ui/Spinner'
import { notify } from '../../notifications/store'
import { PageHeader } from '../AccountPageStates'
import { addressBookQuery } from '../customer/queries'
import { useCreateStandingOrder } from './mutations'
import { StandingOrderForm } from './StandingOrderForm'
import { standingOrdersMessages as m } from './standingOrdersMessages'

export type StandingSource = CreateStandingOrderRequest['from']

/**
 * The source of "Tee vakiotilaus" in the list page's URL: ?from=cart, ?from=list&list=12,
 * ?from=order&order=W100123, and a name to start with; null when the URL asks for no new one.
 * Read here, not by the route: a route's search rule ships with every first load
 * (docs/decisions/030-home-js.md), and the server judges the source anyway.
 */
export function newStandingFrom(search: Record<string, unknown>): { from: StandingSource; name: string } | null {
  const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '')
  const list = Number(text(search.list))
  const order = text(search.order)
  const name = text(search.name).slice(0, 60) || 'Vakiotilaus'
  if (search.from === 'cart') return { from: { kind: 'cart' }, name }
  if (search.from === 'list' && Number.isInteger(list) && list > 0)
    return { from: { kind: 'list', list_id: list }, name }
  if (search.from === 'order' && /^[A-Za-z0-9-]{1,32}$/.test(order)) {
    return { from: { kind: 'order', order_number: order }, name }
  }
  return null
}

function sourceText(from: StandingSource): string {
  if (from.kind === 'cart') return m.fromCart
  if (from.kind === 'list') return m.fromList
  return m.fromOrder(from.order_number)
}

/**
 * "Tee vakiotilaus" (docs/decisions/079-standing-orders.md): a new standing order whose lines come
 * from the cart, a shopping list or an order; the lines the server could not take are named.
 */
export function NewStandingOrderPage({ navId, from, name }: { navId: string; from: StandingSource; name: string }) {
  const addresses = useQuery(addressBookQuery(navId)).data?.addresses
  const create = useCreateStandingOrder(navId)
  const navigate = useNavigate()
  return (
    <div className="flex flex-col gap-2">
      <PageHeader
        title={m.newTitle}
        lead={sourceText(from)}
        back={{ href: '/account/standing-orders', label: m.back }}
      />
      {addresses ? (
        <StandingOrderForm
          addresses={addresses}
          initialName={name}
          submitLabel={m.create}
          pending={create.isPending}
          error={create.error}
          onSubmit={(settings) =>
            create.mutate(
              { ...settings, from },
              {
                onSuccess: ({ standing_order, left_out }) => {
                  const skipped = (left_out ?? []).map((l) => `${l.name}: ${l.message}`)
                  notify(skipped.length ? `${m.created} ${m.leftOut} ${skipped.join(' ')}` : m.created, 'success')
                  void navigate({ to: '/account/standing-orders/$id', params: { id: String(standing_order.id) } })
                },
              },
            )
          }
        />
      ) : (
        <Spinner size="m" label={m.loading} />
      )}
    </div>
  )
}
