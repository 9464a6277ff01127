import { useId, type InputHTMLAttributes } from 'react'

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string
  help?: string
}

/** Labelled text input; shows the first error message as help text (spec §5). */
export function TextInput({ label, error, help, className = '', ...rest }: TextInputProps) {
  const id = useId()
  const describedBy = error || help ? `${id}-help` : undefined
  return (
    <div className={className}>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input id={id} className="field-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {error ? (
        <p id={describedBy} className="field-error">
          {error}
        </p>
      ) : help ? (
        <p id={describedBy} className="field-help">
          {help}
        </p>
      ) : null}
    </div>
  )
}
