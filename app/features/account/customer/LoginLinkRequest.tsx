import { useState, type FormEvent } from 'react'
import { LoginLinkRequestSchema } from '#contract/schemas/customer'
import { Form } from '../../../ui/Form'
import { Icon } from '../../../ui/Icon'
import { EmailInput } from '../../../ui/EmailInput'
import { customerMessages } from './customerMessages'
import { FormAlert, SubmitButton } from './FormControls'
import { formReader, schemaRules } from './schemaForm'
import { useEmailRequest } from './useEmailRequest'

const t = customerMessages.loginLink
const emailRules = schemaRules(LoginLinkRequestSchema.entries.email)

/**
 * "Lähetä kirjautumislinkki sähköpostiin" under the login form: mails a one-time login link
 * (POST /api/customer/loginLink) that returns to `redirectTo`. The answer is the same for
 * every e-mail, so it is shown as it is.
 */
export function LoginLinkRequest({ redirectTo }: { redirectTo?: string }) {
  const [open, setOpen] = useState(false)
  const { form, sent, pending, send } = useEmailRequest('/api/customer/loginLink', LoginLinkRequestSchema)
  const onSubmit = (event: FormEvent<HTMLFormElement>) =>
    send({ email: formReader(event.currentTarget)('email'), ...(redirectTo ? { redirect: redirectTo } : {}) })

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
        <EmailInput {...form.field('email')} {...emailRules} label={t.email} autoComplete="username" autoFocus />
        <SubmitButton pending={pending} label={t.submit} pendingLabel={customerMessages.common.sending} fullWidth />
      </Form>
    </div>
  )
}
