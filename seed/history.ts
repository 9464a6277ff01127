/**
 * Account-area history of the demo seed: web orders, orders of other sales channels (phone
 * sales, EDI), invoices, deliveries and shopping lists (migrations 0003 and 0005).
 *
 * - demo@example.fi: 30 web orders over the past 12 months plus 5 external ones, lines at its
 *   contract prices, most web orders with the clinic's own reference (PO-2026-0412, "Klinikka
 *   Itä / Virtanen"), invoices 14 days net (paid, open and two overdue), parcels with tracking,
 *   and the lists "Viikkotilaus", "Leikkaussali" and "Rokotteet";
 * - every other customer: a lighter history (0–7 orders, sometimes an external one and a list).
 *
 * Orders are priced with checkout's own rules (worker/backend/cart/totals.ts and methods.ts:
 * VAT per line and rate, shipping at 25,5 %, cold-chain surcharge, free shipping from 300 €),
 * so a seeded order reads exactly like one placed in the shop. Deterministic: "now" is the
 * start of `today` (DEMO_DATE) in Helsinki; a delivery may carry planned steps after it,
 * which the shop shows as reached when the clock gets there.
 */
import { availableShippingMethods, COLD_CHAIN_CATEGORY_KEY } from '../worker/backend/cart/methods.ts'
import { cartTotals, VAT_RATES } from '../worker/backend/cart/totals.ts'
import {
  ORDER_LINE_COLUMNS,
  ORDER_MONEY_COLUMNS,
  orderLine,
  orderMoney,
} from '../worker/backend/orders/orderColumns.ts'
import { referenceNumber } from '../worker/backend/orders/reference.ts'
import { DELIVERY_LINE_COLUMNS, DELIVERY_LOT_COLUMNS, DeliveryLotSeed } from './deliveryLots.ts'
import { DEMO_DATE, type Product } from './catalogue/build.ts'
import type { CategoryRow } from './catalogue/categories.ts'
import type { ContractPrice, Customer } from './customers.ts'
import { addDays, columnValues, createRng, insertStatements, type Rng } from './lib.ts'

export interface HistoryInput {
  customers: readonly Customer[]
  products: readonly Product[]
  contractPrices: readonly ContractPrice[]
  categories: readonly CategoryRow[]
  /** yyyy-mm-dd; the history ends the day before. */
  today?: string
}

export interface HistoryResult {
  /** INSERT statements, to run after customers, products and contract prices. */
  sql: string[]
  counts: Record<string, number>
}

const DEMO_EMAIL = 'demo@example.fi'
const FREE_SHIPPING_LIMIT_CENTS = 30_000 // store_config free_shipping_limit (seed/generate.ts)
const PAYMENT_TERM_DAYS = 14
/** Products the demo clinic (small animals) would not keep on its lists. */
const LARGE_ANIMALS = /naudalle|sialle|lampaalle|hevose|vasikoille|varsoille|peräsuoli|tuotantoeläin/i

/** Epoch seconds of a Helsinki wall-clock time (EEST +3 h from the last Sunday of March to the last Sunday of October). */
function helsinki(date: string, hour: number, minute = 0): number {
  const [y = 1970, m = 1, d = 1] = date.split('-').map(Number)
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(y, month, 0))
    return last.getUTCDate() - last.getUTCDay()
  }
  const summer = (m > 3 && m < 10) || (m === 3 && d >= lastSunday(3)) || (m === 10 && d < lastSunday(10))
  return Date.UTC(y, m - 1, d, hour - (summer ? 3 : 2), minute) / 1000
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay()
const isBusinessDay = (date: string) => weekday(date) >= 1 && weekday(date) <= 5
function nextBusinessDay(date: string): string {
  let next = addDays(date, 1)
  while (!isBusinessDay(next)) next = addDays(next, 1)
  return next
}
const helsinkiDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
/** The Helsinki calendar date (yyyy-mm-dd) of an instant. */
const dateOf = (seconds: number) => helsinkiDay.format(seconds * 1000)

interface Line {
  product: Product
  quantity: number
  unitCents: number
}

