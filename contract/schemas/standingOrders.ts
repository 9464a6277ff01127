import * as v from 'valibot'
import { AddressViewSchema } from './cart'
import { Quantity, Sku } from './lineItem'
import { CUSTOMER_REFERENCE_MAX, isCalendarDate } from './orderDetails'

/**
 * Standing orders (docs/decisions/079-standing-orders.md): a company's recurring order on the
 * shop's delivery calendar. Made from the cart, a shopping list or a past order; every n weeks
 * on a weekday or monthly on the n-th arkipäivä; placed by the scheduler through the normal
 * checkout, or sent for approval when the company's rules catch a run.
 */

export const STANDING_METHODS = ['posti', 'matkahuolto', 'nouto'] as const
export const STANDING_STATUSES = ['active', 'paused', 'cancelled'] as const
export const RUN_STATUSES = ['planned', 'noticed', 'requested', 'ordered', 'skipped', 'failed'] as const
/** The placeholders of a reference template, filled from the run's dispatch day. */
export const REFERENCE_PLACEHOLDERS = ['{yyyy}', '{mm}', '{dd}', '{vv}'] as const
export const NEXT_RUNS = 12
export const MAX_STANDING_LINES = 100

const CalendarDate = (what: string) =>
  v.pipe(v.string(`${what} puuttuu.`), v.check(isCalendarDate, `${what} ei ole kelvollinen päivämäärä (vvvv-kk-pp).`))

const Name = v.pipe(
  v.string('Anna vakiotilaukselle nimi.'),
  v.trim(),
  v.nonEmpty('Anna vakiotilaukselle nimi.'),
  v.maxLength(60, 'Nimi on liian pitkä (enintään 60 merkkiä).'),
  v.regex(/^[^\p{Cc}]*$/u, 'Nimessä on merkkejä, joita ei voi käyttää.'),
)

const ReferenceTemplate = v.pipe(
  v.string('Viitepohjan pitää olla tekstiä.'),
  v.trim(),
  v.maxLength(CUSTOMER_REFERENCE_MAX, `Viitepohja on liian pitkä (enintään ${CUSTOMER_REFERENCE_MAX} merkkiä).`),
  v.regex(/^[^\p{Cc}]*$/u, 'Viitepohjassa on merkkejä, joita ei voi käyttää.'),
  v.check(
    (t) => (t.match(/\{[^}]*\}/g) ?? []).every((p) => (REFERENCE_PLACEHOLDERS as readonly string[]).includes(p)),
    `Viitepohjassa voi käyttää vain merkintöjä ${REFERENCE_PLACEHOLDERS.join(', ')}.`,
  ),
)

/** Both schedules' span: the first day a run may be, and the last (none: until cancelled). */
const SCHEDULE_SPAN = {
  start_date: CalendarDate('Aloituspäivä'),
  end_date: v.nullish(CalendarDate('Päättymispäivä'), null),
}

export const StandingScheduleSchema = v.pipe(
  v.variant(
    'frequency',
    [
      v.strictObject({
        frequency: v.literal('weekly'),
        interval_weeks: v.pipe(
          v.number('Anna väli viikkoina.'),
          v.integer('Anna väli viikkoina.'),
          v.minValue(1, 'Väli on 1–12 viikkoa.'),
          v.maxValue(12, 'Väli on 1–12 viikkoa.'),
        ),
        weekday: v.pipe(
          v.number('Valitse viikonpäivä.'),
          v.integer('Valitse viikonpäivä.'),
          v.minValue(1, 'Valitse arkipäivä maanantaista perjantaihin.'),
          v.maxValue(5, 'Valitse arkipäivä maanantaista perjantaihin.'),
        ),
        ...SCHEDULE_SPAN,
      }),
      v.strictObject({
        frequency: v.literal('monthly'),
        business_day: v.pipe(
          v.number('Valitse kuukauden arkipäivä.'),
          v.integer('Valitse kuukauden arkipäivä.'),
          v.minValue(1, 'Kuukauden arkipäivä on 1.–20.'),
          v.maxValue(20, 'Kuukauden arkipäivä on 1.–20.'),
        ),
        ...SCHEDULE_SPAN,
      }),
    ],
    'Valitse, toistuuko tilaus viikoittain vai kuukausittain.',
  ),
  v.forward(
    v.check((s) => s.end_date === null || s.end_date >= s.start_date, 'Päättymispäivä on ennen aloituspäivää.'),
    ['end_date'],
  ),
)
export type StandingSchedule = v.InferOutput<typeof StandingScheduleSchema>

