import * as v from 'valibot'
import { INVOICE_STATUSES, ORDER_STATUSES } from './orderStatuses'

/**
 * The filters of the order history and the invoices (docs/decisions/036-history-filters-and-csv-export.md): a date range of Helsinki
 * calendar dates (yyyy-mm-dd, both days included), a status, and for orders the customer's own
 * reference and a product (code or name, matching any line). One set of rules for the API query
 * (./orders.ts, the CSV exports) and the pages' search params (./accountListSearch.ts), so a
 * filter the page accepts is one the API accepts. No order schemas here: the pages' search
 * validation loads with the app's root chunk.
 */

export const MAX_REFERENCE_FILTER = 35 // orders.customer_reference is at most 35 characters
export const MAX_PRODUCT_FILTER = 64

export const FILTER_MESSAGES = {
  from: 'Alkupäivä ei ole kelvollinen päivämäärä (vvvv-kk-pp).',
  to: 'Loppupäivä ei ole kelvollinen päivämäärä (vvvv-kk-pp).',
  range: 'Alkupäivä on loppupäivän jälkeen.',
  orderStatus: 'Tuntematon tilauksen tila.',
  invoiceStatus: 'Tuntematon laskun tila.',
  reference: `Oma viite on enintään ${MAX_REFERENCE_FILTER} merkkiä.`,
  product: `Tuotehaku on enintään ${MAX_PRODUCT_FILTER} merkkiä.`,
  standing: 'Tuntematon vakiotilaus.',
} as const

/** yyyy-mm-dd that names a real day (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  if (!match) return false
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  return y >= 1900 && date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** An optional text filter: surrounding spaces go, and an empty field (a submitted form) is no filter. */
const optionalText = <T extends v.GenericSchema<string, unknown>>(inner: T, message: string) =>
  v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.transform((s) => (s === '' ? undefined : s)),
      v.optional(inner),
    ),
  )

export const dateFilter = (message: string) =>
  optionalText(v.pipe(v.string(message), v.check(isCalendarDate, message)), message)

export const ORDER_FILTER_ENTRIES = {
  from: dateFilter(FILTER_MESSAGES.from),
  to: dateFilter(FILTER_MESSAGES.to),
  status: optionalText(v.picklist(ORDER_STATUSES, FILTER_MESSAGES.orderStatus), FILTER_MESSAGES.orderStatus),
  reference: optionalText(
    v.pipe(v.string(), v.maxLength(MAX_REFERENCE_FILTER, FILTER_MESSAGES.reference)),
    FILTER_MESSAGES.reference,
  ),
  product: optionalText(
    v.pipe(v.string(), v.maxLength(MAX_PRODUCT_FILTER, FILTER_MESSAGES.product)),
    FILTER_MESSAGES.product,
  ),
  /** The standing order the orders came from, by id (docs/decisions/079-standing-orders.md). */
  standing: optionalText(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/, FILTER_MESSAGES.standing)),
    FILTER_MESSAGES.standing,
  ),
}

export const INVOICE_FILTER_ENTRIES = {
  from: ORDER_FILTER_ENTRIES.from,
  to: ORDER_FILTER_ENTRIES.to,
  status: optionalText(v.picklist(INVOICE_STATUSES, FILTER_MESSAGES.invoiceStatus), FILTER_MESSAGES.invoiceStatus),
}

/** A range whose first day is after its last names no day: refused on `to`. */
export const dateRangeInOrder = (input: { from?: string | undefined; to?: string | undefined }) =>
  !input.from || !input.to || input.from <= input.to

/** The order history's filters, validated (API query without paging, the CSV export's query). */
export const OrderFiltersQuerySchema = v.pipe(
  v.strictObject(ORDER_FILTER_ENTRIES),
  v.forward(v.partialCheck([['from'], ['to']], dateRangeInOrder, FILTER_MESSAGES.range), ['to']),
)
export type OrderFilters = v.InferOutput<typeof OrderFiltersQuerySchema>

/** The invoices' filters, validated (the CSV export's query). */
export const InvoiceFiltersQuerySchema = v.pipe(
  v.strictObject(INVOICE_FILTER_ENTRIES),
  v.forward(v.partialCheck([['from'], ['to']], dateRangeInOrder, FILTER_MESSAGES.range), ['to']),
)
export type InvoiceFilters = v.InferOutput<typeof InvoiceFiltersQuerySchema>

export type FilterErrors<K extends string> = Partial<Record<K, string>>

/**
 * The filters of a page's search params, field by field: the valid ones, and a Finnish message
 * for each bad one (it is left out, so the list still shows). A page never fails on its URL.
 */
export function readFilters<E extends Record<string, v.GenericSchema>>(
  entries: E,
  raw: Partial<Record<keyof E, unknown>>,
): { filters: { [K in keyof E]?: Exclude<v.InferOutput<E[K]>, undefined> }; errors: FilterErrors<keyof E & string> } {
  const filters: Record<string, unknown> = {}
  const errors: Record<string, string> = {}
  for (const [key, schema] of Object.entries(entries)) {
    const value = raw[key as keyof E]
    if (value === undefined) continue
    const parsed = v.safeParse(schema, value)
    if (!parsed.success) errors[key] = parsed.issues[0]?.message ?? ''
    else if (parsed.output !== undefined) filters[key] = parsed.output
  }
  if (typeof filters.from === 'string' && typeof filters.to === 'string' && filters.from > filters.to) {
    errors.to = FILTER_MESSAGES.range
    delete filters.to
  }
  return { filters: filters as never, errors: errors as FilterErrors<keyof E & string> }
}

/** The filters as query params (leaving out the unset ones), for the list's API call and the CSV link. */
export function filterParams(filters: Record<string, string | undefined>): URLSearchParams {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value)
  return params
}
