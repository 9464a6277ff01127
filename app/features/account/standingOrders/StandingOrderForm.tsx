import { useId, useState } from 'react'
import type { SavedAddress } from '#contract/schemas/customer'
import type { StandingOrderDetail, UpdateStandingOrderRequest } from '#contract/schemas/standingOrders'
import { ApiRequestError } from '../../../lib/api'
import { AppLink } from '../../../ui/AppLink'
import { Button } from '../../../ui/Button'
import { Form } from '../../../ui/Form'
import { Select } from '../../../ui/Select'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { standingOrdersMessages as m } from './standingOrdersMessages'
import { helsinkiDate } from '#contract/helsinkiDate'

/** Today in Helsinki (yyyy-mm-dd), a new standing order's first start. */

/** The address book entry a standing order's stored address is, if it still is one. */
function savedAddressOf(addresses: readonly SavedAddress[], stored: StandingOrderDetail['address'] | undefined) {
  if (!stored) return undefined
  return addresses.find(
    (a) => a.company === stored.company && a.postcode === stored.postcode && a.street.join() === stored.street.join(),
  )
}

/**
 * A standing order's settings (docs/decisions/079-standing-orders.md): name, schedule, reference
 * template, address and method. New (`existing` absent) or changed; the server judges the
 * schedule and its field messages are shown where they belong.
 */
export function StandingOrderForm({
  addresses,
  existing,
  initialName,
  submitLabel,
  pending,
  error,
  onSubmit,
}: {
  addresses: readonly SavedAddress[]
  existing?: StandingOrderDetail
  initialName: string
  submitLabel: string
  pending: boolean
  error: Error | null
  onSubmit: (settings: UpdateStandingOrderRequest) => void
}) {
  const ids = { start: useId(), end: useId(), frequency: useId() }
  const schedule0 = existing?.schedule
  const [name, setName] = useState(existing?.name ?? initialName)
  const [frequency, setFrequency] = useState<'weekly' | 'monthly'>(schedule0?.frequency ?? 'weekly')
  const [interval, setInterval] = useState(String(schedule0?.interval_weeks ?? 1))
  const [weekday, setWeekday] = useState(String(schedule0?.weekday ?? 1))
  const [businessDay, setBusinessDay] = useState(String(schedule0?.business_day ?? 1))
  const [start, setStart] = useState(schedule0?.start_date ?? helsinkiDate())
  const [end, setEnd] = useState(schedule0?.end_date ?? '')
  const [reference, setReference] = useState(existing?.reference_template ?? 'VAKIO-{yyyy}-{vv}')
  const [addressId, setAddressId] = useState(
    String(
      (savedAddressOf(addresses, existing?.address) ?? addresses.find((a) => a.is_default) ?? addresses[0])?.id ?? '',
    ),
  )
  const [method, setMethod] = useState<string>(existing?.shipping_method ?? 'posti')
  const fields = error instanceof ApiRequestError ? error.fields : {}

  function submit() {
    const schedule =
      frequency === 'weekly'
        ? {
            frequency,
            interval_weeks: Number(interval),
            weekday: Number(weekday),
            start_date: start,
            end_date: end || null,
          }
        : { frequency, business_day: Number(businessDay), start_date: start, end_date: end || null }
    onSubmit({
      name,
      schedule,
      reference_template: reference,
      address_id: Number(addressId),
      shipping_method: method as UpdateStandingOrderRequest['shipping_method'],
    })
  }

  const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => String(i + from))
  return (
    <Form onValidSubmit={submit} className="card flex max-w-2xl flex-col gap-3" data-testid="standing-order-form">
      <TextInput
        label={m.name}
        name="name"
        required
        maxLength={60}
        value={name}
        placeholder={m.namePlaceholder}
        onChange={(e) => setName(e.target.value)}
        error={fields.name}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{m.frequency}</legend>
        <div className="flex flex-wrap gap-4">
          {(['weekly', 'monthly'] as const).map((value) => (
            <label
              key={value}
              className="tap flex cursor-pointer items-center gap-2 rounded-md px-1 has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-brand-200"
            >
              <input
                type="radio"
                name={ids.frequency}
                value={value}
                checked={frequency === value}
                onChange={() => setFrequency(value)}
                className="peer sr-only"
                data-testid={`frequency-${value}`}
              />
              <span
                aria-hidden="true"
                className="h-5 w-5 shrink-0 rounded-full border-2 border-ink-muted bg-white peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:shadow-[inset_0_0_0_3px_white]"
              />
              {value === 'weekly' ? m.weekly : m.monthly}
            </label>
          ))}
        </div>
      </fieldset>
      {frequency === 'weekly' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Select
            label={m.every}
            name="interval_weeks"
            value={interval}
            onValueChange={setInterval}
            options={range(12).map((n) => ({ value: n, option: m.everyWeeks(Number(n)) }))}
          />
          <Select
            label={m.weekday}
            name="weekday"
            value={weekday}
            onValueChange={setWeekday}
            options={m.weekdays.map((day, i) => ({ value: String(i + 1), option: day }))}
            error={fields['schedule.weekday']}
          />
        </div>
      ) : (
        <Select
          label={m.businessDay}
          name="business_day"
          value={businessDay}
          onValueChange={setBusinessDay}
          options={range(20).map((n) => ({ value: n, option: m.businessDayOption(Number(n)) }))}
        />
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        <DateField
          id={ids.start}
          label={m.startDate}
          value={start}
          onChange={setStart}
          required
          error={fields['schedule.start_date']}
        />
        <DateField id={ids.end} label={m.endDate} value={end} onChange={setEnd} error={fields['schedule.end_date']} />
      </div>
      <TextInput
        label={m.reference}
        name="reference_template"
        maxLength={35}
        value={reference}
        onChange={(e) => setReference(e.target.value)}
        help={m.referenceHint}
        error={fields.reference_template}
      />
      {addresses.length === 0 ? (
        <p className="text-sm text-danger-600" role="alert">
          {m.noAddresses}{' '}
          <AppLink href="/account/address" className="font-semibold underline">
            {m.toAddressBook}
          </AppLink>
        </p>
      ) : (
        <Select
          label={m.address}
          name="address_id"
          required
          value={addressId}
          onValueChange={setAddressId}
          options={addresses.map((a) => ({
            value: String(a.id),
            option: `${a.company || `${a.firstname} ${a.lastname}`}, ${a.street.join(' ')}, ${a.postcode} ${a.city}`,
          }))}
          error={fields.address_id}
        />
      )}
      <Select
        label={m.method}
        name="shipping_method"
        value={method}
        onValueChange={setMethod}
        options={Object.entries(m.methods).map(([value, option]) => ({ value, option }))}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger-600" data-testid="standing-order-error">
          {error.message}
        </p>
      ) : null}
      <Button
        type="submit"
        disabled={pending || addresses.length === 0}
        className="self-start"
        data-testid="standing-order-submit"
      >
        {pending ? <Spinner size="s" tone="inverse" label={m.creating} /> : null}
        {pending ? m.creating : submitLabel}
      </Button>
    </Form>
  )
}

function DateField(props: {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  error?: string
}) {
  const help = props.error ? `${props.id}-error` : undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={props.id} className="font-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        type="date"
        className="field-input"
        value={props.value}
        required={props.required}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={help}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.error ? (
        <p id={help} className="text-sm text-danger-600">
          {props.error}
        </p>
      ) : null}
    </div>
  )
}
