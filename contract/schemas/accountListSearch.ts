import * as v from 'valibot'

/** The last ?page= an account list serves: the page's search rule and the API's query rule (./orders.ts). */
export const MAX_ACCOUNT_PAGE = 1000

/**
 * ?page= of the account list pages (orders, deliveries, invoices). A page the list does not
 * have (0, -1, 1001, "abc") is page 1. Its own module, without the order schemas, because a
 * route's search validation loads with the app's root chunk.
 */
export const AccountListSearchSchema = v.object({
  page: v.optional(v.fallback(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(MAX_ACCOUNT_PAGE)), 1)),
})

/**
 * A filter as the page's URL has it, before its rule (./historyFilters.ts readFilters) is read:
 * the router reads `?reference=123` as the number 123, so numbers are text again, and anything
 * else (an object, an array) is an empty one, i.e. no filter. A bad value stays in the search, so the form can
 * show it beside its message instead of losing what the customer typed.
 */
const rawFilter = v.optional(v.pipe(v.unknown(), v.transform(filterText)))

/**
 * A plain function, not v.union: valibot is one module in the app's root chunk, so every valibot
 * function any page uses is shipped with every first load (docs/decisions/030-home-js.md: home JS ≤ 140 KB gzip).
 */
function filterText(value: unknown): string {
  const primitive =
    typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && !Number.isNaN(value))
  return primitive ? String(value) : ''
}

/** ?page= and the filters of the order history (/account/order). */
export const OrderHistorySearchSchema = v.object({
  ...AccountListSearchSchema.entries,
  from: rawFilter,
  to: rawFilter,
  status: rawFilter,
  reference: rawFilter,
  product: rawFilter,
  standing: rawFilter,
})
export type OrderHistorySearch = v.InferOutput<typeof OrderHistorySearchSchema>

/** ?page= and the filters of the invoices (/account/invoice). */
export const InvoiceListSearchSchema = v.object({
  ...AccountListSearchSchema.entries,
  from: rawFilter,
  to: rawFilter,
  status: rawFilter,
})
export type InvoiceListSearch = v.InferOutput<typeof InvoiceListSearchSchema>
