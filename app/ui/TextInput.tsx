import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
} from 'react'
import { formMessages } from './formMessages'
import { Field, fieldHelpId } from './Field'
import { useFormField } from './useFormField'
import { firstError, REVALIDATE_DELAY_MS, truncateToMaxLength, validationErrors, type Validator } from './validation'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'size'> {
  label: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'search' | 'url'
  /** Messages from outside, e.g. the server's field errors; shown before the input's own. */
  error?: string | readonly string[]
  help?: string
  validate?: Validator | readonly Validator[]
  requiredMessage?: string
  hideLabel?: boolean
  /** See Field: on by default so messages never shift the layout. */
  reserveMessageLine?: boolean
  inputClassName?: string
}

/**
 * A labelled text input (spec §5): truncates its value to maxLength, shows the first error
 * message as help text, and validates on blur and when its Form is submitted. Once it has
 * been validated, a validation is pending after each change and re-runs 500 ms after the
 * last keystroke, so a fixed field clears itself without flickering while the user types.
 */
export function TextInput({
  label,
  type = 'text',
  error,
  help,
  validate,
  requiredMessage = formMessages.required,
  hideLabel,
  reserveMessageLine,
  className = '',
  inputClassName = '',
  maxLength,
  value,
  defaultValue,
  onChange,
  onBlur,
  ...rest
}: TextInputProps) {
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [errors, setErrors] = useState<string[]>([])
  const validated = useRef(false)
  const dirty = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const runValidation = useCallback(() => {
    clearTimeout(timer.current)
    validated.current = true
    const found = validationErrors(inputRef.current?.value ?? '', {
      required: rest.required,
      requiredMessage,
      validators: validate,
    })
    setErrors(found)
    // outside (server) errors are shown but never block a new submit
    return found.length === 0
  }, [rest.required, requiredMessage, validate])

  useEffect(() => () => clearTimeout(timer.current), [])

  useFormField({
    name: () => rest.name ?? id,
    validate: runValidation,
    focus: () => inputRef.current?.focus(),
    element: () => inputRef.current,
  })

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const truncated = truncateToMaxLength(event.target.value, maxLength)
    if (truncated !== event.target.value) event.target.value = truncated
    dirty.current = true
    if (validated.current) {
      clearTimeout(timer.current)
      timer.current = setTimeout(runValidation, REVALIDATE_DELAY_MS)
    }
    onChange?.(event)
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    if (dirty.current || validated.current) runValidation()
    onBlur?.(event)
  }

  const shown = firstError(error, errors)
  return (
    <Field
      id={id}
      label={label}
      hideLabel={hideLabel}
      error={shown}
      help={help}
      reserveMessageLine={reserveMessageLine}
      className={className}
    >
      <input
        ref={inputRef}
        id={id}
        type={type}
        className={`field-input ${inputClassName}`}
        aria-invalid={shown ? true : undefined}
        aria-describedby={fieldHelpId(id, shown, help)}
        maxLength={maxLength}
        value={typeof value === 'string' ? truncateToMaxLength(value, maxLength) : value}
        defaultValue={typeof defaultValue === 'string' ? truncateToMaxLength(defaultValue, maxLength) : defaultValue}
        onChange={handleChange}
        onBlur={handleBlur}
        {...rest}
      />
    </Field>
  )
}
