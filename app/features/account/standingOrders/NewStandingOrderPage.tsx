import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useId, useState } from 'react'
import type { CreateStandingOrderRequest } from '#contract/schemas/standingOrders'
import { ApiRequestError } from '../../../lib/api'
import { Button } from '../../../ui/Button'
import { Form } from '../../../ui/Form'
import { Select } from '../../../ui/Select'
import { Spinner } from '../../../ui/Spinner'
import { TextInput } from '../../../ui/TextInput'
import { AppLink } from '../../../ui/AppLink'
import { notify } from '../../notifications/store'
import { PageHeader } from '../AccountPageStates'
import { addressBookQuery } from '../customer/queries'
import { useCreateStandingOrder } from './mutations'
import { standingOrdersMessages as m } from './standingOrdersMessages'

export type StandingSource = CreateStandingOrderRequest['from']

/** Today in Helsinki (yyyy-mm-dd), the earliest start a form offers. */
const helsinkiToday = () => new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki' }).format(new Date())

function sourceText(from: StandingSource): string {
  if (from.kind === 'cart') return m.fromCart
  if (from.kind === 'list') return m.fromList
  return m.fromOrder(from.order_number)
}

/**
 * "Tee vakiotilaus" (docs/decisions/079-standing-orders.md): the schedule, reference, address and
 * method of a new standing order whose lines come from the cart, a shopping list or an order.
 * The server judges the lines and the schedule; its field messages are shown where they belong.
 */
export function NewStandingOrderPage({
  navId,
  from,
  name: initialName,
}: {
  navId: string
  from: StandingSource
  name: string
}) {
  const { addresses } = useSuspenseQuery(addressBookQuery(navId)).data
  const create = useCreateStandingOrder(navId)
  const navigate = useNavigate()
  const ids = { start: useId(), end: useId(), frequency: useId() }
  const [name, setName] = useState(initialName)
  const [frequency, setFrequency] = useState<'weekly' | 'monthly'>('weekly')
  const [interval, setInterval] = useState('1')
  const [weekday, setWeekday] = useState('1')
  const [businessDay, setBusinessDay] = useState('1')
  const [start, setStart] = useState(helsinkiToday)
  const [end, setEnd] = useState('')
  const [reference, setReference] = useState('VAKIO-{yyyy}-{vv}')
  const [addressId, setAddressId] = useState(String(addresses.find((a) => a.is_default)?.id ?? addresses[0]?.id ?? ''))
  const [method, setMethod] = useState('posti')
  const fields = create.error instanceof ApiRequestError ? create.error.fields : {}

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
    create.mutate(
      {
        name,
        from,
        schedule,
        reference_template: reference,
        address_id: Number(addressId),
        shipping_method: method as 'posti',
      },
      {
        onSuccess: ({ standing_order, left_out }) => {
          const skipped = (left_out ?? []).map((l) => `${l.name}: ${l.message}`)
          notify(skipped.length ? `${m.created} ${m.leftOut} ${skipped.join(' ')}` : m.created, 'success')
          void navigate({ to: '/account/standing-orders/$id', params: { id: String(standing_order.id) } })
        },
      },
    )
  }

  const range = (n: number, from = 1) => Array.from({ length: n }, (_, i) => String(i + from))
  return (
    <div className="flex flex-col gap-2">
      <PageHeader
        title={m.newTitle}
        lead={sourceText(from)}
        back={{ href: '/account/standing-orders', label: m.back }}
      />
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
        {create.error ? (
          <p role="alert" className="text-sm text-danger-600" data-testid="standing-order-error">
            {create.error.message}
          </p>
        ) : null}
        <Button
          type="submit"
          disabled={create.isPending || addresses.length === 0}
          className="self-start"
          data-testid="standing-order-create"
        >
          {create.isPending ? <Spinner size="s" tone="inverse" label={m.creating} /> : null}
          {create.isPending ? m.creating : m.create}
        </Button>
      </Form>
    </div>
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
