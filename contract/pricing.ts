/**
 * Prices and badges of spec §3/§4, shared by every listing, the product page and the cart.
 * Catalogue prices are alv 0 %.
 */

/** spec §3 contract price type: 4 is special. */
export const SPECIAL_PRICE_TYPE = 4
/** With only a from-date, a product counts as new for this many days (docs/decisions/011-catalogue-input-and-audience.md rule). */
export const NEW_WINDOW_DAYS = 30

export interface PricedProduct {
  sku: string
  price_range: { minimum_price: { final_price: { value: number }; regular_price: { value: number } } }
  custom_price?: number | null
  new_from_date: string | null
  new_to_date: string | null
}

/**
 * Whether a catalogue answer carried this product's prices: a customer's does, a guest's has
 * no price fields at all (spec §1, §6), so a page shows a price only after this check.
 */
export function hasPrices<T extends { price_range?: PricedProduct['price_range'] }>(
  product: T,
): product is T & Pick<PricedProduct, 'price_range'> {
  return product.price_range !== undefined
}

export interface ContractPriceLike {
  product_no: string
  special_price: number
  price_type: number
}

const DAY_MS = 86_400_000

/** Parses yyyy-mm-dd as a calendar day (UTC midnight) so comparisons ignore the time of day. */
function day(value: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  if (!match) return null
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))
}

const HOUR_MS = 3_600_000

/** UTC midnight of the last Sunday of a month (month 0-based). */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0)
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS
}

/**
 * The Helsinki calendar day of an instant, as UTC midnight of that date. The shop's calendar
 * is Finland's, on the server and in any browser. Finland keeps EET (UTC+2) with EU summer time
 * (UTC+3 from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October). Worked out here rather than with Intl.DateTimeFormat and a timeZone: building that
 * formatter loads the time-zone data, which cost 55 ms of main thread (220 ms on Lighthouse's
 * mobile CPU) in the first load of every catalogue page. pricing.test.ts checks this against
 * Intl for every hour of two years.
 */
export function helsinkiDay(instant: Date): number {
  const t = instant.getTime()
  const year = instant.getUTCFullYear()
  const summer = t >= lastSunday(year, 2) + HOUR_MS && t < lastSunday(year, 9) + HOUR_MS
  const local = new Date(t + (summer ? 3 : 2) * HOUR_MS)
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate())
}

/**
 * spec §4 "new": today (in Helsinki) within new_from_date..new_to_date, both days included; with
 * only a from-date, within NEW_WINDOW_DAYS days from it (the from-day is day 1); with no
 * from-date, never. docs/decisions/010-product-badges.md.
 */
export function isNew(product: Pick<PricedProduct, 'new_from_date' | 'new_to_date'>, today: Date): boolean {
  const from = product.new_from_date ? day(product.new_from_date) : null
  if (from === null) return false
  const now = helsinkiDay(today)
  if (now < from) return false
  const to = product.new_to_date ? day(product.new_to_date) : null
  if (to !== null) return now <= to
  return now - from < NEW_WINDOW_DAYS * DAY_MS
}

export interface PriceView {
  /** What this customer pays (alv 0 %). */
  price: number
  /** The list price before any catalogue discount. */
  regular: number
  final: number
  contractPrice: number | null
  isContract: boolean
  isSale: boolean
}

/**
 * spec §4 badges and the price to show:
 * - contract product: a contract (or custom) price that differs from the final price;
 *   price_type 4 always counts as contract and never as sale;
 * - sale: final differs from regular and no higher contract price applies;
 * - the customer pays the contract price when it is lower, or always when it is type 4.
 */
export function priceView(product: PricedProduct, contract: ContractPriceLike | undefined): PriceView {
  const final = product.price_range.minimum_price.final_price.value
  const regular = product.price_range.minimum_price.regular_price.value
  const special = contract?.price_type === SPECIAL_PRICE_TYPE
  const contractPrice = contract?.special_price ?? product.custom_price ?? null
  const isContract = special || (contractPrice !== null && contractPrice !== final)
  const higherContract = contractPrice !== null && contractPrice > final
  const isSale = !special && final !== regular && !higherContract
  let price = final
  if (contractPrice !== null && (special || contractPrice < final)) price = contractPrice
  return { price, regular, final, contractPrice, isContract, isSale }
}
