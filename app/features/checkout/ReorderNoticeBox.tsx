import type { Cart } from '../../../contract/schemas/cart'
import { useStoreFormat } from '../session/useStoreFormat'
import { checkoutMessages } from './checkoutMessages'
import type { ReorderNotice } from './reorderNotice'

/**
 * What changed since the order that "Tilaa uudelleen" put into the cart: lines no longer sold or
 * rounded to today's pack size, lines that no longer ship now (or do again), and unit prices that moved (docs/decisions/058-one-page-checkout-and-repeat-orders.md).
 * Shown above the form, so it is read before "Lähetä tilaus".
 */
export function ReorderNoticeBox({ notice, cart }: { notice: ReorderNotice; cart: Cart }) {
  const { money } = useStoreFormat()
  const changes: string[] = []
  for (const line of notice.lines) {
    if (!line.added || line.message) {
      changes.push(`${line.name}: ${line.message ?? ''}`)
      continue
    }
    // Availability since the order (docs/decisions/078-availability-since.md).
    if (line.availability_change) changes.push(`${line.name}: ${line.availability_change}`)
    const now = cart.items.find((item) => item.product.sku === line.sku)?.prices?.price.value
    if (
      line.price_then !== undefined &&
      now !== undefined &&
      Math.round(now * 100) !== Math.round(line.price_then * 100)
    ) {
      changes.push(checkoutMessages.reorderPriceChanged(line.name, money(line.price_then), money(now)))
    }
  }
  return (
    <section
      role="status"
      className="rounded-md border border-brand-700 bg-brand-50 px-4 py-3"
      data-testid="reorder-notice"
    >
      <h2 className="font-semibold">{checkoutMessages.reorderTitle(notice.orderNumber)}</h2>
      {changes.length === 0 ? (
        <p className="text-sm">{checkoutMessages.reorderUnchanged}</p>
      ) : (
        <>
          <p className="text-sm">{checkoutMessages.reorderChanges}</p>
          <ul className="ml-5 list-disc text-sm" data-testid="reorder-changes">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
