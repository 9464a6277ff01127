import type { DeliveryLine, DeliveryLot } from '#contract/schemas/deliveryLots'
import { AppLink } from '../../../ui/AppLink'
import { Badge } from '../../../ui/Badge'
import { formatCalendarDate } from '../invoices/paymentFormat'
import { deliveriesMessages as m } from './deliveriesMessages'

/**
 * What a delivery carried, with each lot's expiry and quantity (docs/decisions/081-delivery-lots.md):
 * a table from 768 px up and always on paper, cards on phones. A lot that expires sooner than the
 * operator promised is flagged, on paper too.
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
      <table className="mt-3 hidden w-full text-left text-sm md:table print:table">
        <thead className="border-b border-line text-ink-muted">
          <tr>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.product}
            </th>
            <th scope="col" className="py-2 pr-4 text-right font-semibold">
              {m.quantity}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.lot}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {m.expiry}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              {m.lotQuantity}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => {
            const lots: (DeliveryLot | null)[] = line.lots.length > 0 ? line.lots : [null]
            return lots.map((lot, index) => (
              <tr key={`${line.sku}-${lot?.lot ?? ''}`} data-testid={index === 0 ? 'delivery-line' : undefined}>
                {index === 0 ? (
                  <>
                    <td className="py-2 pr-4 align-top" rowSpan={lots.length}>
                      <LineName line={line} />
                    </td>
                    <td className="py-2 pr-4 text-right align-top tabular-nums" rowSpan={lots.length}>
                      {line.quantity}
                    </td>
                  </>
                ) : null}
                <LotCells lot={lot} />
              </tr>
            ))
          })}
        </tbody>
      </table>
      <ul className="mt-3 divide-y divide-line md:hidden print:hidden">
        {lines.map((line) => (
          <li key={line.sku} className="flex flex-col gap-1 py-3" data-testid="delivery-line-card">
            <div className="flex items-baseline justify-between gap-3">
              <LineName line={line} />
              <span className="shrink-0 font-semibold tabular-nums">{m.pieces(line.quantity)}</span>
            </div>
            {line.lots.map((lot) => (
              <div
                key={lot.lot}
                className="mt-1 flex flex-col gap-0.5 rounded-md bg-surface-alt px-3 py-2 text-sm"
                data-testid="delivery-lot"
              >
                <p className="flex items-baseline justify-between gap-3">
                  <span>
                    {m.lot} <span className="font-mono font-semibold">{lot.lot}</span>
                  </span>
                  <span className="tabular-nums">{m.pieces(lot.quantity)}</span>
                </p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span>
                    {m.expiryShort}{' '}
                    <span className="tabular-nums">{lot.expiry ? formatCalendarDate(lot.expiry) : '–'}</span>
                  </span>
                  {lot.short_dated ? <Badge tone="warning">{m.shortDated}</Badge> : null}
                </p>
              </div>
            ))}
          </li>
        ))}
      </ul>
    </section>
  )
}

function LineName({ line }: { line: DeliveryLine }) {
  return (
    <div className="min-w-0">
      {line.url_key ? (
        <AppLink
          href={`/product/${line.url_key}`}
          className="font-semibold text-brand-800 hover:underline print:no-underline"
        >
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
  )
}

function LotCells({ lot }: { lot: DeliveryLot | null }) {
  if (!lot) {
    return (
      <td className="py-2 text-ink-muted" colSpan={3}>
        {m.noLot}
      </td>
    )
  }
  return (
    <>
      <td className="py-2 pr-4 font-mono font-semibold" data-testid="delivery-lot">
        {lot.lot}
      </td>
      <td className="py-2 pr-4 tabular-nums">
        {lot.expiry ? formatCalendarDate(lot.expiry) : '–'}
        {lot.short_dated ? (
          <span className="ml-2 align-middle">
            <Badge tone="warning">{m.shortDated}</Badge>
          </span>
        ) : null}
      </td>
      <td className="py-2 text-right tabular-nums">{lot.quantity}</td>
    </>
  )
}
