import type { ReactNode } from 'react'

const TH = 'py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-muted'

/**
 * The desktop table of the account's document lists (orders, invoices): a card-framed table
 * with a screen-reader caption and column headings, the last column (an amount) right-aligned.
 * Phones get the lists' card layout instead, so this is hidden below `md`.
 */
export function DocumentTable({
  caption,
  columns,
  testId,
  compact = false,
  children,
}: {
  caption: string
  columns: readonly string[]
  testId: string
  /** Narrower cell padding (px-3) for a table of many columns; its rows' cells use px-3 too. */
  compact?: boolean
  /** The rows (`<tr>`), each led by a `<th scope="row">` naming the document. */
  children: ReactNode
}) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-line bg-white shadow-sm md:block">
      <table className="w-full text-sm" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-alt">
          <tr>
            {columns.map((label, i) => (
              <th
                key={label}
                scope="col"
                className={`${TH} ${compact ? 'px-3' : 'px-4'} ${i === columns.length - 1 ? 'text-right' : ''}`}
              >
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">{children}</tbody>
      </table>
    </div>
  )
}
