import type { RequestShippingEstimate } from '../../../contract/schemas/purchaseRequests'
import { availableShippingMethods } from '../cart/methods'
import { euros, SHIPPING_VAT_RATE, taxCents } from '../cart/totals'
import { readStoreConfig } from '../storeConfig'

/**
 * What delivering a request would cost, for the approver's total (spec §12): the cheapest
 * delivered method the cart would offer (free shipping from the store's limit, the cold-chain
 * surcharge when a line needs it), never pickup, which the approver chooses at the checkout.
 */
export async function shippingEstimate(
  db: D1Database,
  lines: { quantity: number; unitCents: number; coldChain: boolean }[],
): Promise<RequestShippingEstimate | null> {
  const ordered = lines.filter((l) => l.quantity > 0)
  if (ordered.length === 0) return null
  const { free_shipping_limit: limit } = await readStoreConfig(db)
  const subtotal = ordered.reduce((sum, l) => sum + l.unitCents * l.quantity, 0)
  const methods = availableShippingMethods({
    freeShipping: limit > 0 && subtotal >= Math.round(limit * 100),
    coldChain: ordered.some((l) => l.coldChain),
  }).filter((m) => m.pickup === null)
  const cheapest = methods.reduce<(typeof methods)[number] | null>((a, m) => (a && a.cents <= m.cents ? a : m), null)
  if (!cheapest) return null
  return {
    amount: euros(cheapest.cents),
    vat: euros(taxCents(cheapest.cents, SHIPPING_VAT_RATE)),
    // What is paid for: a free method's name would read as free beside a cold-chain surcharge.
    name: (cheapest.breakdown.some((b) => b.cents > 0)
      ? cheapest.breakdown.filter((b) => b.cents > 0)
      : cheapest.breakdown
    )
      .map((b) => b.name)
      .join(' + '),
  }
}
