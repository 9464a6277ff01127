import { Hono } from 'hono'
import * as v from 'valibot'
import { IdempotencyKeySchema } from '../../../contract/schemas/quickOrder'
import { DocumentNumberParamSchema } from '../../../contract/schemas/orders'
import { ReorderRequestSchema, type ReorderLine } from '../../../contract/schemas/reorder'
import { authenticate, companyOf, customerOf } from '../auth'
import { bulkAdd } from '../cart/bulkAdd'
import { judgeLines } from '../cart/quickOrderLines'
import { ownCartForWriting } from '../approvals/approvalCart'
import { loadCart } from '../cart/view'
import { changeSinceOrdered } from '../../../contract/availabilityChange'
import { deniesMedListing } from '../customers'
import { BackendError } from '../errors'
import { requireScope } from '../orders/access'
import { companyOrderLines } from '../orders/lines'
import type { BackendEnv } from '../types'
import { readBody, readParam } from '../validate'

/**
 * Reorder (spec §10): an order's lines into the cart at today's contract prices. The order
 * must be the caller's (another customer's number is a 404, like an unknown one); reading it
 * needs the `orders` scope, adding to a cart nothing more. A line whose pack size changed is
 * rounded to the nearest allowed quantity and says so; a line no longer sold, sold out or not
 * allowed is reported by name. The add itself is the bulk add's: exactly once per
 * Idempotency-Key.
 */
export const reorderRoutes = new Hono<BackendEnv>()

const orderNotFound = () => new BackendError(404, 'Tilausta ei löytynyt.')

const REASONS: Record<string, string> = {
  unknown: 'Tuotetta ei enää myydä.',
  'out-of-stock': 'Tuote on loppunut.',
  discontinued: 'Tuote on poistunut valikoimasta.',
  'not-allowed': 'Tuote ei ole tilattavissa asiakkuudellasi.',
  'choose-variant': 'Valitse tuotteen vaihtoehto tuotesivulla.',
  'cart-full': 'Ostoskori on täynnä.',
}

reorderRoutes.post('/:orderNumber/reorder', authenticate({ required: true }), requireScope('orders'), async (c) => {
  const customerId = customerOf(c)
  const orderNumber = readParam(c.req.param('orderNumber'), DocumentNumberParamSchema, orderNotFound)
  const key = v.safeParse(IdempotencyKeySchema, c.req.header('Idempotency-Key') ?? '')
  if (!key.success) {
    const message = 'Idempotency-Key puuttuu tai on virheellinen.'
    throw new BackendError(400, message, { 'Idempotency-Key': message })
  }
  const { lines: ticked } = await readBody(c, ReorderRequestSchema)
  const results = await companyOrderLines(c.env.DB, orderNumber, companyOf(c))
  if (results.length === 0) throw orderNotFound()
  const chosen = ticked ? results.filter((l) => ticked.includes(l.line_no)) : results
  if (chosen.length === 0) throw new BackendError(400, 'Valitse vähintään yksi tilauksen rivi.')

  // Today's pack sizes: a quantity off the product's rules is rounded, not refused.
  const withoutDrugs = await deniesMedListing(c.env.DB, customerId)
  const judged = await judgeLines(
    c.env.DB,
    chosen.map((l) => ({ code: l.sku, quantity: l.quantity })),
    { withoutDrugs },
  )
  const quantities = judged.map((j, i) =>
    j.problem === 'quantity' && j.suggested_quantity !== undefined ? j.suggested_quantity : (chosen[i]?.quantity ?? 0),
  )
  const items = chosen.map((l, i) => ({ sku: l.sku, quantity: quantities[i] ?? l.quantity }))

  for (let attempt = 0; attempt < 2; attempt++) {
    const cartId = await ownCartForWriting(c.env.DB, customerId)
    const outcome = await bulkAdd(c.env.DB, { customerId, cartId, key: key.output, items, withoutDrugs })
    if ('cartClosed' in outcome) continue
    const lines = chosen.map((line, i): ReorderLine => {
      const result = outcome.lines[i]
      const base = {
        line_no: line.line_no,
        sku: line.sku,
        name: line.name,
        quantity: line.quantity,
        price_then: line.unit_price_cents / 100,
      }
      if (result?.ok) {
        const added = items[i]?.quantity ?? line.quantity
        return added === line.quantity
          ? { ...base, added: true, quantity_added: added }
          : {
              ...base,
              added: true,
              quantity_added: added,
              message: `Pakkauskoko on muuttunut: määrä pyöristettiin ${added} kpl:een.`,
            }
      }
      const problem = result?.problem ?? 'unknown'
      return { ...base, added: false, problem, message: REASONS[problem] ?? result?.message ?? REASONS.unknown }
    })
    const state = await loadCart(c.env.DB, cartId, customerId)
    if (!state) break
    // What changed in availability since the order (docs/decisions/078-availability-since.md).
    const withChanges = lines.map((line, i): ReorderLine => {
      const now = line.added ? state.lines.find((l) => l.sku === line.sku) : undefined
      const change =
        now &&
        changeSinceOrdered(
          chosen[i]?.fulfilment === null,
          { in_stock: now.inStock, availability: now.availability },
          now.quantity,
        )
      return change ? { ...line, availability_change: change } : line
    })
    return c.json({ cart: state.view, lines: withChanges })
  }
  throw new BackendError(410, 'Ostoskoria ei löytynyt. Päivitä sivu ja yritä uudelleen.')
})
