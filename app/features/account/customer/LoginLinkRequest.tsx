import { useMutation } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { MessageResponseSchema } from '#contract/schemas/auth'
import { LoginLinkRequestSchema } from '#contract/schemas/customer'
import { api } from '../../../lib/api'
import { Form } from '../../../ui/Form'
import { Icon } from '../../../ui/Icon'
import { TextInput } from '../../../ui/TextInput'
import { customerMessages } from './customerMessages'
import { FormAlert, SubmitButton } from './FormControls'
import { formReader, schemaRules, useFormErrors } from './schemaForm'

const t = customerMessages.loginLink
const FIELDS = ['email'] as const
const emailRules = schemaRules(LoginLinkRequestSchema.entries.email)
type LoginLinkBody = v.InferOutput<typeof LoginLinkRequestSchema>

/**
 * "Lähetä kirjautumislinkki sähköpostiin" under the login form: mails a one-time login link
 * (POST /api/customer/loginLink) that returns to `redirectTo`. The answer is the same for
 * every e-mail, so it is shown as it is.
 */
export function LoginLinkRequest({ redirectTo }: { redirectTo?: string }) {
  const [open, setOpen] = useState(false)
  const [sent, setSent] = useState<string | null>(null)
  const form = useFormErrors(FIELDS)
  const request = useMutation({
    mutationFn: (body: LoginLinkBody) =>
      api('/api/customer/loginLink', MessageResponseSchema, { method: 'POST', body }),
    onSuccess: ({ message }) => setSent(message),
    onError: form.showFailure,
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = { email: formReader(event.currentTarget)('email'), ...(redirectTo ? { redirect: redirectTo } : {}) }
    const parsed = v.safeParse(LoginLinkRequestSchema, body)
    if (!parsed.success) return form.showIssues(parsed.issues)
    form.reset()
    request.mutate(parsed.output)
  }

  if (!open) {
    return (
      <button
        type="button"
        className="link tap inline-flex items-center text-left"
        onClick={() => setOpen(true)}
        data-testid="login-link-open"
      >
        {t.open}
      </button>
    )
  }
  if (sent) {
    return (
      <p role="status" className="flex items-start gap-2 rounded-md bg-brand-50 px-3 py-2 text-brand-900">
        <Icon name="check" size="s" className="mt-0.5 text-brand-700" />
        <span>{sent}</span>
      </p>
    )
  }
  return (
    <div ref={form.scope} className="w-full rounded-md bg-surface-alt p-4">
      <Form onValidSubmit={onSubmit} data-testid="login-link-form">
        <p className="font-semibold text-ink">{t.open}</p>
        <p className="mb-3 mt-1 text-sm text-ink-muted">{t.lead}</p>
        {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
        <TextInput
          {...form.field('email')}
          {...emailRules}
          type="email"
          label={t.email}
          autoComplete="username"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={254}
          autoFocus
        />
        <SubmitButton
          pending={request.isPending}
          label={t.submit}
          pendingLabel={customerMessages.common.sending}
          fullWidth
        />
      </Form>
    </div>
  )
}
