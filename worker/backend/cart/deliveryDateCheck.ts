import { BackendError } from '../errors'
import { calendarYears, deliveryCalendar, deliveryDateProblem, finnishDay } from './deliveryDates'
import { finnishHolidays } from './finnishHolidays'

/**
 * The delivery date rules at the clock's instant (docs/decisions/035-order-details-and-delivery-dates.md).
 * Date.now() is the clock: tests set it with vi.setSystemTime.
 */
async function input(coldChain: boolean) {
  const nowMs = Date.now()
  return { nowMs, coldChain, holidays: finnishHolidays(calendarYears(nowMs)) }
}

export async function offeredDeliveryDates(coldChain: boolean) {
  return deliveryCalendar(await input(coldChain))
}

/** A 400 naming the field when `date` may not be asked for; `when` tells the buyer what changed. */
export async function assertDeliveryDate(
  date: string,
  coldChain: boolean,
  when: 'choosing' | 'placing' = 'choosing',
): Promise<void> {
  const problem = deliveryDateProblem(date, await input(coldChain))
  if (!problem) return
  const message =
    when === 'choosing'
      ? `Toimituspäivää ${finnishDay(date)} ei voi valita: ${problem}.`
      : `Toivottu toimituspäivä ${finnishDay(date)} ei ole enää mahdollinen: ${problem}. Valitse uusi päivä.`
  throw new BackendError(400, message, { requestedDeliveryDate: message })
}
