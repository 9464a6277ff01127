import type { PurchaseRequest } from '../../../contract/schemas/purchaseRequests'

/** spec §3: the VAT rate used for lines that do not say theirs. */
const DEFAULT_VAT_RATE = 25.5

const cents = (euros: number) => Math.round(euros * 100)

/**
 * The request's total as the approver sees it now, unsaved quantities included: goods alv 0 %,
 * VAT per line rounded to a cent (as the cart does, docs/architecture.md §11), and the
 * server's shipping estimate with its VAT. Euros.
 */
export function requestTotals(request: PurchaseRequest, draft: Record<string, number>) {
  let goods = 0
  let vat = 0
  for (const line of request.lines) {
    const row = cents(line.unit_price) * (draft[line.sku] ?? line.quantity)
    goods += row
    vat += Math.round((row * Math.round((line.vat_rate ?? DEFAULT_VAT_RATE) * 100)) / 10_000)
  }
  const shipping = goods > 0 ? (request.shipping_estimate ?? null) : null
  const shippingCents = shipping ? cents(shipping.amount) : 0
  vat += shipping ? cents(shipping.vat) : 0
  return {
    goods: goods / 100,
    vat: vat / 100,
    shipping,
    shippingAmount: shippingCents / 100,
    grand: (goods + shippingCents + vat) / 100,
  }
}

export type RequestTotalsView = ReturnType<typeof requestTotals>
