import { queryOptions } from '@tanstack/react-query'
import {
  CartApprovalResponseSchema,
  PurchaseRequestListResponseSchema,
  PurchaseRequestResponseSchema,
} from '../../../contract/schemas/purchaseRequests'
import type { Cart } from '../../../contract/schemas/cart'
import { api } from '../../lib/api'

export type RequestView = 'mine' | 'pending' | 'all'

/** Purchase requests are per-user views of company data: keys start with ['customer', navId]. */
export const requestsKey = (navId: string) => ['customer', navId, 'purchaseRequests'] as const

/** The cart's lines as a key part: the rules read the amount and the products, so any change asks again. */
export const cartSignature = (cart: Pick<Cart, 'items'> | null) =>
  (cart?.items ?? []).map((item) => `${item.product.sku}:${item.quantity}`).join(',')

/** Whether the open cart must be sent for approval, and why (GET /api/cart/approval). */
export const cartApprovalQuery = (navId: string, signature: string) =>
  queryOptions({
    queryKey: ['cart', navId, 'approval', signature],
    queryFn: () => api('/api/cart/approval', CartApprovalResponseSchema),
    staleTime: 30_000,
  })

export const requestListQuery = (navId: string, view: RequestView, page: number) =>
  queryOptions({
    queryKey: [...requestsKey(navId), 'list', view, page],
    queryFn: () => api(`/api/purchaserequests?view=${view}&page=${page}`, PurchaseRequestListResponseSchema),
  })

export const requestQuery = (navId: string, id: number) =>
  queryOptions({
    queryKey: [...requestsKey(navId), 'detail', id],
    queryFn: () => api(`/api/purchaserequests/${id}`, PurchaseRequestResponseSchema),
  })
