import { finnishDayMonth } from '../../../contract/availability'
import type { CartItem } from '../../../contract/schemas/cart'
import type { SubstituteOffer } from '../../../contract/schemas/substitutes'
import { useStoreFormat } from '../session/useStoreFormat'
import { useLineFulfilment, type LineChoice } from './mutations'
import { SubstitutedLineNote } from './SubstitutedLineNote'
import { needsSubstitute, useLineSubstitutes } from './substitutesQuery'

/** The words of the choice, with the line's numbers (docs/decisions/073-availability.md, 077-substitutes.md). */
const shipMessages = {
  legend: (now: number, quantity: number) =>
    now > 0
      ? `Heti saatavilla ${now} / ${quantity} kpl. Miten rivi toimitetaan?`
      : `Ei heti saatavilla. Miten rivi toimitetaan?`,
  discontinued: 'Tuote on poistunut valikoimasta. Ota korvaava tuote tai poista rivi.',
  backorder: (date: string | null) =>
    date ? `Odota koko määrää (arvio ${date}), toimitetaan kerralla` : 'Odota koko määrää, toimitetaan kerralla',
  partial: (now: number, date: string | null) =>
    date ? `Toimita ${now} kpl nyt, loput arviolta ${date}` : `Toimita ${now} kpl nyt, loput kun saapuvat`,
  substitute: (name: string) => `Ota korvaava: ${name}`,
  substituteFacts: (offer: SubstituteOffer, total: string | null) =>
    [`${offer.quantity} kpl heti`, offer.note, total].filter(Boolean).join(' · '),
  removeHint: 'Tai poista rivi roskakorista.',
  failed: 'Valinta ei tallentunut. Yritä uudelleen.',
}

/**
 * A line that cannot ship in full asks the buyer how it ships: wait for all of it, ship what
 * there is now and the rest later (only when something ships now), or take one of the operator's
 * substitutes that ships now. Removing the line is its trash button. A discontinued line offers
 * only its substitutes. The cart, the minicart and checkout's summary show the same choice;
 * placeOrder refuses the order until each short line has one.
 */
export function LineShipChoice({ item, navId }: { item: CartItem; navId: string | null }) {
  if (item.replaces) return <SubstitutedLineNote item={item} navId={navId} />
  return needsSubstitute(item) ? <ShortLineChoice item={item} navId={navId} /> : null
}

function ShortLineChoice({ item, navId }: { item: CartItem; navId: string | null }) {
  const { money } = useStoreFormat()
  const choose = useLineFulfilment(navId, item.id)
  const offers = useLineSubstitutes(navId, item.id).data ?? []
  const now = item.ships_now ?? item.quantity
  const facts = item.product.availability
  const gone = facts?.discontinued === true
  const date = finnishDayMonth(facts?.restock_date ?? facts?.shortage?.ends_on ?? null)
  const pending = choose.isPending ? choose.variables : null
  const chosen = pending ? valueOf(pending) : item.fulfilment
  const ship: { value: string; choice: LineChoice; label: string; facts?: string; reason?: string }[] = gone
    ? []
    : [
        { value: 'backorder', choice: { fulfilment: 'backorder' }, label: shipMessages.backorder(date) },
        ...(now > 0
          ? [
              {
                value: 'partial',
                choice: { fulfilment: 'partial' } as LineChoice,
                label: shipMessages.partial(now, date),
              },
            ]
          : []),
      ]
  const options = [
    ...ship,
    ...offers.map((offer) => ({
      value: `substitute:${offer.sku}`,
      choice: { fulfilment: 'substitute', substitute_sku: offer.sku } as LineChoice,
      label: shipMessages.substitute(offer.name),
      facts: shipMessages.substituteFacts(offer, offer.prices ? money(offer.prices.row_total.value) : null),
      reason: offer.reason,
    })),
  ]
  return (
    <fieldset
      className={`flex flex-col gap-1 rounded-md border p-2 text-sm ${chosen ? 'border-line' : 'border-warn-600'}`}
      data-testid="line-ship-choice"
      disabled={choose.isPending}
    >
      <legend className="px-1 font-semibold">
        {gone ? shipMessages.discontinued : shipMessages.legend(now, item.quantity)}
      </legend>
      {options.map((option) => (
        // The whole row is the 44 px tap target; the radio's own dot is drawn beside it
        // (the pattern of ApprovalRulesForm's switches).
        <label
          key={option.value}
          className="tap flex cursor-pointer items-center gap-2 rounded-md px-1 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200"
        >
          <input
            type="radio"
            name={`ship-${item.id}`}
            value={option.value}
            checked={chosen === option.value}
            onChange={() => choose.mutate(option.choice)}
            className="peer sr-only"
            data-testid={`line-ship-${option.value}`}
          />
          <span
            aria-hidden="true"
            className="h-5 w-5 shrink-0 rounded-full border-2 border-ink-muted bg-white peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:shadow-[inset_0_0_0_3px_white]"
          />
          <span className="flex min-w-0 flex-col">
            <span>{option.label}</span>
            {option.facts ? <span className="text-xs text-ink-muted">{option.facts}</span> : null}
            {option.reason ? <span className="text-xs text-ink-muted">{option.reason}</span> : null}
          </span>
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

/** The radio value of a choice: 'backorder', 'partial' or 'substitute:SKU'. */
const valueOf = (choice: LineChoice): string =>
  choice.fulfilment === 'substitute' ? `substitute:${choice.substitute_sku}` : choice.fulfilment
