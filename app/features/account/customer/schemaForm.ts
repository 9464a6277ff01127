import { useCallback, useEffect, useRef, useState } from 'react'
import * as v from 'valibot'
import { ApiRequestError } from '../../../lib/api'
import type { Validator } from '../../../ui/validation'
import { customerMessages } from './customerMessages'

/**
 * The account forms check in the browser with the very schemas the API uses
 * (contract/schemas/customer.ts), so a message seen on blur is the one the server would give.
 */

/** The first message of each field of a failed parse, keyed by dot path (`email`, `address.city`). */
export function fieldIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? ''
    fields[key] ??= issue.message
  }
  return fields
}

/** The first message a schema gives for a value, or null when it passes. */
export const schemaMessage = (schema: v.GenericSchema, value: string): string | null => {
  const result = v.safeParse(schema, value)
  return result.success ? null : (result.issues[0]?.message ?? customerMessages.common.checkFields)
}

/**
 * TextInput props for one field of a shared schema: its own "puuttuu" message when empty and
 * its validator otherwise. Optional fields are checked only when filled in.
 */
export function schemaRules(schema: v.GenericSchema, { optional = false } = {}) {
  const validate: Validator = (value) => schemaMessage(schema, value)
  if (optional) return { validate }
  return {
    required: true,
    requiredMessage: schemaMessage(schema, '') ?? customerMessages.common.checkFields,
    validate,
  }
}

/** A reader of a form's inputs as strings (absent ones as ''). */
export function formReader(form: HTMLFormElement): (name: string) => string {
  const data = new FormData(form)
  return (name) => String(data.get(name) ?? '')
}

/**
 * Field and form messages of one form: from a failed whole-form parse (cross-field checks) or
 * from the API's answer. A field's message goes away as soon as the user edits that field.
 */
export function useFormErrors(fieldNames: readonly string[]) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  /** Put on an element around the form: where the first message is looked for. */
  const scope = useRef<HTMLDivElement>(null)
  const [shown, setShown] = useState(0)

  // After new messages: focus the first field that has one, else bring the alert into view
  // (on a phone it may sit far above the submit button).
  useEffect(() => {
    if (shown === 0) return
    const first = fieldNames.find((name) => errors[name])
    const target = scope.current?.querySelector(first ? `[name="${first}"]` : '[role="alert"]')
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.focus()
    else target?.scrollIntoView({ block: 'center', behavior: 'smooth' })
    // Runs only when a new set of messages was shown, not on every edit of `errors`.
  }, [shown])

  const showFields = useCallback(
    (fields: Record<string, string>, message: string) => {
      setErrors(fields)
      // When the message sits on a visible field, the alert only points there.
      const onField = Object.keys(fields).some((name) => fieldNames.includes(name))
      setFormError(onField ? customerMessages.common.checkFields : message)
      setShown((n) => n + 1)
    },
    [fieldNames],
  )

  const showIssues = useCallback(
    (issues: readonly v.BaseIssue<unknown>[]) => showFields(fieldIssues(issues), customerMessages.common.checkFields),
    [showFields],
  )

  const showFailure = useCallback(
    (error: unknown) => {
      if (error instanceof ApiRequestError) showFields(error.fields, error.message)
      else showFields({}, customerMessages.common.failed)
    },
    [showFields],
  )

  const reset = useCallback(() => {
    setErrors({})
    setFormError(null)
  }, [])

  /**
   * Reads the form's fields and validates them with `schema`: when invalid, the field messages
   * show and the answer is null; when valid, earlier messages go and the body is returned to send.
   */
  const validBody = <S extends v.GenericSchema>(element: HTMLFormElement, schema: S): v.InferOutput<S> | null => {
    const get = formReader(element)
    const parsed = v.safeParse(schema, Object.fromEntries(fieldNames.map((name) => [name, get(name)])))
    if (!parsed.success) {
      showIssues(parsed.issues)
      return null
    }
    reset()
    return parsed.output
  }

  /** name, error and an onChange that clears the field's outside message. */
  const field = (name: string) => ({
    name,
    error: errors[name],
    onChange: () => {
      if (!errors[name]) return
      setErrors((previous) => {
        const next = { ...previous }
        delete next[name]
        return next
      })
    },
  })

  return { scope, errors, formError, showFields, showIssues, showFailure, reset, validBody, field }
}
