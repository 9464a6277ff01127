import { backorderText, replacesText } from '#contract/backorderText'
import type { OrderLine } from '#contract/schemas/orders'
import { useStoreFormat } from '../../session/useStoreFormat'
import { ordersMessages } from './ordersMessages'

/**
 * The lines of an order, external order or invoice: a table from 992 px up (and always on
 * paper), cards on phones. Prices are alv 0 % (contract/schemas/orders.ts).
 */
export function OrderLines({ lines, title }: { lines: OrderLine[]; title: string }) {
  const { money } = useStoreFormat()
  return (
    <section aria-labelledby="order-lines-title" data-testid="order-lines">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="order-lines-title" className="section-title">
          {title}
        </h2>
        <p className="text-sm text-ink-muted">{ordersMessages.pricesExcludeVat}</p>
      </div>
      <LinesTable lines={lines} />
      <ul className="mt-3 divide-y divide-line rounded-lg border border-line bg-white md:hidden print:hidden">
        {lines.map((line) => (
          <li key={line.line_no} className="flex flex-col gap-1 p-4" data-testid="order-line">
            <ProductName line={line} />
            <p className="text-xs text-ink-muted">
              {ordersMessages.sku} {line.sku}
              {line.options ? ` · ${line.options}` : ''}
            </p>
            <LineNotes line={line} />
            <div className="mt-1 flex items-baseline justify-between gap-3 text-sm">
              <span className="text-ink-muted">
                {ordersMessages.lineSummary(line.quantity, money(line.unit_price.value))} · {ordersMessages.vatRate}{' '}
                {ordersMessages.vatPercent(line.vat_rate)}
              </span>
              <span className="whitespace-nowrap font-semibold tabular-nums">{money(line.row_total.value)}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The part of a line still to come (docs/decisions/073-availability.md), and the product a
 * substitute replaced (docs/decisions/077-substitutes.md).
 */
export function LineNotes({ line }: { line: OrderLine }) {
  return (
    <>
      {line.replaces ? (
        <p className="text-xs text-ink-muted" data-testid="order-line-replaces">
          {replacesText(line.replaces)}
        </p>
      ) : null}
      {line.backorder ? (
        <p className="text-xs font-semibold text-warn-900" data-testid="order-line-backorder">
          {backorderText(line.backorder)}
        </p>
      ) : null}
    </>
  )
}

function ProductName({ line }: { line: OrderLine }) {
  return line.url_key ? (
    <a href={`/product/${line.url_key}`} className="font-semibold text-ink hover:text-brand-800 hover:underline">
      {line.name}
    </a>
  ) : (
    <span className="font-semibold text-ink">{line.name}</span>
  )
}

function LinesTable({ lines }: { lines: OrderLine[] }) {
  const { money } = useStoreFormat()
  const th = 'whitespace-nowrap px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted'
  const num = 'whitespace-nowrap px-3 py-2 text-right tabular-nums'
  return (
    <div className="mt-3 hidden overflow-hidden rounded-lg border border-line bg-white md:block print:block print:rounded-none print:border-0">
      <table className="w-full text-sm">
        <thead className="border-b border-line bg-surface-alt print:bg-transparent">
          <tr>
            <th scope="col" className={th}>
              {ordersMessages.sku}
            </th>
            <th scope="col" className={th}>
              {ordersMessages.product}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {ordersMessages.quantity}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {ordersMessages.unitPrice}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {ordersMessages.rowTotal}
            </th>
            <th scope="col" className={`${th} text-right`}>
              {ordersMessages.vatRate}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {lines.map((line) => (
            <tr key={line.line_no} className="align-top" data-testid="order-line-row">
              <td className="whitespace-nowrap px-3 py-2 tabular-nums text-ink-muted">{line.sku}</td>
              <td className="px-3 py-2">
                <ProductName line={line} />
                {line.options ? <p className="text-xs text-ink-muted">{line.options}</p> : null}
                <LineNotes line={line} />
              </td>
              <td className={num}>{line.quantity}</td>
              <td className={num}>{money(line.unit_price.value)}</td>
              <td className={`${num} font-semibold`}>{money(line.row_total.value)}</td>
              <td className={`${num} text-ink-muted`}>{ordersMessages.vatPercent(line.vat_rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
