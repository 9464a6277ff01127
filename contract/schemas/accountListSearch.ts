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
