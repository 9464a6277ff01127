import type { ReactNode } from 'react'
import { Icon } from './Icon'

export interface FieldProps {
  id: string
  label: string
  hideLabel?: boolean
  /** The first error message, shown in place of the help text (spec §5). */
  error?: string
  help?: string
  /** Keep an empty message line under the control (default); off for one-off inputs like search. */
  reserveMessageLine?: boolean
  className?: string
  children: ReactNode
}

/** Label, control and one line of help or error text; shared by TextInput and Select. */
export function Field({
  id,
  label,
  hideLabel = false,
  error,
  help,
  reserveMessageLine = true,
  className = '',
  children,
}: FieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'field-label'}>
        {label}
      </label>
      {children}
      {/* The message line is always there, so a message that comes or goes never moves
          the button under the user's finger (a blur that clears an error would otherwise
          shift the submit button between press and release, and the tap is lost). */}
      {error ? (
        <p id={`${id}-help`} className="field-error flex min-h-5 items-start gap-1">
          <Icon name="alert" size="s" className="mt-0.5" />
          <span>{error}</span>
        </p>
      ) : help ? (
        <p id={`${id}-help`} className="field-help min-h-5">
          {help}
        </p>
      ) : reserveMessageLine ? (
        <p className="mt-1 min-h-5" aria-hidden="true" />
      ) : null}
    </div>
  )
}

/** The aria-describedby value for a Field's control. */
export const fieldHelpId = (id: string, error?: string, help?: string) => (error || help ? `${id}-help` : undefined)