interface PlannedOrder {
  customer: Customer
  createdAt: number
  lines: Line[]
  external: { source: string; reference: string; orderedBy: string; note: string } | null
  cancelled: boolean
  method: 'posti' | 'matkahuolto' | 'nouto' | 'freeshipping'
  /** The customer's own reference (orders.customer_reference), '' for none. */
  reference: string
}

export function buildHistory(input: HistoryInput): HistoryResult {
  const today = input.today ?? DEMO_DATE
  const now = helsinki(today, 0)
  const rng = createRng('history')

  const categoryPath = new Map(input.categories.map((c) => [c.id, c.urlPath]))
  const byId = new Map(input.products.map((p) => [p.id, p]))
  const pathOf = (p: Product) => {
    const categoryId = p.categoryId ?? (p.parentId === null ? null : (byId.get(p.parentId)?.categoryId ?? null))
    return categoryId === null ? '' : (categoryPath.get(categoryId) ?? '')
  }
  const sellable = input.products.filter((p) => p.type !== 'configurable')
  const contract = new Map(
    input.contractPrices.map(([customerId, sku, cents, type]) => [`${customerId}:${sku}`, { cents, type }]),
  )
  const bySku = new Map(sellable.map((p) => [p.sku, p]))

  /** What the customer pays: contract/pricing.ts priceView (a lower contract price, or any of type 4). */
  const unitCents = (customer: Customer, p: Product) => {
    const c = contract.get(`${customer.companyId}:${p.sku}`)
    return c && (c.type === 4 || c.cents < p.finalCents) ? c.cents : p.finalCents
  }
  const quantityFor = (r: Rng, p: Product) =>
    p.finalCents < 1_000 ? r.int(3, 20) : p.finalCents < 10_000 ? r.int(1, 6) : r.int(1, 2)

  /** Products a customer buys again and again: its contract SKUs, shuffled. */
  const repertoire = (customer: Customer, size: number, r: Rng): Product[] => {
    const skus = input.contractPrices.filter(([id]) => id === customer.companyId).map(([, sku]) => sku)
    return r
      .shuffle(skus)
      .map((sku) => bySku.get(sku))
      .filter((p): p is Product => p !== undefined)
      .slice(0, size)
  }

  /** Products of a category for a small-animal clinic's list, its contract products first. */
  const pickFrom = (prefix: string, count: number, customer: Customer, r: Rng) => {
    const candidates = sellable.filter((p) => pathOf(p).startsWith(prefix) && !LARGE_ANIMALS.test(p.name))
    const priced = candidates.filter((p) => contract.has(`${customer.companyId}:${p.sku}`))
    return [...r.shuffle(priced), ...r.shuffle(candidates.filter((p) => !priced.includes(p)))].slice(0, count)
  }

  const planOrder = (
    customer: Customer,
    createdAt: number,
    staples: Product[],
    others: Product[],
    r: Rng,
  ): PlannedOrder => {
    const chosen = new Set<Product>()
    const count = r.int(2, 8)
    while (chosen.size < count && chosen.size < staples.length + others.length) {
      const pool = staples.length > 0 && (others.length === 0 || r.chance(0.6)) ? staples : others
      chosen.add(r.pick(pool))
    }
    const lines = [...chosen].map((product) => ({
      product,
      quantity: quantityFor(r, product),
      unitCents: unitCents(customer, product),
    }))
    const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0)
    const method: PlannedOrder['method'] =
      subtotal >= FREE_SHIPPING_LIMIT_CENTS && r.chance(0.9)
        ? 'freeshipping'
        : r.pick(['posti', 'posti', 'posti', 'posti', 'posti', 'posti', 'matkahuolto', 'matkahuolto', 'nouto'] as const)
    return { customer, createdAt, lines, external: null, cancelled: false, method, reference: '' }
  }

  const planned: PlannedOrder[] = []
  const lists: { customer: Customer; title: string; products: Product[]; createdAt: number }[] = []
  const demo = input.customers.find((c) => c.email === DEMO_EMAIL)

  if (demo) {
    const r = createRng('history-demo')
    const weekly = [
      ...pickFrom('hoitotarvikkeet/kasineet/nitriilikasineet', 2, demo, r),
      ...pickFrom('hoitotarvikkeet/sidetarvikkeet', 3, demo, r),
      ...pickFrom('hoitotarvikkeet/injektiotarvikkeet', 3, demo, r),
      ...pickFrom('hygienia-ja-desinfiointi', 2, demo, r),
    ]
    // One product of the weekly list is out of stock (when the catalogue has one), so adding the
    // list to the cart shows what is skipped.
    const missing = sellable.find((p) => p.inStock === 0 && pathOf(p).startsWith('hoitotarvikkeet/sidetarvikkeet'))
    if (missing && !weekly.includes(missing)) weekly.push(missing)
    const surgery = [
      ...pickFrom('hoitotarvikkeet/ompelutarvikkeet', 3, demo, r),
      ...pickFrom('instrumentit/kirurgiset-instrumentit/skalpellit-ja-terat', 2, demo, r),
      ...pickFrom('hoitotarvikkeet/kasineet/kirurgiset-kasineet', 2, demo, r),
      ...pickFrom('klinikkatarvikkeet/paperit-ja-suojat', 2, demo, r),
      ...pickFrom('laakkeet/anestesia-ja-sedaatio', 2, demo, r),
    ]
    const vaccines = [
      ...pickFrom('laakkeet/rokotteet/koiran-rokotteet', 3, demo, r),
      ...pickFrom('laakkeet/rokotteet/kissan-rokotteet', 2, demo, r),
    ]
    lists.push(
      { customer: demo, title: 'Viikkotilaus', products: weekly, createdAt: helsinki(addDays(today, -340), 9, 12) },
      { customer: demo, title: 'Leikkaussali', products: surgery, createdAt: helsinki(addDays(today, -250), 14, 40) },
      { customer: demo, title: 'Rokotteet', products: vaccines, createdAt: helsinki(addDays(today, -120), 8, 5) },
    )
    const staples = weekly.filter((p) => p.inStock === 1)
    const others = [...surgery, ...vaccines, ...repertoire(demo, 30, r)]

    // 27 orders spread over the year (weekdays, office hours), then three recent ones whose
    // parcels are on their way or not yet packed.
    for (let i = 0; i < 27; i++) {
      let day = addDays(today, -360 + Math.round((i * 352) / 27) + r.int(0, 8))
      while (!isBusinessDay(day)) day = addDays(day, 1)
      planned.push(planOrder(demo, helsinki(day, r.int(7, 15), r.int(0, 59)), staples, others, r))
    }
    for (const [days, hour, minute] of [
      [-3, 15, 40],
      [-2, 9, 20],
      [-1, 10, 12],
    ] as const) {
      planned.push(planOrder(demo, helsinki(addDays(today, days), hour, minute), staples, others, r))
    }
    const cancelled = planned[r.int(5, 20)]
    if (cancelled) cancelled.cancelled = true

    const externals = [
      [-300, 'Puhelinmyynti'],
      [-212, 'EDI'],
      [-141, 'Puhelinmyynti'],
      [-63, 'EDI'],
      [-19, 'Puhelinmyynti'],
    ] as const
    for (const [days, source] of externals) {
      let day = addDays(today, days)
      while (!isBusinessDay(day)) day = addDays(day, 1)
      const order = planOrder(demo, helsinki(day, r.int(7, 11), r.int(0, 59)), staples, others, r)
      order.external = externalSource(source, day, `${demo.firstname} ${demo.lastname}`, r)
      planned.push(order)
    }
  }

  // A lighter history for everyone else.
  for (const customer of input.customers) {
    if (customer === demo) continue
    const r = createRng(`history-${customer.id}`)
    const mine = repertoire(customer, 25, r)
    if (mine.length === 0) continue
    const staples = mine.slice(0, 6)
    const others = mine.slice(6)
    const first = Math.max(customer.createdAt, helsinki(addDays(today, -360), 0))
    const span = Math.floor((now - first) / 86_400)
    if (span < 7) continue
    const count = r.int(0, 7)
    for (let i = 0; i < count; i++) {
      let day = addDays(today, -r.int(1, span))
      while (!isBusinessDay(day)) day = addDays(day, 1)
      const createdAt = helsinki(day, r.int(7, 16), r.int(0, 59))
      if (createdAt >= now) continue
      const order = planOrder(customer, createdAt, staples, others, r)
      order.cancelled = r.chance(0.03)
      if (r.chance(0.1)) {
        order.external = externalSource(
          r.chance(0.6) ? 'Puhelinmyynti' : 'EDI',
          day,
          `${customer.firstname} ${customer.lastname}`,
          r,
        )
      }
      planned.push(order)
    }
    if (customer.scope.includes('shoppinglists') && r.chance(0.4)) {
      lists.push({
        customer,
        title: r.pick(['Perustarvikkeet', 'Kuukausitilaus', 'Vastaanotto', 'Varasto']),
        products: mine.slice(0, r.int(3, 8)),
        createdAt: helsinki(addDays(today, -r.int(10, span)), 10, r.int(0, 59)),
      })
    }
  }

  giveReferences(planned)
  return toSql(planned, lists, { now, today }, pathOf, rng)
}

