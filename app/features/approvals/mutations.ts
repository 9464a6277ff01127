import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  ApprovalCheckoutResponseSchema,
  PurchaseRequestResponseSchema,
  type ChangeRequestLines,
  type PurchaseRequest,
} from '../../../contract/schemas/purchaseRequests'
import { api } from '../../lib/api'
import { useIdempotencyKey } from '../../lib/useIdempotencyKey'
import { cartQuery } from '../cart/queries'
import { requestQuery, requestsKey } from './queries'

/**
 * Sends the open cart for approval (spec §12), once per Idempotency-Key (useIdempotencyKey),
 * so pressing again after a lost answer cannot make two requests of one cart. The answer is the new request; the requester now has a new, empty cart.
 */
export function useSendForApproval(navId: string) {
  const queryClient = useQueryClient()
  const sendOnce = useIdempotencyKey()
  return useMutation({
    mutationFn: (input: { note: string }) =>
      sendOnce((key) =>
        api('/api/purchaserequests', PurchaseRequestResponseSchema, {
          method: 'POST',
          body: { note: input.note },
          headers: { 'Idempotency-Key': key },
        }),
      ),
    onSuccess: ({ request }) => {
      queryClient.setQueryData(requestQuery(navId, request.id).queryKey, { request })
      // The cart became the request: the header's count, the minicart and the cart page read it again.
      void queryClient.invalidateQueries({ queryKey: ['cart'] })
      void queryClient.invalidateQueries({ queryKey: requestsKey(navId) })
    },
  })
}

/** The approver's and the requester's actions on one request; each answers the request. */
export function useRequestActions(navId: string, id: number) {
  const queryClient = useQueryClient()
  const store = ({ request }: { request: PurchaseRequest }) => {
    queryClient.setQueryData(requestQuery(navId, id).queryKey, { request })
    void queryClient.invalidateQueries({ queryKey: [...requestsKey(navId), 'list'] })
  }
  const post = (action: string, body: unknown) =>
    api(`/api/purchaserequests/${id}/${action}`, PurchaseRequestResponseSchema, { method: 'POST', body })
  const changeLines = useMutation({
    mutationFn: (body: ChangeRequestLines) => post('lines', body),
    onSuccess: store,
  })
  const reject = useMutation({ mutationFn: (reason: string) => post('reject', { reason }), onSuccess: store })
  const withdraw = useMutation({ mutationFn: () => post('withdraw', {}), onSuccess: store })
  // Approving opens the approval checkout: the approver's open cart is now the request's lines
  // (their own cart waits). The order itself is placed at the checkout's last step.
  const approve = useMutation({
    mutationFn: () =>
      api(`/api/purchaserequests/${id}/approve`, ApprovalCheckoutResponseSchema, { method: 'POST', body: {} }),
    onSuccess: async ({ request, cart }) => {
      queryClient.setQueryData(requestQuery(navId, id).queryKey, { request })
      queryClient.setQueryData(cartQuery(navId).queryKey, { cart, customerCart: cart })
      await queryClient.invalidateQueries({ queryKey: ['cart', navId, 'approval'] })
      void queryClient.invalidateQueries({ queryKey: [...requestsKey(navId), 'list'] })
    },
  })
  return { changeLines, reject, withdraw, approve }
}
