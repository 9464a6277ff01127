import type { ReactNode } from 'react'
import { Icon } from '../../ui/Icon'

/** The link of a document's card on phones (an order, invoice, delivery or purchase request). */
export const DOCUMENT_CARD_CLASS = 'card flex items-center gap-3 !p-4 hover:border-brand-300'

/**
 * The inside of a document's card, within its link: the document's name and badges, its
 * details below them, the amount on the right and a chevron, as the tables show from 768 px up.
 */
export function DocumentCardBody({
  leading,
  title,
  badges,
  amount,
  children,
}: {
  /** Before the text, e.g. the delivery's parcel icon. */
  leading?: ReactNode
  title: ReactNode
  badges: ReactNode
  amount?: string
  /** The lines of detail, each a <p>. */
  children: ReactNode
}) {
  return (
    <>
      {leading}
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span className="font-semibold text-brand-800">{title}</span>
          {badges}
        </div>
        {children}
      </div>
      {amount === undefined ? null : (
        <span className="whitespace-nowrap text-right font-bold tabular-nums text-ink">{amount}</span>
      )}
      <Icon name="chevron-right" size="s" className="text-ink-muted" />
    </>
  )
}
