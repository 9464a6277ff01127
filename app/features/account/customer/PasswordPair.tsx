import { useState } from 'react'
import { TextInput } from '../../../ui/TextInput'
import type { Validator } from '../../../ui/validation'
import { customerMessages } from './customerMessages'

const t = customerMessages.common

/**
 * A new password and its confirmation (autocomplete new-password, so password managers offer
 * a strong one). The confirmation is a browser-only check; the API sees the password once.
 */
export function PasswordPair({
  field,
  rules,
  label,
}: {
  field: { name: string; error?: string; onChange: () => void }
  rules: { required?: boolean; requiredMessage?: string; validate: Validator }
  label: string
}) {
  const [password, setPassword] = useState('')
  const matches: Validator = (value) => (value === password ? null : t.passwordMismatch)
  return (
    <>
      <TextInput
        {...rules}
        {...field}
        type="password"
        label={label}
        help={t.passwordHelp}
        autoComplete="new-password"
        maxLength={200}
        onChange={(event) => {
          setPassword(event.target.value)
          field.onChange()
        }}
      />
      <TextInput
        name={`${field.name}Confirm`}
        type="password"
        label={t.passwordConfirm}
        autoComplete="new-password"
        maxLength={200}
        required
        requiredMessage={t.passwordConfirmMissing}
        validate={matches}
      />
    </>
  )
}
