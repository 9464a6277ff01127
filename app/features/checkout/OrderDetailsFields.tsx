import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { CUSTOMER_REFERENCE_MAX, DELIVERY_NOTE_MAX } from '../../../contract/schemas/orderDetails'
import { Field, fieldHelpId } from '../../ui/Field'
import { TextInput } from '../../ui/TextInput'
import { checkoutMessages } from './checkoutMessages'
import { deliveryDatesQuery } from './deliveryDatesQuery'
import { DeliveryCalendar } from './DeliveryCalendar'

/** What the billing step's order details hold while the buyer types: '' for an empty date. */
export interface OrderDetailsDraft {
  customerReference: string
  requestedDeliveryDate: string
  deliveryNote: string
}

/**
 * The order reference, requested delivery date and delivery note (docs/decisions/035-order-details-and-delivery-dates.md).
 * The days come from the server with the reason each one not offered has, shown in a month grid
 * (DeliveryCalendar) that says why a day is not offered.
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
        <DeliveryCalendar
          calendar={calendar}
          value={value.requestedDeliveryDate}
          onChange={(next) => set({ requestedDeliveryDate: next })}
          error={errors.requestedDeliveryDate}
          help={dateHelp}
          disabled={disabled}
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
