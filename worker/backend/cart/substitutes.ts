import { shipsInFull } from '../../../contract/availability'
import type { SubstituteOffer } from '../../../contract/schemas/substitutes'
import { substituteQuantity } from '../../../contract/substitutes'
import { availabilityColumns, availabilityOfRow, type AvailabilityRow } from '../catalog/availability'
import { drugFilter } from '../catalog/drugs'
import { RULE_COLUMNS, rulesOf, type RuleRow } from '../catalog/quantityRules'
import { BackendError } from '../errors'
import { restoreReplacedItem, substituteItem } from './store'
import { euros, rowTotalCents } from './totals'
import { unitCents, type CartState, type PriceRow } from './view'

/**
 * The operator's substitutes offered on a cart's lines (docs/decisions/077-substitutes.md). A line
 * is offered substitutes when it cannot ship in full (or is discontinued) and is no substitute
 * itself; an offer is a substitute the buyer may order (never a medicine for a restricted customer,
 * never a discontinued product, never one already in the cart) that ships the converted quantity
 * now. The swap (routes/cart.ts) checks against this same list, so what is not offered cannot be
 * taken.
 */

interface OfferRow extends AvailabilityRow, RuleRow, PriceRow {
  for_product_id: number
  reason: string
  product_id: number
  name: string
  url_key: string
  pakkauskokoteksti: string
  in_stock: number
}

export interface LineOffer extends SubstituteOffer {
  productId: number
}

const OFFERS_SQL = (withoutDrugs: boolean) => `
  SELECT s.product_id AS for_product_id, s.reason, p.id AS product_id, p.sku, p.name, p.url_key,
    p.pakkauskokoteksti, p.in_stock, p.regular_price_cents, p.final_price_cents, cp.special_price_cents, cp.price_type,
    ${RULE_COLUMNS}, ${availabilityColumns('p')}
  FROM json_each(?1) j
  JOIN product_substitutes s ON s.product_id = j.value
  JOIN products p ON p.id = s.substitute_id
  LEFT JOIN contract_prices cp ON cp.company_id = (SELECT company_id FROM customers WHERE id = ?2) AND cp.product_no = p.sku
  WHERE p.type <> 'configurable' AND p.discontinued = 0${drugFilter('p', withoutDrugs)}
  ORDER BY s.product_id, s.position`

/** Offers per cart item id; an item without any is absent. Reads nothing when no line needs one. */
export async function substituteOffers(
  db: D1Database,
  state: CartState,
  withoutDrugs: boolean,
): Promise<Map<number, LineOffer[]>> {
  const offers = new Map<number, LineOffer[]>()
  // An approval cart holds what was approved: its lines are not swapped (docs/decisions/077-substitutes.md).
  if (state.row.purchase_request_id !== null) return offers
  const short = state.lines.filter(
    (line) => line.replaces === null && (line.shipsNow < line.quantity || line.availability.discontinued),
  )
  if (short.length === 0) return offers
  const { results } = await db
    .prepare(OFFERS_SQL(withoutDrugs))
    .bind(JSON.stringify(short.map((line) => line.productId)), state.row.customer_id ?? -1)
    .all<OfferRow>()
  const inCart = new Set(state.lines.map((line) => line.productId))
  const isCustomer = state.row.customer_id !== null
  for (const line of short) {
    const item = state.view.items.find((i) => i.id === line.itemId)
    if (!item) continue
    const lineOffers = results.flatMap((row): LineOffer[] => {
      if (row.for_product_id !== line.productId || inCart.has(row.product_id)) return []
      const rules = rulesOf(row)
      const converted = substituteQuantity(
        { pakkauskokoteksti: item.product.pakkauskokoteksti, quantity: line.quantity },
        { pakkauskokoteksti: row.pakkauskokoteksti, quantity_rules: rules },
      )
      const availability = availabilityOfRow(row)
      if (!converted || !shipsInFull({ in_stock: row.in_stock === 1, availability }, converted.quantity)) return []
      const unit = unitCents(row, isCustomer)
      return [
        {
          productId: row.product_id,
          sku: row.sku,
          name: row.name,
          url_key: row.url_key,
          pakkauskokoteksti: row.pakkauskokoteksti,
          reason: row.reason,
          quantity: converted.quantity,
          note: converted.note,
          availability,
          prices: isCustomer
            ? {
                price: { value: euros(unit) },
                row_total: { value: euros(rowTotalCents({ unitCents: unit, quantity: converted.quantity })) },
              }
            : null,
        },
      ]
    })
    if (lineOffers.length > 0) offers.set(line.itemId, lineOffers)
  }
  return offers
}

/** The order line's record of a substitute: what it replaced and the words the buyer chose it by. */
export function lineReplaces(line: CartState['lines'][number]) {
  const replaces = line.replaces
  return {
    replaces_sku: replaces?.sku ?? null,
    replaces_name: replaces?.name ?? null,
    replaces_quantity: replaces?.quantity ?? null,
    replaces_note: replaces ? [replaces.note, replaces.reason].filter(Boolean).join('. ') || null : null,
  }
}

const isUniqueConflict = (error: unknown): boolean => /UNIQUE constraint failed/.test(String(error))

/**
 * The buyer's substitute choice on a line: take one of the line's offers (only what
 * substituteOffers offers this buyer: a restricted customer's medicine is as unknown as any
 * other), or take back what a substitute replaced.
 */
export async function changeSubstitute(
  db: D1Database,
  state: CartState,
  itemId: number,
  choice: { take: string; withoutDrugs: boolean } | 'original',
): Promise<void> {
  const line = state.lines.find((l) => l.itemId === itemId)
  if (!line) throw new BackendError(404, 'Tuotetta ei löytynyt ostoskorista.')
  const field = `items.${itemId}.fulfilment`
  if (choice === 'original') {
    if (!line.replaces) throw new BackendError(409, 'Rivi ei korvaa mitään tuotetta.', { [field]: 'Ei palautettavaa.' })
    const conflict = `Tuote ”${line.replaces.name}” on jo ostoskorissa. Muuta sen riviä tai poista tämä rivi.`
    const restored = await restoreReplacedItem(db, state.row.id, itemId).catch((error: unknown) => {
      if (isUniqueConflict(error)) throw new BackendError(409, conflict, { [field]: conflict })
      throw error
    })
    if (!restored) throw new BackendError(404, 'Tuotetta ei löytynyt ostoskorista.')
    return
  }
  const offer = (await substituteOffers(db, state, choice.withoutDrugs)).get(itemId)?.find((o) => o.sku === choice.take)
  if (!offer) {
    const message = 'Tälle riville ei ole tarjolla tätä korvaavaa tuotetta.'
    throw new BackendError(404, message, { [field]: message })
  }
  const swapped = await substituteItem(db, state.row.id, itemId, line.productId, offer.productId, offer.quantity).catch(
    (error: unknown) => {
      if (isUniqueConflict(error)) {
        const message = `Tuote ”${offer.name}” on jo ostoskorissa.`
        throw new BackendError(409, message, { [field]: message })
      }
      throw error
    },
  )
  if (!swapped) throw new BackendError(409, 'Ostoskori muuttui. Päivitä sivu ja valitse uudelleen.')
}