const SITES = ['Klinikka Itä', 'Klinikka Länsi', 'Leikkaussali', 'Vastaanotto', 'Varasto', 'Päivystys']
const BUYERS = ['Virtanen', 'Korhonen', 'Mäkinen', 'Nieminen', 'Laine', 'Heikkinen']

/**
 * The buyer's own reference on most web orders, as clinics write them: a purchase order number
 * of their bookkeeping (PO-2026-0412), a site and the person who ordered (Klinikka Itä /
 * Virtanen), or a cost centre. Drawn from a generator of its own, so the rest of the history
 * is the same as before references existed (the order filters and the CSV export show them).
 */
function giveReferences(planned: PlannedOrder[]) {
  const r = createRng('history-references')
  let po = 400
  for (const order of [...planned].sort((a, b) => a.createdAt - b.createdAt)) {
    if (order.external || r.chance(0.25)) continue
    const year = new Date(order.createdAt * 1000).getUTCFullYear()
    const kind = r.int(0, 9)
    order.reference =
      kind < 5
        ? `PO-${year}-${String((po += r.int(1, 12))).padStart(4, '0')}`
        : kind < 8
          ? `${r.pick(SITES)} / ${r.pick(BUYERS)}`
          : `Kustannuspaikka ${r.int(100, 400)}`
  }
}

