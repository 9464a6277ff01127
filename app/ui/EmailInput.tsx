import { TextInput, type TextInputProps } from './TextInput'

/** The longest address a mail system delivers to (RFC 5321's 254 characters). */
const EMAIL_MAX_LENGTH = 254

/**
 * An e-mail address field (spec §5): the phone's e-mail keyboard, no automatic capitals or
 * spelling fixes, at most 254 characters. `autoComplete` says whose address it is: the user's
 * own login name ("username"), their contact address ("email", the default), or someone else's
 * ("off", an invitation).
 */
export function EmailInput({
  autoComplete = 'email',
  ...props
}: Omit<TextInputProps, 'type' | 'inputMode' | 'autoCapitalize' | 'spellCheck' | 'maxLength' | 'autoComplete'> & {
  autoComplete?: 'email' | 'username' | 'off'
}) {
  return (
    <TextInput
      type="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={EMAIL_MAX_LENGTH}
      autoComplete={autoComplete}
      {...props}
    />
  )
}
