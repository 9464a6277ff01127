import type { ReorderLine } from '#contract/schemas/reorder'
import { Modal } from '../../../ui/Modal'
import { openMinicart } from '../../cart/minicartEvents'
import { ordersMessages } from './ordersMessages'
import { reorderNeedsReview } from './reorderReview'

const t = ordersMessages.reorder

/**
 * What a reorder could not do (spec §10): the lines left out, by name, each with a link to
 * search for an alternative, and the lines whose quantity was rounded to today's pack size.
 * Shown only when something needs the buyer's eye; a full reorder just opens the minicart.
 */
export function ReorderResult({ lines, onClose }: { lines: ReorderLine[] | null; onClose: () => void }) {
  const left = lines?.filter((l) => !l.added) ?? []
  const rounded = lines?.filter((l) => l.added && l.message) ?? []
  const addedCount = lines?.filter((l) => l.added).length ?? 0
  // The minicart waits for this dialog (reorderReview.ts): it opens once the buyer has read it.
  const toCart = () => {
    onClose()
    openMinicart()
  }
  return (
    <Modal
      open={lines !== null && reorderNeedsReview(lines)}
      onClose={onClose}
      title={t.resultTitle}
      testId="reorder-result"
      footer={
        addedCount > 0 ? (
          <button type="button" className="btn-primary w-full sm:w-auto" onClick={toCart}>
            {t.showCart}
          </button>
        ) : null
      }
    >
      <p>{t.addedCount(addedCount, lines?.length ?? 0)}</p>
      {left.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t.notAdded}</h3>
          <ul className="mt-2 flex flex-col gap-2" data-testid="reorder-not-added">
            {left.map((l) => (
              <li key={l.line_no} className="flex flex-col">
                <span className="font-semibold">{l.name}</span>
                <span className="text-sm text-ink-muted">
                  {l.sku} · {l.message}{' '}
                  <a className="link" href={`/searchresults?q=${encodeURIComponent(l.name)}`}>
                    {t.findAlternative}
                  </a>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {rounded.length > 0 ? (
        <>
          <h3 className="mt-4 font-semibold">{t.rounded}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {rounded.map((l) => (
              <li key={l.line_no} className="text-sm">
                <span className="font-semibold">{l.name}</span>: {l.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  )
}
