import type { DeliveryLine } from '#contract/schemas/deliveryLots'
import { AppLink } from '../../../ui/AppLink'
import { Badge } from '../../../ui/Badge'
import { formatDate } from '../../../lib/format'
import { deliveriesMessages as m } from './deliveriesMessages'

/**
 * What a delivery carried, with each lot's expiry and quantity (docs/decisions/081-delivery-lots.md),
 * one list for every width and for paper. A lot that expires sooner than the operator promised
 * is flagged, on paper too.
 */
export function DeliveryLines({ lines }: { lines: DeliveryLine[] }) {
  if (lines.length === 0) return null
  const shortDated = lines.some((line) => line.lots.some((lot) => lot.short_dated))
  return (
    <section className="card" aria-labelledby="delivery-lines-title" data-testid="delivery-lines">
      <h2 id="delivery-lines-title" className="section-title">
        {m.lines}
      </h2>
      {shortDated ? (
        <p role="note" className="mt-2 rounded-md bg-warn-50 p-3 text-sm text-warn-900" data-testid="short-dated-note">
          {m.shortDatedNote}
        </p>
      ) : null}
      <ul className="mt-3 divide-y divide-line">
        {lines.map((line) => (
          <li key={line.sku} className="flex flex-col gap-1 py-3" data-testid="delivery-line">
            <div className="flex items-baseline justify-between gap-3">
              <div className="min-w-0">
                {line.url_key ? (
                  <AppLink href={`/product/${line.url_key}`} className="font-semibold text-brand-800 hover:underline">
                    {line.name}
                  </AppLink>
                ) : (
                  <span className="font-semibold">{line.name}</span>
                )}
                <p className="text-xs text-ink-muted">
                  {m.sku} {line.sku}
                  {line.vnr ? ` · Vnr ${line.vnr}` : ''}
                  {line.min_shelf_life_months ? ` · ${m.promise(line.min_shelf_life_months)}` : ''}
                </p>
              </div>
              <span className="shrink-0 font-semibold tabular-nums">{m.pieces(line.quantity)}</span>
            </div>
            {line.lots.length === 0 ? <p className="text-sm text-ink-muted">{m.noLot}</p> : null}
            {line.lots.map((lot) => (
              <p
                key={lot.lot}
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-surface-alt px-3 py-2 text-sm print:px-0 print:py-0"
                data-testid="delivery-lot"
              >
                <span className="min-w-36">
                  {m.lot} <span className="font-mono font-semibold">{lot.lot}</span>
                </span>
                <span className="tabular-nums">
                  {m.expiryShort} {lot.expiry ? formatDate(`${lot.expiry}T00:00:00Z`, 'UTC') : '–'}
                </span>
                {lot.short_dated ? <Badge tone="warning">{m.shortDated}</Badge> : null}
                <span className="ml-auto tabular-nums">{m.pieces(lot.quantity)}</span>
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}
