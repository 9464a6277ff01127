import { finnishDayMonth } from './availability'

/**
 * Apart from ./availability.ts so the listings' first load, which labels availability, does not
 * carry the order views' words (docs/decisions/030-home-js.md).
 */
/** An order line's part still to come, in words: "Jälkitoimitus 6 kpl, arvio 15.12. – toimitetaan kerralla". */
export function backorderText(backorder: {
  quantity: number
  fulfilment: 'backorder' | 'partial' | null
  expected_date: string | null
}): string {
  const date = finnishDayMonth(backorder.expected_date)
  const how =
    backorder.fulfilment === 'partial'
      ? ' – loput toimitetaan erikseen'
      : backorder.fulfilment === 'backorder'
        ? ' – toimitetaan kerralla'
        : ''
  return `Jälkitoimitus ${backorder.quantity} kpl${date ? `, arvio ${date}` : ''}${how}`
}

/**
 * An order or cart line's substitute, in words (docs/decisions/077-substitutes.md): "Korvaa tuotetta
 * ”Meloksikaami … 100 ml” (VT-106431), 1 kpl. 2 × 50 ml korvaa 100 ml. Sama vaikuttava aine, …".
 */
export function replacesText(replaces: { sku: string; name: string; quantity: number; note: string | null }): string {
  return `Korvaa tuotetta ”${replaces.name}” (${replaces.sku}), ${replaces.quantity} kpl.${replaces.note ? ` ${replaces.note}.` : ''}`
}