function externalSource(source: 'Puhelinmyynti' | 'EDI', day: string, caller: string, r: Rng) {
  const compact = day.replace(/-/g, '')
  return source === 'EDI'
    ? {
        source,
        reference: `EDI${compact}-${String(r.int(10_000, 99_999))}`,
        orderedBy: 'Klinikan tilausjärjestelmä',
        note: 'Tilaus vastaanotettu EDI-sanomana.',
      }
    : {
        source,
        reference: `PM-${day.slice(0, 4)}-${String(r.int(1_000, 9_999))}`,
        orderedBy: caller,
        note: r.pick([
          'Tilattu puhelimitse asiakaspalvelusta.',
          'Kiireellinen täydennys, soitto aamulla.',
          'Myyntiedustajan käynnin yhteydessä sovittu tilaus.',
        ]),
      }
}

type Row = (string | number | null)[]

function toSql(
  planned: PlannedOrder[],
  lists: { customer: Customer; title: string; products: Product[]; createdAt: number }[],
  { now, today }: { now: number; today: string },
  pathOf: (p: Product) => string,
  rng: Rng,
): HistoryResult {
  planned.sort((a, b) => a.createdAt - b.createdAt || a.customer.id - b.customer.id)
  const orders: Row[] = []
  const orderLines: Row[] = []
  const externalOrders: Row[] = []
  const invoices: Row[] = []
  const deliveries: Row[] = []
  const deliveryLots = new DeliveryLotSeed()
  const unpaid: { row: Row; customer: Customer; due: string }[] = []

  planned.forEach((order, index) => {
    const id = index + 1
    const { customer } = order
    const coldChain = order.lines.some((l) => `/${pathOf(l.product)}/`.includes(`/${COLD_CHAIN_CATEGORY_KEY}/`))
    const lines = order.lines.map((l) => ({
      ...l,
      regularCents: l.product.regularCents,
      vatRate: VAT_RATES[l.product.vatClass],
    }))
    const subtotal = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0)
    const methods = availableShippingMethods({ freeShipping: subtotal >= FREE_SHIPPING_LIMIT_CENTS, coldChain })
    const method = methods.find((m) => m.code === order.method) ?? methods[0]
    if (!method) throw new Error('no shipping method')
    const totals = cartTotals(lines, method.cents)
    const address = JSON.stringify({
      firstname: customer.firstname,
      lastname: customer.lastname,
      company: customer.company,
      street: [customer.street],
      postcode: customer.postcode,
      city: customer.city,
      country_code: 'FI',
      telephone: customer.phone,
    })

    // The parcel's timeline: packed within hours on a business day (orders after 14 the next
    // business day), shipped at 16.30, out for delivery the next business morning.
    const orderDay = dateOf(order.createdAt)
    const sameDay = isBusinessDay(orderDay) && order.createdAt < helsinki(orderDay, 14)
    const packDay = sameDay ? orderDay : nextBusinessDay(orderDay)
    const packedAt = sameDay ? order.createdAt + rng.int(90, 150) * 60 : helsinki(packDay, 8, rng.int(15, 59))
    const shippedAt = helsinki(packDay, 16, 30)
    const deliveryDay = nextBusinessDay(packDay)
    const outAt = helsinki(deliveryDay, 7, 45)
    const deliveredAt = helsinki(deliveryDay, rng.int(10, 14), rng.int(0, 59))
    const status = order.cancelled
      ? 'cancelled'
      : packedAt > now
        ? 'received'
        : shippedAt > now
          ? 'processing'
          : deliveredAt > now
            ? 'shipped'
            : 'delivered'

    const orderNumber = order.external ? `E${500_000 + id}` : `W${100_000 + id}`
    orders.push([
      id,
      orderNumber,
      customer.id,
      order.external ? 'external' : 'web',
      status,
      address,
      address,
      method.code,
      'invoice',
      lines.reduce((sum, l) => sum + l.quantity, 0),
      ...columnValues(orderMoney(totals, method.breakdown), ORDER_MONEY_COLUMNS),
      order.createdAt,
      order.reference,
    ])
    lines.forEach((l, i) => {
      const { variantAttribute, variantValue } = l.product
      const line = orderLine({
        ...l,
        productId: l.product.id,
        sku: l.product.sku,
        name: l.product.name,
        options: variantAttribute && variantValue ? `${variantAttribute}: ${variantValue}` : '',
      })
      orderLines.push([id, i + 1, ...columnValues(line, ORDER_LINE_COLUMNS)])
    })
    if (order.external) {
      const e = order.external
      externalOrders.push([id, e.source, e.reference, e.orderedBy, e.note])
    }
    if (status !== 'shipped' && status !== 'delivered') return

    if (method.code !== 'nouto') {
      const parcels = lines.length >= 4 && rng.chance(0.12) ? 2 : 1
      for (let p = 0; p < parcels; p++) {
        const tracking =
          method.code === 'matkahuolto'
            ? `MH${String(rng.int(10_000_000, 99_999_999))}${String(rng.int(100_000, 999_999))}`
            : `JJFI6425021${String(rng.int(10_000, 99_999))}${String(rng.int(10_000, 99_999))}`
        deliveries.push([
          deliveries.length + 1,
          id,
          method.code === 'freeshipping' ? 'posti' : method.code,
          tracking,
          packedAt + p * 1800,
          shippedAt,
          outAt,
          deliveredAt,
        ])
        const deliveryId = deliveries.length
        deliveryLots.add(
          deliveryId,
          lines.filter((_, index) => index % parcels === p),
          dateOf(deliveredAt),
        )
      }
    }

    // Invoiced when shipped (or ready for pickup), 14 days net.
    const invoiceId = invoices.length + 1
    const due = addDays(packDay, PAYMENT_TERM_DAYS)
    const issuedAt = helsinki(packDay, 18)
    const paidAt = issuedAt + rng.int(4, 17) * 86_400 + rng.int(0, 8) * 3600
    const paid = due < today ? rng.chance(0.92) : rng.chance(0.25) && paidAt < now
    const row: Row = [
      invoiceId,
      `L${300_000 + invoiceId}`,
      customer.id,
      id,
      issuedAt,
      due,
      totals.grandTotalCents,
      totals.taxCents,
      paid ? 'paid' : 'open',
      paid ? Math.min(paidAt, now - 3600) : null,
      referenceNumber(String(300_000 + invoiceId)),
    ]
    invoices.push(row)
    if (customer.email === DEMO_EMAIL && due < today) unpaid.push({ row, customer, due })
  })

  // The demo customer has exactly two overdue invoices: the two latest past their due date.
  const demoPastDue = unpaid.sort((a, b) => b.due.localeCompare(a.due))
  demoPastDue.forEach(({ row }, i) => {
    row[8] = i < 2 ? 'open' : 'paid'
    const issuedAt = Number(row[4])
    row[9] = i < 2 ? null : Math.min(issuedAt + (9 + (i % 9)) * 86_400, now - 3600)
  })

  const shoppingLists: Row[] = []
  const listItems: Row[] = []
  for (const list of lists) {
    const id = shoppingLists.length + 1
    const products = [...new Set(list.products)]
    // title_key as contract/schemas/shoppinglist.ts titleKey makes it.
    shoppingLists.push([
      id,
      list.customer.id,
      list.title,
      list.title.toLocaleLowerCase('fi'),
      list.createdAt,
      list.createdAt,
      // The demo clinic's weekly list is shared, so its nurse orders from it too (spec §11).
      list.customer.email === DEMO_EMAIL && list.title === 'Viikkotilaus' ? 1 : 0,
    ])
    products.forEach((p, i) => listItems.push([id, p.id, quantityOf(p, i), list.createdAt + i]))
  }

  const sql = [
    ...insertStatements(
      'orders',
      [
        'id',
        'order_number',
        'customer_id',
        'channel',
        'status',
        'shipping_address',
        'billing_address',
        'shipping_method',
        'payment_method',
        'total_quantity',
        ...ORDER_MONEY_COLUMNS,
        'created_at',
        'customer_reference',
      ],
      orders,
    ),
    ...insertStatements('order_lines', ['order_id', 'line_no', ...ORDER_LINE_COLUMNS], orderLines),
    ...insertStatements(
      'external_orders',
      ['order_id', 'source_system', 'external_reference', 'ordered_by', 'note'],
      externalOrders,
    ),
    ...insertStatements(
      'invoices',
      [
        'id',
        'invoice_number',
        'customer_id',
        'order_id',
        'issued_at',
        'due_date',
        'amount_cents',
        'vat_cents',
        'status',
        'paid_at',
        'reference',
      ],
      invoices,
    ),
    ...insertStatements(
      'deliveries',
      ['id', 'order_id', 'carrier', 'tracking_code', 'packed_at', 'shipped_at', 'out_for_delivery_at', 'delivered_at'],
      deliveries,
    ),
    ...insertStatements('delivery_lines', [...DELIVERY_LINE_COLUMNS], deliveryLots.lines),
    ...insertStatements('delivery_lots', [...DELIVERY_LOT_COLUMNS], deliveryLots.lots),
    ...insertStatements(
      'shopping_lists',
      ['id', 'customer_id', 'title', 'title_key', 'created_at', 'updated_at', 'shared'],
      shoppingLists,
    ),
    ...insertStatements('shopping_list_items', ['list_id', 'product_id', 'quantity', 'created_at'], listItems),
  ]
  return {
    sql,
    counts: {
      orders: orders.length,
      external_orders: externalOrders.length,
      order_lines: orderLines.length,
      invoices: invoices.length,
      deliveries: deliveries.length,
      delivery_lines: deliveryLots.lines.length,
      delivery_lots: deliveryLots.lots.length,
      shopping_lists: shoppingLists.length,
      shopping_list_items: listItems.length,
    },
  }
}

/** A list's usual quantity: boxes of consumables by the handful, instruments one at a time. */
const quantityOf = (p: Product, i: number) => (p.finalCents < 1_000 ? 10 : p.finalCents < 10_000 ? 2 + (i % 3) : 1)
