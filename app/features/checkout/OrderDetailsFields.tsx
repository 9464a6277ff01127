import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { CUSTOMER_REFERENCE_MAX, DELIVERY_NOTE_MAX } from '../../../contract/schemas/orderDetails'
import { Field, fieldHelpId } from '../../ui/Field'
import { Select, type SelectOption } from '../../ui/Select'
import { TextInput } from '../../ui/TextInput'
import { checkoutMessages } from './checkoutMessages'
import { deliveryDatesQuery } from './deliveryDatesQuery'

/** What the billing step's order details hold while the buyer types: '' for an empty date. */
export interface OrderDetailsDraft {
  customerReference: string
  requestedDeliveryDate: string
  deliveryNote: string
}

const WEEKDAYS = ['su', 'ma', 'ti', 'ke', 'to', 'pe', 'la']
/** '2026-12-01' → 'ti 01.12.2026' (dates as dd.MM.yyyy, spec §1). */
export function dayLabel(date: string): string {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]
  return `${weekday} ${date.split('-').reverse().join('.')}`
}

/**
 * The order reference, requested delivery date and delivery note (docs/decisions/035-order-details-and-delivery-dates.md). The days come from
 * the server with the reason each one not offered has (docs/decisions/035-order-details-and-delivery-dates.md):
 * a day not offered stays in the list, disabled, with its reason, so the page says why.
 */
export function OrderDetailsFields({
  navId,
  skus,
  value,
  errors,
  disabled,
  onChange,
}: {
  navId: string
  skus: readonly string[]
  value: OrderDetailsDraft
  /** The server's field messages of the last save. */
  errors: Record<string, string>
  disabled: boolean
  onChange: (next: OrderDetailsDraft) => void
}) {
  const dates = useQuery(deliveryDatesQuery(navId, skus))
  const noteId = useId()
  const set = (patch: Partial<OrderDetailsDraft>) => onChange({ ...value, ...patch })

  const calendar = dates.data
  const options: SelectOption[] = [
    {
      value: '',
      option: calendar
        ? checkoutMessages.firstPossibleDay(dayLabel(calendar.earliest))
        : checkoutMessages.firstPossibleLoading,
    },
    ...(calendar?.dates ?? []).map((day) => ({
      value: day.date,
      option: day.offered ? dayLabel(day.date) : checkoutMessages.dayNotOffered(dayLabel(day.date), day.reason ?? ''),
      disabled: !day.offered,
    })),
  ]
  // A stored day the list no longer has (the calendar moved on) is still shown, not silently dropped.
  if (value.requestedDeliveryDate && !options.some((o) => o.value === value.requestedDeliveryDate)) {
    options.push({ value: value.requestedDeliveryDate, option: dayLabel(value.requestedDeliveryDate), disabled: true })
  }
  const dateHelp = dates.isError
    ? checkoutMessages.deliveryDatesFailed
    : calendar?.coldChain
      ? checkoutMessages.deliveryDateColdHelp
      : checkoutMessages.deliveryDateHelp
  const noteError = errors.deliveryNote
  const noteHelp = checkoutMessages.deliveryNoteHelp(DELIVERY_NOTE_MAX - value.deliveryNote.length)

  return (
    <fieldset className="card flex min-w-0 flex-col gap-2" disabled={disabled} data-testid="order-details-form">
      <legend className="section-title float-left mb-2 w-full">{checkoutMessages.orderDetails}</legend>
      <div className="clear-both flex flex-col gap-2">
        <TextInput
          name="customerReference"
          label={checkoutMessages.customerReference}
          help={checkoutMessages.customerReferenceHelp}
          maxLength={CUSTOMER_REFERENCE_MAX}
          value={value.customerReference}
          onChange={(e) => set({ customerReference: e.target.value })}
          error={errors.customerReference}
          autoComplete="off"
          data-testid="customer-reference"
        />
        <Select
          name="requestedDeliveryDate"
          label={checkoutMessages.deliveryDate}
          help={dateHelp}
          options={options}
          value={value.requestedDeliveryDate}
          onValueChange={(next) => set({ requestedDeliveryDate: next })}
          error={errors.requestedDeliveryDate}
          aria-busy={dates.isPending}
          data-testid="delivery-date"
        />
        <Field id={noteId} label={checkoutMessages.deliveryNote} error={noteError} help={noteHelp}>
          <textarea
            id={noteId}
            name="deliveryNote"
            rows={3}
            maxLength={DELIVERY_NOTE_MAX}
            className="field-input min-h-20"
            value={value.deliveryNote}
            onChange={(e) => set({ deliveryNote: e.target.value })}
            aria-invalid={noteError ? true : undefined}
            aria-describedby={fieldHelpId(noteId, noteError, noteHelp)}
            data-testid="delivery-note"
          />
        </Field>
      </div>
    </fieldset>
  )
}
