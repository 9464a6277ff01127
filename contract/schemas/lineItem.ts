import * as v from 'valibot'
import { MAX_QUANTITY, MIN_QUANTITY } from './cart'

/**
 * A product line's SKU and quantity as a client sends them, shared by the cart's and the
 * shopping lists' request schemas (./cartRequests.ts, ./shoppinglistRequests.ts).
 */

export const Quantity = v.pipe(
  v.number('Anna määrä numerona.'),
  v.integer('Määrän pitää olla kokonaisluku.'),
  v.minValue(MIN_QUANTITY, `Määrän pitää olla vähintään ${MIN_QUANTITY}.`),
  v.maxValue(MAX_QUANTITY, `Määrä voi olla enintään ${MAX_QUANTITY}.`),
)

export const Sku = v.pipe(
  v.string('Tuotekoodi puuttuu.'),
  v.trim(),
  v.nonEmpty('Tuotekoodi puuttuu.'),
  v.maxLength(64, 'Tuotekoodi on liian pitkä.'),
  v.regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Virheellinen tuotekoodi.'),
)
