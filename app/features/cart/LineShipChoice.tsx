import { finnishDayMonth } from '../../../contract/availability'
import type { CartItem, Fulfilment } from '../../../contract/schemas/cart'
import { useLineFulfilment } from './mutations'

/** The words of the choice, with the line's numbers (docs/decisions/073-availability.md). */
const shipMessages = {
  legend: (now: number, quantity: number) =>
    now > 0
      ? `Heti saatavilla ${now} / ${quantity} kpl. Miten rivi toimitetaan?`
      : `Ei heti saatavilla. Miten rivi toimitetaan?`,
  backorder: (date: string | null) =>
    date ? `Odota koko määrää (arvio ${date}), toimitetaan kerralla` : 'Odota koko määrää, toimitetaan kerralla',
  partial: (now: number, date: string | null) =>
    date ? `Toimita ${now} kpl nyt, loput arviolta ${date}` : `Toimita ${now} kpl nyt, loput kun saapuvat`,
  removeHint: 'Tai poista rivi roskakorista.',
  failed: 'Valinta ei tallentunut. Yritä uudelleen.',
}

/**
 * A line that cannot ship in full asks the buyer how it ships: wait for all of it, or ship what
 * there is now and the rest later (only when something ships now). Removing the line is its
 * trash button. The cart, the minicart and checkout's summary show the same choice; placeOrder
 * refuses the order until each short line has one.
 */
export function LineShipChoice({ item, navId }: { item: CartItem; navId: string | null }) {
  const choose = useLineFulfilment(navId, item.id)
  const now = item.ships_now ?? item.quantity
  if (now >= item.quantity) return null
  const facts = item.product.availability
  const date = finnishDayMonth(facts?.restock_date ?? facts?.shortage?.ends_on ?? null)
  const chosen = choose.isPending ? choose.variables : item.fulfilment
  const options: [Fulfilment, string][] = [
    ['backorder', shipMessages.backorder(date)],
    ...(now > 0 ? [['partial', shipMessages.partial(now, date)] as [Fulfilment, string]] : []),
  ]
  return (
    <fieldset
      className={`flex flex-col gap-1 rounded-md border p-2 text-sm ${chosen ? 'border-line' : 'border-warn-600'}`}
      data-testid="line-ship-choice"
      disabled={choose.isPending}
    >
      <legend className="px-1 font-semibold">{shipMessages.legend(now, item.quantity)}</legend>
      {options.map(([value, label]) => (
        // The whole row is the 44 px tap target; the radio's own dot is drawn beside it
        // (the pattern of ApprovalRulesForm's switches).
        <label
          key={value}
          className="tap flex cursor-pointer items-center gap-2 rounded-md px-1 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200"
        >
          <input
            type="radio"
            name={`ship-${item.id}`}
            value={value}
            checked={chosen === value}
            onChange={() => choose.mutate(value)}
            className="peer sr-only"
            data-testid={`line-ship-${value}`}
          />
          <span
            aria-hidden="true"
            className="h-5 w-5 shrink-0 rounded-full border-2 border-ink-muted bg-white peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:shadow-[inset_0_0_0_3px_white]"
          />
          <span>{label}</span>
        </label>
      ))}
      <p className="text-xs text-ink-muted">{shipMessages.removeHint}</p>
      {choose.isError ? (
        <p role="alert" className="text-danger-600">
          {choose.error.message || shipMessages.failed}
        </p>
      ) : null}
    </fieldset>
  )
}
