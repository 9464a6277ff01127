import * as v from 'valibot'

// The details as the cart and the order answer them are OrderDetailsSchema of ./cart.ts (the
// cart's schema is in every page's root chunk; this file's request schemas are not).
export { OrderDetailsSchema, type OrderDetails } from './cart'

/**
 * The order details of the billing step (docs/decisions/035-order-details-and-delivery-dates.md, docs/decisions/035-order-details-and-delivery-dates.md):
 * the customer's own order reference (a purchase order number), a requested delivery date and a
 * delivery note. Stored on the open cart, copied onto the order when it is placed.
 */

export const CUSTOMER_REFERENCE_MAX = 35
export const DELIVERY_NOTE_MAX = 250
/** A requested delivery date is at most this many days after today (Helsinki). */
export const DELIVERY_DATE_MAX_DAYS = 90
/** Orders placed on a dispatch day before this Helsinki time leave the warehouse that day. */
export const DISPATCH_CUTOFF = { hour: 14, minute: 0, label: '14.00' } as const

/** yyyy-mm-dd of a real calendar day (no 31.2.). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const [y, m, d] = value.split('-').map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

// Control characters other than line breaks and tabs never belong in a reference or a note.
const NO_CONTROL = /^[^\p{Cc}]*$/u
const NOTE_CONTROL = /^(?:[^\p{Cc}]|[\n\r\t])*$/u

// ---------------------------------------------------------------- requests

/** POST /api/checkout/orderDetails: all three optional; '' or null clears a field. */
export const OrderDetailsRequestSchema = v.strictObject({
  customerReference: v.optional(
    v.pipe(
      v.string('Oman viitteen pitää olla tekstiä.'),
      v.trim(),
      v.maxLength(CUSTOMER_REFERENCE_MAX, `Oma viite on liian pitkä (enintään ${CUSTOMER_REFERENCE_MAX} merkkiä).`),
      v.regex(NO_CONTROL, 'Oma viite on yksi rivi tekstiä ilman ohjausmerkkejä.'),
    ),
    '',
  ),
  requestedDeliveryDate: v.optional(
    v.nullable(
      v.pipe(
        v.string('Toivottu toimituspäivä on virheellinen.'),
        v.trim(),
        v.check(
          (value) => value === '' || isCalendarDate(value),
          'Toivottu toimituspäivä on virheellinen: anna päivä muodossa vvvv-kk-pp.',
        ),
        v.transform((value) => (value === '' ? null : value)),
      ),
    ),
    null,
  ),
  deliveryNote: v.optional(
    v.pipe(
      v.string('Toimitusohjeen pitää olla tekstiä.'),
      v.trim(),
      v.maxLength(DELIVERY_NOTE_MAX, `Toimitusohje on liian pitkä (enintään ${DELIVERY_NOTE_MAX} merkkiä).`),
      v.regex(NOTE_CONTROL, 'Toimitusohjeessa on kiellettyjä ohjausmerkkejä.'),
    ),
    '',
  ),
})
export type OrderDetailsRequest = v.InferInput<typeof OrderDetailsRequestSchema>

// ---------------------------------------------------------------- responses

/** GET /api/checkout/deliveryDates: the days after today up to the limit, each offered or with the reason why not. */
export const DeliveryDatesResponseSchema = v.object({
  /** The cart has cold-chain products (vaccines): dispatched Monday to Thursday only. */
  coldChain: v.boolean(),
  /** The first day offered: an empty requested date means this day. */
  earliest: v.string(),
  /** The last day that may be requested (today + DELIVERY_DATE_MAX_DAYS). */
  latest: v.string(),
  dates: v.array(v.object({ date: v.string(), offered: v.boolean(), reason: v.nullable(v.string()) })),
})
export type DeliveryDatesResponse = v.InferOutput<typeof DeliveryDatesResponseSchema>
