import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { AddressSchema, type Address } from '../../../contract/schemas/cartRequests'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { addressMessages } from './addressMessages'

type AddressView = Omit<Address, 'country_code'> & { country_code: string }

/** Reads the form into the shared AddressSchema, so the browser checks exactly what the API checks. */
function readAddress(form: HTMLFormElement) {
  const data = new FormData(form)
  const get = (name: string) => String(data.get(name) ?? '')
  return v.safeParse(AddressSchema, {
    firstname: get('firstname'),
    lastname: get('lastname'),
    company: get('company'),
    street: [get('street1'), get('street2')],
    postcode: get('postcode'),
    city: get('city'),
    country_code: 'FI',
    telephone: get('telephone'),
  })
}

export function AddressForm({
  initial,
  submitLabel,
  pending,
  serverErrors = {},
  onSubmit,
  testId,
}: {
  initial: AddressView | null
  submitLabel: string
  pending: boolean
  serverErrors?: Record<string, string>
  onSubmit: (address: Address) => void
  testId: string
}) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const shown = { ...serverErrors, ...errors }
  const fieldError = (name: string) => shown[name] ?? shown[`address.${name}`]

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const result = readAddress(event.currentTarget)
    if (!result.success) {
      const next: Record<string, string> = {}
      for (const issue of result.issues) {
        const key = (v.getDotPath(issue) ?? '').replace(/^street.*/, 'street1')
        next[key] ??= issue.message
      }
      setErrors(next)
      return
    }
    setErrors({})
    onSubmit(result.output)
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-x-4 sm:grid-cols-2" data-testid={testId}>
      <TextInput
        name="firstname"
        label={addressMessages.firstname}
        defaultValue={initial?.firstname}
        autoComplete="given-name"
        error={fieldError('firstname')}
      />
      <TextInput
        name="lastname"
        label={addressMessages.lastname}
        defaultValue={initial?.lastname}
        autoComplete="family-name"
        error={fieldError('lastname')}
      />
      <TextInput
        name="company"
        label={addressMessages.company}
        defaultValue={initial?.company}
        autoComplete="organization"
        error={fieldError('company')}
        className="sm:col-span-2"
      />
      <TextInput
        name="street1"
        label={addressMessages.street}
        defaultValue={initial?.street[0]}
        autoComplete="address-line1"
        error={fieldError('street1')}
        className="sm:col-span-2"
      />
      <TextInput
        name="street2"
        label={addressMessages.street2}
        defaultValue={initial?.street[1]}
        autoComplete="address-line2"
        className="sm:col-span-2"
      />
      <TextInput
        name="postcode"
        label={addressMessages.postcode}
        defaultValue={initial?.postcode}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
        error={fieldError('postcode')}
      />
      <TextInput
        name="city"
        label={addressMessages.city}
        defaultValue={initial?.city}
        autoComplete="address-level2"
        error={fieldError('city')}
      />
      <TextInput
        name="telephone"
        type="tel"
        label={addressMessages.telephone}
        defaultValue={initial?.telephone}
        autoComplete="tel"
        error={fieldError('telephone')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
