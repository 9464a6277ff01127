import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { DeliveryDatesResponse } from '../../../contract/schemas/orderDetails'
import { Icon } from '../../ui/Icon'
import { checkoutMessages } from './checkoutMessages'
import { addDays, dayLabel, monthGrid, monthOf, MONTH_NAMES, WEEKDAY_HEADERS } from './calendarDays'

type Day = DeliveryDatesResponse['dates'][number]

/**
 * The requested delivery day as a month grid, not a list of 91 options: every day of the
 * server's calendar shows whether it is offered, and a day that is not says why (weekend,
 * holiday, cold chain, cut-off: the reasons of docs/decisions/035-order-details-and-delivery-dates.md).
 * One tab stop; the arrow keys move by day and week, Enter or Space chooses (the WAI-ARIA date
 * grid pattern). '' is "the first possible day".
 */
export function DeliveryCalendar({
  calendar,
  value,
  onChange,
  error,
  help,
  disabled,
}: {
  calendar: DeliveryDatesResponse | undefined
  value: string
  onChange: (date: string) => void
  error?: string
  help: string
  disabled: boolean
}) {
  const id = useId()
  const days = new Map((calendar?.dates ?? []).map((d) => [d.date, d]))
  const first = calendar?.dates[0]?.date
  const last = calendar?.dates.at(-1)?.date
  const chosen = value || calendar?.earliest || ''
  const [focused, setFocused] = useState<string | null>(null)
  const [month, setMonth] = useState<string | null>(null)
  const [said, setSaid] = useState<string>('')
  const grid = useRef<HTMLTableElement>(null)
  const active = focused ?? (chosen || first || '')
  const shownMonth = month ?? monthOf(active)

  if (!calendar || !first || !last) {
    return (
      <div className="flex flex-col gap-1" aria-busy="true" data-testid="delivery-date">
        <p className="field-label">{checkoutMessages.deliveryDate}</p>
        <p className="text-sm text-ink-muted">{checkoutMessages.firstPossibleLoading}</p>
        <p className="field-help">{help}</p>
      </div>
    )
  }

  const describe = (day: Day) =>
    day.offered ? dayLabel(day.date) : checkoutMessages.dayNotOffered(dayLabel(day.date), day.reason ?? '')
  const focusDay = (date: string) => {
    if (date < first || date > last) return
    setFocused(date)
    setMonth(monthOf(date))
    // After the render that moves the tab stop there.
    requestAnimationFrame(() => grid.current?.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus())
  }
  const choose = (day: Day) => {
    if (!day.offered) {
      setSaid(describe(day))
      return
    }
    setSaid(checkoutMessages.dayChosen(dayLabel(day.date)))
    onChange(day.date === calendar.earliest ? '' : day.date)
  }
  const onKeyDown = (event: KeyboardEvent, date: string) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key]
    if (step === undefined) return
    event.preventDefault()
    focusDay(addDays(date, step))
  }
  const [year, monthNo] = shownMonth.split('-').map(Number) as [number, number]
  const prevMonth = addDays(`${shownMonth}-01`, -1).slice(0, 7)
  const nextMonth = addDays(`${shownMonth}-28`, 7).slice(0, 7)
  const captionId = `${id}-caption`
  const chosenDay = days.get(chosen)
  // Why the month's other days are not offered, each reason once with its days.
  const reasons = [
    ...[...days.values()]
      .filter((d) => monthOf(d.date) === shownMonth && !d.offered && d.reason)
      .reduce(
        (byReason, d) => byReason.set(d.reason ?? '', [...(byReason.get(d.reason ?? '') ?? []), d.date]),
        new Map<string, string[]>(),
      ),
  ]

  return (
    <fieldset className="flex min-w-0 flex-col gap-2" disabled={disabled} data-testid="delivery-date">
      <legend className="field-label">{checkoutMessages.deliveryDate}</legend>
      <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="delivery-date-chosen">
        <span className="font-semibold">
          {value ? dayLabel(value) : checkoutMessages.firstPossibleDay(dayLabel(calendar.earliest))}
        </span>
        {value ? (
          <button type="button" className="link" onClick={() => onChange('')}>
            {checkoutMessages.useFirstPossible}
          </button>
        ) : null}
      </p>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="icon-btn"
          onClick={() => setMonth(prevMonth)}
          disabled={prevMonth < first.slice(0, 7)}
          aria-label={checkoutMessages.previousMonth}
        >
          <Icon name="chevron-left" size="s" />
        </button>
        <h3 id={captionId} className="font-semibold" aria-live="polite">
          {MONTH_NAMES[monthNo - 1]} {year}
        </h3>
        <button
          type="button"
          className="icon-btn"
          onClick={() => setMonth(nextMonth)}
          disabled={nextMonth > last.slice(0, 7)}
          aria-label={checkoutMessages.nextMonth}
        >
          <Icon name="chevron-right" size="s" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby={captionId} className="w-full table-fixed border-collapse">
        <thead>
          <tr>
            {WEEKDAY_HEADERS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-1 text-center text-xs font-semibold text-ink-muted">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(shownMonth).map((week) => (
            <tr key={week.join()}>
              {week.map((date, i) => {
                const day = date ? days.get(date) : undefined
                if (!date || !day) return <td key={date ?? `empty-${i}`} />
                const isChosen = date === chosen
                return (
                  <td key={date} className="p-0.5">
                    <button
                      type="button"
                      tabIndex={date === active ? 0 : -1}
                      aria-disabled={day.offered ? undefined : true}
                      aria-pressed={isChosen}
                      title={day.offered ? undefined : (day.reason ?? undefined)}
                      onClick={() => choose(day)}
                      onKeyDown={(e) => onKeyDown(e, date)}
                      onFocus={() => setFocused(date)}
                      data-date={date}
                      data-offered={day.offered}
                      className={`flex h-11 w-full flex-col items-center justify-center rounded-md text-sm ${
                        isChosen
                          ? 'bg-brand-700 font-bold text-white'
                          : day.offered
                            ? 'border border-line hover:border-brand-700'
                            : 'text-ink-muted line-through decoration-ink-muted/60'
                      }`}
                    >
                      {/* The name is the whole day and its reason; the number is only what the eye needs. */}
                      <span aria-hidden="true">{Number(date.slice(8))}</span>
                      <span className="sr-only">{describe(day)}</span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {reasons.length > 0 ? (
        <ul className="flex flex-col gap-0.5 text-sm text-ink-muted" data-testid="delivery-date-reasons">
          {reasons.map(([reason, dates]) => (
            <li key={reason}>
              {checkoutMessages.notOfferedDays(
                reason,
                dates.map((d) => `${Number(d.slice(8))}.${Number(d.slice(5, 7))}.`),
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <p className="min-h-5 text-sm" aria-live="polite" data-testid="delivery-date-said">
        {said || (chosenDay && !chosenDay.offered ? describe(chosenDay) : '')}
      </p>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="field-help">{help}</p>
      )}
    </fieldset>
  )
}
