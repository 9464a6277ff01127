import type { DeliveryDifference } from './schemas/deliveryClaim'

/**
 * What a received delivery lacks or has too much of (docs/decisions/083-receiving-deliveries.md),
 * from the parcel's lines and lots and the packs the buyer counted. The receiving page shows it
 * as it is counted, and the server writes the claim from the same function, so both say the same.
 *
 * - A line with lots is compared lot by lot. A pack whose code carried no lot fills the line's
 *   lots in their order; a pack of a lot the line does not have is a wrong lot.
 * - A line without lots is compared by its quantity.
 * - A code that names no line of the delivery is listed as unknown.
 */

export interface ExpectedLine {
  sku: string
  name: string
  quantity: number
  lots: { lot: string; quantity: number }[]
}

export interface ReceivedCount {
  sku: string
  lot: string | null
  quantity: number
}

export function deliveryDifferences(
  lines: readonly ExpectedLine[],
  received: readonly ReceivedCount[],
  unknownCodes: readonly string[] = [],
): DeliveryDifference[] {
  const differences: DeliveryDifference[] = []
  const known = new Set(lines.map((line) => line.sku))
  for (const line of lines) {
    const mine = received.filter((r) => r.sku === line.sku && r.quantity > 0)
    const diff = (kind: DeliveryDifference['kind'], lot: string | null, expected: number, got: number) =>
      differences.push({ kind, sku: line.sku, name: line.name, lot, expected, received: got })
    if (line.lots.length === 0) {
      const got = mine.reduce((sum, r) => sum + r.quantity, 0)
      if (got < line.quantity) diff('short', null, line.quantity, got)
      if (got > line.quantity) diff('surplus', null, line.quantity, got)
      continue
    }
    let withoutLot = mine.filter((r) => r.lot === null).reduce((sum, r) => sum + r.quantity, 0)
    for (const lot of line.lots) {
      let got = mine.filter((r) => r.lot === lot.lot).reduce((sum, r) => sum + r.quantity, 0)
      const filled = Math.min(withoutLot, Math.max(0, lot.quantity - got))
      got += filled
      withoutLot -= filled
      if (got < lot.quantity) diff('short', lot.lot, lot.quantity, got)
      if (got > lot.quantity) diff('surplus', lot.lot, lot.quantity, got)
    }
    if (withoutLot > 0) diff('surplus', null, 0, withoutLot)
    const lots = new Set(line.lots.map((l) => l.lot))
    for (const r of mine) {
      if (r.lot !== null && !lots.has(r.lot)) diff('wrong-lot', r.lot, 0, r.quantity)
    }
  }
  for (const r of received) {
    if (!known.has(r.sku) && r.quantity > 0) {
      differences.push({ kind: 'unknown', sku: r.sku, name: r.sku, lot: r.lot, expected: 0, received: r.quantity })
    }
  }
  const counted = new Map<string, number>()
  for (const code of unknownCodes) counted.set(code, (counted.get(code) ?? 0) + 1)
  for (const [code, n] of counted) {
    differences.push({ kind: 'unknown', sku: null, name: code, lot: null, expected: 0, received: n })
  }
  return differences
}

/** One difference as the receiving page and the claim mail say it. */
export function differenceText(d: DeliveryDifference): string {
  const lot = d.lot ? `, erä ${d.lot}` : ''
  switch (d.kind) {
    case 'short':
      return `${d.name}${lot}: puuttuu ${d.expected - d.received} kpl (toimituksessa ${d.expected}, vastaanotettu ${d.received})`
    case 'surplus':
      return `${d.name}${lot}: ${d.received - d.expected} kpl enemmän kuin toimituksessa (${d.expected})`
    case 'wrong-lot':
      return `${d.name}: erä ${d.lot ?? '–'} ei ole toimituksen erä (${d.received} kpl)`
    case 'unknown':
      return `Koodi ${d.name} ei ole tämän toimituksen tuote (${d.received} kpl)`
  }
}