/** Where a new standing order's lines come from: the caller's cart, a shopping list or a past order. */
export const StandingSourceSchema = v.variant(
  'kind',
  [
    v.strictObject({ kind: v.literal('cart') }),
    v.strictObject({ kind: v.literal('list'), list_id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
    v.strictObject({
      kind: v.literal('order'),
      order_number: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9-]{1,32}$/, 'Tilausnumero on virheellinen.')),
    }),
  ],
  'Valitse, mistä vakiotilauksen rivit tulevat.',
)

const Settings = {
  name: Name,
  schedule: StandingScheduleSchema,
  reference_template: v.optional(ReferenceTemplate, ''),
  address_id: v.pipe(
    v.number('Valitse toimitusosoite.'),
    v.integer('Valitse toimitusosoite.'),
    v.minValue(1, 'Valitse toimitusosoite.'),
  ),
  shipping_method: v.picklist(STANDING_METHODS, 'Valitse toimitustapa.'),
}

/** POST /api/customer/standing-orders */
export const CreateStandingOrderRequestSchema = v.strictObject({ ...Settings, from: StandingSourceSchema })
export type CreateStandingOrderRequest = v.InferOutput<typeof CreateStandingOrderRequestSchema>

/** POST /api/customer/standing-orders/{id}: the owner changes the settings (the lines have their own call). */
export const UpdateStandingOrderRequestSchema = v.strictObject(Settings)
export type UpdateStandingOrderRequest = v.InferOutput<typeof UpdateStandingOrderRequestSchema>

/** POST /api/customer/standing-orders/{id}/status: pause, resume or cancel (cancelled is final). */
export const StandingStatusRequestSchema = v.strictObject({
  status: v.picklist(STANDING_STATUSES, 'Valitse tila.'),
})

const StandingLineInput = v.strictObject({
  sku: Sku,
  quantity: Quantity,
  fulfilment: v.nullish(v.picklist(['backorder', 'partial'], 'Valitse, miten vajaa rivi toimitetaan.'), null),
})

/** PUT /api/customer/standing-orders/{id}/lines: every run's lines from now on. */
export const StandingLinesRequestSchema = v.strictObject({
  lines: v.pipe(
    v.array(StandingLineInput, 'Rivit puuttuvat.'),
    v.minLength(1, 'Vakiotilauksessa on oltava vähintään yksi rivi.'),
    v.maxLength(MAX_STANDING_LINES, `Vakiotilauksessa voi olla enintään ${MAX_STANDING_LINES} riviä.`),
  ),
})
export type StandingLinesRequest = v.InferOutput<typeof StandingLinesRequestSchema>

/** POST /api/customer/standing-orders/{id}/runs/{date}: skip one run, take it back, or change its lines. */
export const StandingRunRequestSchema = v.variant(
  'action',
  [
    v.strictObject({ action: v.literal('skip') }),
    v.strictObject({ action: v.literal('unskip') }),
    v.strictObject({
      action: v.literal('lines'),
      lines: v.pipe(
        v.array(
          v.strictObject({ sku: Sku, quantity: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(999)) }),
        ),
        v.minLength(1, 'Rivit puuttuvat.'),
        v.maxLength(MAX_STANDING_LINES, `Kerrassa voi olla enintään ${MAX_STANDING_LINES} riviä.`),
      ),
    }),
  ],
  'Valitse toiminto.',
)
export type StandingRunRequest = v.InferOutput<typeof StandingRunRequestSchema>

