import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  StandingOrderResponseSchema,
  type CreateStandingOrderRequest,
  type StandingOrderResponse,
  type UpdateStandingOrderRequest,
} from '#contract/schemas/standingOrders'
import { api } from '../../../lib/api'
import { notify } from '../../notifications/store'
import { standingOrderQuery, standingOrdersKey } from './queries'
import { standingOrdersMessages } from './standingOrdersMessages'

/** Every write answers the standing order: it replaces the cached one, and the list is read again. */
function useStore(navId: string) {
  const queryClient = useQueryClient()
  return (answer: StandingOrderResponse) => {
    queryClient.setQueryData(standingOrderQuery(navId, answer.standing_order.id).queryKey, answer)
    void queryClient.invalidateQueries({ queryKey: [...standingOrdersKey(navId), 'all'] })
  }
}

export function useCreateStandingOrder(navId: string) {
  const store = useStore(navId)
  return useMutation({
    mutationFn: (body: CreateStandingOrderRequest) =>
      api('/api/customer/standing-orders', StandingOrderResponseSchema, { method: 'POST', body }),
    onSuccess: store,
  })
}

/** Skip one run, or take the skip back. */
export function useRunSkip(navId: string, id: number) {
  const store = useStore(navId)
  return useMutation({
    mutationFn: ({ runDate, skip }: { runDate: string; skip: boolean; dayText: string }) =>
      api(`/api/customer/standing-orders/${id}/runs/${runDate}`, StandingOrderResponseSchema, {
        method: 'POST',
        body: { action: skip ? 'skip' : 'unskip' },
      }),
    onSuccess: (answer, { skip, dayText }) => {
      store(answer)
      notify(skip ? standingOrdersMessages.skipped(dayText) : standingOrdersMessages.unskipped(dayText), 'success')
    },
  })
}

export function useStandingStatus(navId: string, id: number) {
  const store = useStore(navId)
  return useMutation({
    mutationFn: (status: 'active' | 'paused' | 'cancelled') =>
      api(`/api/customer/standing-orders/${id}/status`, StandingOrderResponseSchema, {
        method: 'POST',
        body: { status },
      }),
    onSuccess: (answer, status) => {
      store(answer)
      notify(standingOrdersMessages.statusSaved[status] ?? '', 'success')
    },
  })
}

/** Every run's lines from now on (0 leaves a line out); each line keeps its choice for a short delivery. */
export function useStandingLines(navId: string, id: number) {
  const store = useStore(navId)
  return useMutation({
    mutationFn: (lines: { sku: string; quantity: number; fulfilment: 'backorder' | 'partial' | null }[]) =>
      api(`/api/customer/standing-orders/${id}/lines`, StandingOrderResponseSchema, {
        method: 'PUT',
        body: { lines: lines.filter((l) => l.quantity > 0) },
      }),
    onSuccess: (answer) => {
      store(answer)
      notify(standingOrdersMessages.linesSaved, 'success')
    },
  })
}

/** One run's own lines before its cut-off (0 leaves a line out of that run). */
export function useRunLines(navId: string, id: number) {
  const store = useStore(navId)
  return useMutation({
    mutationFn: ({
      runDate,
      lines,
    }: {
      runDate: string
      lines: { sku: string; quantity: number }[]
      dayText: string
    }) =>
      api(`/api/customer/standing-orders/${id}/runs/${runDate}`, StandingOrderResponseSchema, {
        method: 'POST',
        body: { action: 'lines', lines: lines.map(({ sku, quantity }) => ({ sku, quantity })) },
      }),
    onSuccess: (answer, { dayText }) => {
      store(answer)
      notify(standingOrdersMessages.runSaved(dayText), 'success')
    },
  })
}

export function useUpdateStandingOrder(navId: string, id: number) {
  const store = useStore(navId)
  return useMutation({
    mutationFn: (body: UpdateStandingOrderRequest) =>
      api(`/api/customer/standing-orders/${id}`, StandingOrderResponseSchema, { method: 'POST', body }),
    onSuccess: (answer) => {
      store(answer)
      notify(standingOrdersMessages.settingsSaved, 'success')
    },
  })
}
