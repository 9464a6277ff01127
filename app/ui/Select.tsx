import { useCallback, useId, useRef, useState, type ChangeEvent, type SelectHTMLAttributes } from 'react'
import { formMessages } from './formMessages'
import { Field, fieldHelpId } from './Field'
import { Icon, type IconName } from './Icon'
import { useFormField } from './useFormField'
import { firstError } from './validation'

/** spec §3 Select option. */
export interface SelectOption {
  value: string
  /** The visible label. */
  option: string
  selected?: boolean
  /** The option that stands for the current state (e.g. the page you are on); the default when none is selected. */
  active?: boolean
  disabled?: boolean
  /** Shown beside the closed select while this option is chosen (native options cannot draw icons). */
  icon?: IconName
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'children' | 'multiple' | 'size'
> {
  label: string
  options: readonly SelectOption[]
  /** Text of the empty first choice; a required select always has one. */
  placeholder?: string
  error?: string
  help?: string
  hideLabel?: boolean
  /** See Field: on by default so messages never shift the layout. */
  reserveMessageLine?: boolean
  onValueChange?: (value: string, option: SelectOption | undefined) => void
}

/** The option value a select starts with: the selected one, else the active one, else empty. */
export function initialSelectValue(options: readonly SelectOption[]): string {
  return (options.find((o) => o.selected) ?? options.find((o) => o.active))?.value ?? ''
}

/**
 * A native select with the shop's look (spec §5): when required, an empty choice shows
 * "Valitse yksi vaihtoehto." after a change, on blur, or when its Form is submitted.
 */
export function Select({
  label,
  options,
  placeholder,
  error,
  help,
  hideLabel,
  reserveMessageLine,
  className = '',
  value,
  defaultValue,
  onChange,
  onValueChange,
  onBlur,
  ...rest
}: SelectProps) {
  const id = useId()
  const selectRef = useRef<HTMLSelectElement>(null)
  const controlled = value !== undefined
  const [uncontrolled, setUncontrolled] = useState(() =>
    defaultValue !== undefined ? String(defaultValue) : initialSelectValue(options),
  )
  const current = controlled ? String(value) : uncontrolled
  const [ownError, setOwnError] = useState<string | undefined>(undefined)
  const touched = useRef(false)

  const runValidation = useCallback(() => {
    const empty = (selectRef.current?.value ?? '') === ''
    const message = rest.required && empty ? formMessages.chooseOne : undefined
    setOwnError(message)
    return !message
  }, [rest.required])

  useFormField({
    name: () => rest.name ?? id,
    validate: runValidation,
    focus: () => selectRef.current?.focus(),
    element: () => selectRef.current,
  })

  function handleChange(event: ChangeEvent<HTMLSelectElement>) {
    touched.current = true
    if (!controlled) setUncontrolled(event.target.value)
    runValidation()
    onChange?.(event)
    onValueChange?.(
      event.target.value,
      options.find((o) => o.value === event.target.value),
    )
  }

  const chosen = options.find((o) => o.value === current)
  const showPlaceholder = placeholder !== undefined || rest.required || !chosen
  const shown = firstError(error, ownError)
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
      <div className="relative">
        {chosen?.icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-brand-700">
            <Icon name={chosen.icon} size="s" />
          </span>
        ) : null}
        <select
          ref={selectRef}
          id={id}
          className={chosen?.icon ? 'field-select pl-10' : 'field-select'}
          aria-invalid={shown ? true : undefined}
          aria-describedby={fieldHelpId(id, shown, help)}
          value={current}
          onChange={handleChange}
          onBlur={(event) => {
            if (touched.current) runValidation()
            onBlur?.(event)
          }}
          {...rest}
        >
          {showPlaceholder ? (
            <option value="" disabled={rest.required}>
              {placeholder ?? formMessages.choosePlaceholder}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.value} value={o.value} disabled={o.disabled}>
              {o.option}
            </option>
          ))}
        </select>
        <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-muted">
          <Icon name="chevron-down" size="s" />
        </span>
      </div>
    </Field>
  )
}