export const StandingOrderIdParamSchema = v.pipe(v.string(), v.regex(/^[1-9]\d{0,14}$/), v.transform(Number))
export const RunDateParamSchema = v.pipe(v.string(), v.check(isCalendarDate))

// ---------------------------------------------------------------- responses

const StandingLineSchema = v.object({
  sku: v.string(),
  name: v.string(),
  url_key: v.string(),
  pakkauskokoteksti: v.string(),
  quantity: v.number(),
  fulfilment: v.nullable(v.picklist(['backorder', 'partial'])),
  /** Today's contract price, alv 0 %. */
  unit_price: v.number(),
  row_total: v.number(),
  availability_label: v.string(),
  availability_state: v.picklist(['in-stock', 'low', 'backorder', 'shortage', 'discontinued']),
})
export type StandingLine = v.InferOutput<typeof StandingLineSchema>

export const NextRunSchema = v.object({
  run_date: v.string(),
  dispatch_date: v.string(),
  /** Why the dispatch day is earlier than the schedule's date, or null. */
  moved_because: v.nullable(v.string()),
  /** Edits close and the run is ordered (ISO instant). */
  cutoff_at: v.string(),
  notice_at: v.string(),
  status: v.picklist(RUN_STATUSES),
  /** This run's own lines, when they were changed for it (or the notice made its cart). */
  lines: v.nullable(v.array(v.object({ sku: v.string(), name: v.string(), quantity: v.number() }))),
})
export type NextRun = v.InferOutput<typeof NextRunSchema>

export const RunHistorySchema = v.object({
  run_date: v.string(),
  dispatch_date: v.string(),
  status: v.picklist(RUN_STATUSES),
  order_number: v.nullable(v.string()),
  request_id: v.nullable(v.number()),
  request_status: v.nullable(v.string()),
  message: v.string(),
  at: v.string(),
})
export type RunHistory = v.InferOutput<typeof RunHistorySchema>

export const StandingOrderSummarySchema = v.object({
  id: v.number(),
  name: v.string(),
  status: v.picklist(STANDING_STATUSES),
  paused_reason: v.nullable(v.string()),
  owner_name: v.string(),
  mine: v.boolean(),
  schedule_text: v.string(),
  line_count: v.number(),
  next_run: v.nullable(NextRunSchema),
})
export type StandingOrderSummary = v.InferOutput<typeof StandingOrderSummarySchema>

export const StandingOrdersResponseSchema = v.object({
  items: v.array(StandingOrderSummarySchema),
  /** The caller is an administrator: they see, pause and cancel every standing order of the company. */
  manages_all: v.boolean(),
})
export type StandingOrdersResponse = v.InferOutput<typeof StandingOrdersResponseSchema>

export const StandingOrderDetailSchema = v.object({
  ...StandingOrderSummarySchema.entries,
  schedule: v.object({
    frequency: v.picklist(['weekly', 'monthly']),
    interval_weeks: v.nullable(v.number()),
    weekday: v.nullable(v.number()),
    business_day: v.nullable(v.number()),
    start_date: v.string(),
    end_date: v.nullable(v.string()),
  }),
  reference_template: v.string(),
  address: AddressViewSchema,
  shipping_method: v.picklist(STANDING_METHODS),
  lines: v.array(StandingLineSchema),
  /** The lines at today's contract prices, alv 0 %. */
  subtotal: v.number(),
  cold_chain: v.boolean(),
  next_runs: v.array(NextRunSchema),
  history: v.array(RunHistorySchema),
  /** The caller owns it: edits the lines, the settings and the runs. */
  can_edit: v.boolean(),
  /** The caller may pause, resume and cancel it (the owner, or an administrator). */
  can_manage: v.boolean(),
})
export type StandingOrderDetail = v.InferOutput<typeof StandingOrderDetailSchema>

export const StandingOrderResponseSchema = v.object({
  standing_order: StandingOrderDetailSchema,
  /** Lines of the source that were left out, and why (a create only). */
  left_out: v.optional(v.array(v.object({ sku: v.string(), name: v.string(), message: v.string() }))),
})
export type StandingOrderResponse = v.InferOutput<typeof StandingOrderResponseSchema>
