import { useMemo, useRef, type FormEvent, type FormHTMLAttributes } from 'react'
import { FormContext, type FieldHandle, type FormRegistry } from './useFormField'

export interface FormProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onInvalid'> {
  /** Runs only when every field inside is valid; the browser's own submit is always prevented. */
  onValidSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** spec §5: the names of the invalid fields, in page order. */
  onInvalid?: (names: string[]) => void
}

function inPageOrder(a: FieldHandle, b: FieldHandle): number {
  const x = a.element()
  const y = b.element()
  if (!x || !y || x === y) return 0
  return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}

/**
 * spec §5: on submit, validates all its TextInputs and Selects (each shows its own first
 * error), reports the invalid ones and moves focus to the first. Native validation bubbles
 * are off so every message is the shop's Finnish one. `method` defaults to post so that a
 * submit before hydration never puts a password into the URL.
 */
export function Form({ onValidSubmit, onInvalid, method = 'post', children, ...rest }: FormProps) {
  const fields = useRef(new Set<FieldHandle>())
  const registry = useMemo<FormRegistry>(
    () => ({
      register(field) {
        fields.current.add(field)
        return () => {
          fields.current.delete(field)
        }
      },
    }),
    [],
  )

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const ordered = [...fields.current].sort(inPageOrder)
    // validate every field (no short-circuit) so all messages appear at once
    const invalid = ordered.filter((field) => !field.validate())
    if (invalid.length > 0) {
      invalid[0]?.focus()
      onInvalid?.(invalid.map((field) => field.name()))
      return
    }
    onValidSubmit(event)
  }

  return (
    <FormContext.Provider value={registry}>
      <form method={method} noValidate onSubmit={handleSubmit} {...rest}>
        {children}
      </form>
    </FormContext.Provider>
  )
}
