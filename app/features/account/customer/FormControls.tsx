import {
  useCallback,
  useId,
  useRef,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type TextareaHTMLAttributes,
} from 'react'
import { Button } from '../../../ui/Button'
import { Field, fieldHelpId } from '../../../ui/Field'
import { Icon } from '../../../ui/Icon'
import { Spinner } from '../../../ui/Spinner'
import { useFormField } from '../../../ui/useFormField'
import { firstError, validationErrors, type Validator } from '../../../ui/validation'

/** The Finnish message above a form: what went wrong and what to do. */
export function FormAlert({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div
      role="alert"
      className="mb-4 flex items-start gap-2 rounded-md border border-danger-600 bg-danger-50 px-3 py-2 text-sm text-danger-900"
      data-testid={testId}
    >
      <Icon name="alert" size="s" className="mt-0.5 shrink-0 text-danger-600" />
      <div>{children}</div>
    </div>
  )
}

/** A primary submit button that shows a spinner and its pending label while the call runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  fullWidth = false,
  className = '',
}: {
  pending: boolean
  label: string
  pendingLabel: string
  /** Full width everywhere (narrow cards); otherwise only on phones. */
  fullWidth?: boolean
  className?: string
}) {
  return (
    <Button type="submit" disabled={pending} className={`${fullWidth ? 'w-full' : 'w-full sm:w-auto'} ${className}`}>
      {pending ? <Spinner size="s" label={pendingLabel} tone="inverse" /> : null}
      {pending ? pendingLabel : label}
    </Button>
  )
}

interface RuleProps {
  label: string
  error?: string
  help?: string
  validate?: Validator
  requiredMessage?: string
  className?: string
}

/**
 * The validation of TextInput for controls it does not cover (a date, a textarea): validated
 * on blur and when the surrounding Form is submitted; the first message is shown.
 */
function useRuledControl<E extends HTMLInputElement | HTMLTextAreaElement>(
  name: string | undefined,
  required: boolean | undefined,
  requiredMessage: string | undefined,
  validate: Validator | undefined,
) {
  const id = useId()
  const ref = useRef<E>(null)
  const [errors, setErrors] = useState<string[]>([])
  const run = useCallback(() => {
    const found = validationErrors(ref.current?.value ?? '', {
      required,
      requiredMessage: requiredMessage ?? '',
      validators: validate,
    })
    setErrors(found)
    return found.length === 0
  }, [required, requiredMessage, validate])
  useFormField({
    name: () => name ?? id,
    validate: run,
    focus: () => ref.current?.focus(),
    element: () => ref.current,
  })
  return { id, ref, errors, run }
}

type DateInputProps = RuleProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type' | 'size'>

/** A native date picker (yyyy-mm-dd) with the shop's field look and validation. */
export function DateInput({
  label,
  error,
  help,
  validate,
  requiredMessage,
  className,
  onBlur,
  ...rest
}: DateInputProps) {
  const control = useRuledControl<HTMLInputElement>(rest.name, rest.required, requiredMessage, validate)
  const shown = firstError(error, control.errors)
  return (
    <Field id={control.id} label={label} error={shown} help={help} className={className}>
      <input
        ref={control.ref}
        id={control.id}
        type="date"
        className="field-input"
        aria-invalid={shown ? true : undefined}
        aria-describedby={fieldHelpId(control.id, shown, help)}
        onBlur={(event) => {
          if (event.target.value !== '' || control.errors.length > 0) control.run()
          onBlur?.(event)
        }}
        {...rest}
      />
    </Field>
  )
}

type TextAreaProps = RuleProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>

/** A multi-line text field with the shop's field look and validation. */
export function TextArea({ label, error, help, validate, requiredMessage, className, onBlur, ...rest }: TextAreaProps) {
  const control = useRuledControl<HTMLTextAreaElement>(rest.name, rest.required, requiredMessage, validate)
  const shown = firstError(error, control.errors)
  return (
    <Field id={control.id} label={label} error={shown} help={help} className={className}>
      <textarea
        ref={control.ref}
        id={control.id}
        rows={4}
        className="field-input min-h-24"
        aria-invalid={shown ? true : undefined}
        aria-describedby={fieldHelpId(control.id, shown, help)}
        onBlur={(event) => {
          if (event.target.value !== '' || control.errors.length > 0) control.run()
          onBlur?.(event)
        }}
        {...rest}
      />
    </Field>
  )
}
