import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  CartResponseSchema,
  PlaceOrderResponseSchema,
  PrepareCheckoutResponseSchema,
  type Cart,
} from '../../../contract/schemas/cart'
import { type Address, type PlaceOrderRequest } from '../../../contract/schemas/cartRequests'
import type { OrderDetailsRequest } from '../../../contract/schemas/orderDetails'
import { api, ApiRequestError } from '../../lib/api'
import { cartQuery } from '../cart/queries'

/** spec §4: an order can be placed only when shipping method, payment code and billing address are set. */
export function missingForOrder(cart: Cart): ('shipping' | 'payment' | 'billing')[] {
  const missing: ('shipping' | 'payment' | 'billing')[] = []
  if (!cart.shipping_addresses[0]?.selected_shipping_method) missing.push('shipping')
  if (!cart.selected_payment_method?.code) missing.push('payment')
  if (!cart.billing_address) missing.push('billing')
  return missing
}

/** The checkout writes (spec §7); each answers the cart, which replaces the cached one. */
export function useCheckout(navId: string) {
  const queryClient = useQueryClient()
  const store = ({ cart }: { cart: Cart }) =>
    queryClient.setQueryData(cartQuery(navId).queryKey, { cart, customerCart: cart })
  const write = (path: string) => (body: unknown) => api(path, CartResponseSchema, { method: 'POST', body })

  // docs/decisions/058-one-page-checkout-and-repeat-orders.md: the choices that hold no decision.
  const prepare = useMutation({
    mutationFn: () => api('/api/checkout/prepare', PrepareCheckoutResponseSchema, { method: 'POST', body: {} }),
    onSuccess: store,
  })
  const shippingAddress = useMutation({
    mutationFn: (address: Address) => write('/api/checkout/shippingAddress')({ address }),
    onSuccess: store,
  })
  const shippingMethod = useMutation({
    mutationFn: (carrier_code: string) => write('/api/checkout/shippingMethods')({ carrier_code }),
    onSuccess: store,
  })
  const paymentMethod = useMutation({
    mutationFn: (code: string) => write('/api/checkout/paymentMethod')({ code }),
    onSuccess: store,
  })
  const billingAddress = useMutation({
    mutationFn: (body: { address: Address } | { same_as_shipping: true }) =>
      write('/api/checkout/billingAddress')(body),
    onSuccess: store,
  })
  // A refused delivery day means the calendar moved on (the 14.00 cut-off, a vaccine added): fetch it again.
  // A line that lost its stock meanwhile (docs/decisions/073-availability.md): read the cart again,
  // so the line shows what ships now and asks how it ships.
  const refreshOnRefusal = (error: Error) => {
    if (error instanceof ApiRequestError && error.fields.requestedDeliveryDate) {
      void queryClient.invalidateQueries({ queryKey: ['checkout', navId, 'deliveryDates'] })
    }
    if (error instanceof ApiRequestError && Object.keys(error.fields).some((field) => field.startsWith('items.'))) {
      void queryClient.invalidateQueries({ queryKey: cartQuery(navId).queryKey })
    }
  }
  const orderDetails = useMutation({
    mutationFn: (body: OrderDetailsRequest) => write('/api/checkout/orderDetails')(body),
    onSuccess: store,
    onError: refreshOnRefusal,
  })
  const placeOrder = useMutation({
    mutationFn: (body: PlaceOrderRequest) =>
      api('/api/checkout/placeOrder', PlaceOrderResponseSchema, { method: 'POST', body }),
    onError: refreshOnRefusal,
    // No cache update: the page then goes to /checkout/success with a full load (spec §2), which
    // reads everything afresh; refetching the now-empty cart first would only flash the empty state.
  })
  const sidebarLoading = [prepare, shippingAddress, shippingMethod, paymentMethod, billingAddress].some(
    (m) => m.isPending,
  )
  return {
    prepare,
    shippingAddress,
    shippingMethod,
    paymentMethod,
    billingAddress,
    orderDetails,
    placeOrder,
    sidebarLoading,
  }
}
