import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { MessageResponseSchema } from '#contract/schemas/auth'
import { api } from '../../../lib/api'
import { useFormErrors } from './schemaForm'

const FIELDS = ['email'] as const

/**
 * A form that posts an e-mail address and shows the answer's message as it is: forgot password
 * and the login link. The API answers the same for every address (no enumeration, spec §2), so
 * the message is all there is to show. `send` validates with `schema` first; invalid input shows
 * its field messages and sends nothing.
 */
export function useEmailRequest<S extends v.GenericSchema>(path: string, schema: S) {
  const form = useFormErrors(FIELDS)
  const [sent, setSent] = useState<string | null>(null)
  const request = useMutation({
    mutationFn: (body: v.InferOutput<S>) => api(path, MessageResponseSchema, { method: 'POST', body }),
    onSuccess: ({ message }) => setSent(message),
    onError: form.showFailure,
  })
  function send(input: unknown) {
    const parsed = v.safeParse(schema, input)
    if (!parsed.success) return form.showIssues(parsed.issues)
    form.reset()
    request.mutate(parsed.output)
  }
  return { form, sent, pending: request.isPending, send, again: () => setSent(null) }
}
