import type { FormEvent } from 'react'
import { ForgotPasswordRequestSchema } from '#contract/schemas/customer'
import { AppLink } from '../../../ui/AppLink'
import { Button } from '../../../ui/Button'
import { Form } from '../../../ui/Form'
import { Icon } from '../../../ui/Icon'
import { EmailInput } from '../../../ui/EmailInput'
import { customerMessages } from './customerMessages'
import { FormAlert, SubmitButton } from './FormControls'
import { formReader, schemaRules } from './schemaForm'
import { useEmailRequest } from './useEmailRequest'

const t = customerMessages.forgot
const emailRules = schemaRules(ForgotPasswordRequestSchema.entries.email)

/** spec §2 /account/forgot-password: the API answers the same message for every e-mail (no enumeration). */
export function ForgotPasswordPage() {
  const { form, sent, pending, send, again } = useEmailRequest(
    '/api/customer/customer/forgotPassword',
    ForgotPasswordRequestSchema,
  )
  const onSubmit = (event: FormEvent<HTMLFormElement>) => send({ email: formReader(event.currentTarget)('email') })

  return (
    <div className="page-container flex justify-center py-8 sm:py-12">
      <div ref={form.scope} className="card w-full max-w-md sm:p-8">
        {sent ? (
          <div role="status" data-testid="forgot-sent">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="check" size="m" />
            </span>
            <h1 className="page-title mt-4">{t.sentTitle}</h1>
            <p className="mt-2 text-ink" data-testid="forgot-message">
              {sent}
            </p>
            <Button variant="secondary" className="mt-6 w-full" onClick={again}>
              {t.again}
            </Button>
          </div>
        ) : (
          <>
            <h1 className="page-title">{t.title}</h1>
            <p className="mt-2 text-ink-muted">{t.lead}</p>
            <Form className="mt-6 flex flex-col gap-2" onValidSubmit={onSubmit} data-testid="forgot-form">
              {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
              <EmailInput {...form.field('email')} {...emailRules} label={t.email} />
              <SubmitButton
                pending={pending}
                label={t.submit}
                pendingLabel={customerMessages.common.sending}
                fullWidth
              />
            </Form>
          </>
        )}
        <div className="mt-6 border-t border-line pt-4 text-sm">
          <AppLink href="/account/login" className="link tap inline-flex items-center gap-1">
            <Icon name="chevron-left" size="s" />
            {t.back}
          </AppLink>
        </div>
      </div>
    </div>
  )
}
