import { replacesText } from '../../../contract/backorderText'
import type { CartItem } from '../../../contract/schemas/cart'
import { useLineFulfilment } from './mutations'

const messages = {
  // The visible words lead the accessible name (WCAG 2.5.3), the product follows.
  restore: (name: string) => `Palauta alkuperäinen: ${name}`,
  restoreShort: 'Palauta alkuperäinen',
  failed: 'Palautus ei onnistunut. Yritä uudelleen.',
}

/**
 * A line the buyer swapped for a substitute (docs/decisions/077-substitutes.md) says what it
 * replaces, why and in what quantity, and gives the original back in one press: nothing in the
 * cart changes without the buyer seeing it.
 */
export function SubstitutedLineNote({ item, navId }: { item: CartItem; navId: string | null }) {
  const choose = useLineFulfilment(navId, item.id)
  const replaces = item.replaces
  if (!replaces) return null
  return (
    <div
      className="flex flex-col gap-1 rounded-md border border-line bg-surface-alt p-2 text-sm"
      data-testid="line-replaces"
    >
      <p>{replacesText({ ...replaces, note: [replaces.note, replaces.reason].filter(Boolean).join('. ') || null })}</p>
      <button
        type="button"
        className="tap self-start text-brand-800 underline hover:text-brand-900"
        onClick={() => choose.mutate({ fulfilment: 'original' })}
        disabled={choose.isPending}
        aria-label={messages.restore(replaces.name)}
        data-testid="line-restore-original"
      >
        {messages.restoreShort}
      </button>
      {choose.isError ? (
        <p role="alert" className="text-danger-600">
          {choose.error.message || messages.failed}
        </p>
      ) : null}
    </div>
  )
}
