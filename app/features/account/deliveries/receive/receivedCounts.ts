import type { ScannedCode } from '#contract/barcodes'
import type { DeliveryLine } from '#contract/schemas/deliveryLots'
import type { ReceivedCount } from '#contract/deliveryDifferences'

/**
 * What receiving has counted (docs/decisions/083-receiving-deliveries.md), kept on the device in
 * localStorage under the delivery's id, so a reload, a closed tab or a lost connection loses
 * nothing; cleared once the claim is sent.
 */
export interface Received {
  counts: ReceivedCount[]
  unknown: string[]
}

export const EMPTY: Received = { counts: [], unknown: [] }

export const storageKey = (deliveryId: number) => `vastaanotto:${deliveryId}`

export function loadReceived(deliveryId: number): Received {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey(deliveryId)) ?? 'null') as Received | null
    return saved && Array.isArray(saved.counts) && Array.isArray(saved.unknown) ? saved : EMPTY
  } catch {
    return EMPTY
  }
}

export function saveReceived(deliveryId: number, received: Received): void {
  try {
    localStorage.setItem(storageKey(deliveryId), JSON.stringify(received))
  } catch {
    // A full or blocked storage: the count stays on the page.
  }
}

/** The line a scanned code names: by GTIN, by the Vnr of an NTIN, or by SKU. */
export function lineOf(lines: readonly DeliveryLine[], code: ScannedCode): DeliveryLine | undefined {
  if (code.kind === 'gtin') return lines.find((line) => line.ean === code.gtin)
  if (code.kind === 'ntin') return lines.find((line) => line.vnr === code.vnr || line.ean === code.gtin)
  if (code.kind === 'sku') return lines.find((line) => line.sku.toUpperCase() === code.sku)
  return undefined
}

/** Unknown codes the claim lists at most (contract/schemas/deliveryClaim.ts). */
export const MAX_UNKNOWN = 50

/**
 * One pack more of a code that names no line: kept by the product it names (a serialised pack's
 * code differs from its twin's only by the serial), at most MAX_UNKNOWN of them.
 */
export function countUnknown(received: Received, code: ScannedCode, text: string): Received {
  const key = code.kind === 'gtin' || code.kind === 'ntin' ? code.gtin : code.kind === 'sku' ? code.sku : text
  if (received.unknown.length >= MAX_UNKNOWN) return received
  return { ...received, unknown: [...received.unknown, key] }
}

/** One pack more of `sku` and `lot`. */
export function countOne(received: Received, sku: string, lot: string | null): Received {
  const same = received.counts.find((c) => c.sku === sku && c.lot === lot)
  return {
    ...received,
    counts: same
      ? received.counts.map((c) => (c === same ? { ...c, quantity: c.quantity + 1 } : c))
      : [...received.counts, { sku, lot, quantity: 1 }],
  }
}
