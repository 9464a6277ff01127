import { EmailInput } from '../../../ui/EmailInput'
import { TextInput } from '../../../ui/TextInput'
import type { schemaRules, useFormErrors } from './schemaForm'

type Form = Pick<ReturnType<typeof useFormErrors>, 'field'>
type Rules<K extends string> = Record<K, ReturnType<typeof schemaRules>>

/**
 * The contact person's fields, the same in registration and in "edit details": the browser
 * checks each with the field's schema from contract/schemas/customer.ts (`rules`).
 */
export function ContactFields({
  form,
  rules,
  labels,
  initial,
}: {
  form: Form
  rules: Rules<'firstname' | 'lastname' | 'email' | 'phone'>
  labels: { firstname: string; lastname: string; email: string; emailHelp: string; phone: string }
  initial?: { firstname: string; lastname: string; email: string; phone: string }
}) {
  return (
    <>
      <TextInput
        {...form.field('firstname')}
        {...rules.firstname}
        label={labels.firstname}
        defaultValue={initial?.firstname}
        autoComplete="given-name"
        maxLength={60}
      />
      <TextInput
        {...form.field('lastname')}
        {...rules.lastname}
        label={labels.lastname}
        defaultValue={initial?.lastname}
        autoComplete="family-name"
        maxLength={60}
      />
      <EmailInput
        {...form.field('email')}
        {...rules.email}
        label={labels.email}
        help={labels.emailHelp}
        defaultValue={initial?.email}
      />
      <TextInput
        {...form.field('phone')}
        {...rules.phone}
        type="tel"
        label={labels.phone}
        defaultValue={initial?.phone}
        autoComplete="tel"
        maxLength={20}
      />
    </>
  )
}

/** Street, postal code and city: the same in registration and in "edit billing". */
export function PostalAddressFields({
  form,
  rules,
  labels,
  initial,
}: {
  form: Form
  rules: Rules<'street' | 'postcode' | 'city'>
  labels: { street: string; postcode: string; city: string }
  initial?: { street: string; postcode: string; city: string }
}) {
  return (
    <>
      <TextInput
        {...form.field('street')}
        {...rules.street}
        label={labels.street}
        defaultValue={initial?.street}
        autoComplete="street-address"
        maxLength={100}
        className="sm:col-span-2"
      />
      <TextInput
        {...form.field('postcode')}
        {...rules.postcode}
        label={labels.postcode}
        defaultValue={initial?.postcode}
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={5}
      />
      <TextInput
        {...form.field('city')}
        {...rules.city}
        label={labels.city}
        defaultValue={initial?.city}
        autoComplete="address-level2"
        maxLength={60}
      />
    </>
  )
}
