import { createContext, useContext, useEffect, useRef } from 'react'

/** What a field tells its Form, so the Form can validate everything on submit (spec §5). */
export interface FieldHandle {
  name: () => string
  /** Validates and shows the result; true when the value is valid. */
  validate: () => boolean
  focus: () => void
  element: () => Node | null
}

export interface FormRegistry {
  register: (field: FieldHandle) => () => void
}

export const FormContext = createContext<FormRegistry | null>(null)

/** Registers a field with the surrounding Form, if any; the handle always sees the latest props. */
export function useFormField(field: FieldHandle): void {
  const registry = useContext(FormContext)
  const latest = useRef(field)
  useEffect(() => {
    latest.current = field
  })
  useEffect(() => {
    if (!registry) return
    return registry.register({
      name: () => latest.current.name(),
      validate: () => latest.current.validate(),
      focus: () => latest.current.focus(),
      element: () => latest.current.element(),
    })
  }, [registry])
}
