import { useMutation } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { MessageResponseSchema } from '#contract/schemas/auth'
import { ONE_TIME_TOKEN, ResetPasswordRequestSchema } from '#contract/schemas/customer'
import { api, ApiRequestError } from '../../../lib/api'
import { AppLink } from '../../../ui/AppLink'
import { Form } from '../../../ui/Form'
import { Icon } from '../../../ui/Icon'
import { notify } from '../../notifications/store'
import { customerMessages } from './customerMessages'
import { FormAlert, SubmitButton } from './FormControls'
import { PasswordPair } from './PasswordPair'
import { formReader, schemaRules, useFormErrors } from './schemaForm'

const t = customerMessages.createPassword
const FIELDS = ['password'] as const
const passwordRules = schemaRules(ResetPasswordRequestSchema.entries.password)
type ResetPasswordRequest = v.InferOutput<typeof ResetPasswordRequestSchema>

/** A bad, used or expired link: say so and offer a new one. */
function InvalidLink({ message }: { message: string }) {
  return (
    <div role="alert" data-testid="create-password-invalid">
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-danger-50 text-danger-600">
        <Icon name="alert" size="m" />
      </span>
      <h1 className="page-title mt-4">{t.invalidTitle}</h1>
      <p className="mt-2 text-ink">{message}</p>
      <AppLink href="/account/forgot-password" className="btn-primary mt-6 w-full">
        {t.requestNew}
      </AppLink>
    </div>
  )
}

/**
 * spec §2 /account/create-password?token=…: the link of the reset mail. The token is checked
 * for shape here and for validity by the API; either failure shows the same Finnish error.
 */
export function CreatePasswordPage({ token }: { token?: string }) {
  const router = useRouter()
  const form = useFormErrors(FIELDS)
  const [invalid, setInvalid] = useState<string | null>(token && ONE_TIME_TOKEN.test(token) ? null : t.invalid)
  const save = useMutation({
    mutationFn: (body: ResetPasswordRequest) =>
      api('/api/customer/customer/resetPassword', MessageResponseSchema, { method: 'POST', body }),
    // Awaited, so the button stays pending until the login page is shown.
    onSuccess: async ({ message }) => {
      notify(message || t.done, 'success')
      await router.navigate({ href: '/account/login', replace: true })
    },
    onError: (failure) => {
      if (failure instanceof ApiRequestError && failure.fields.token) setInvalid(failure.fields.token)
      else form.showFailure(failure)
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const body = { token: token ?? '', password: formReader(event.currentTarget)('password') }
    const parsed = v.safeParse(ResetPasswordRequestSchema, body)
    if (!parsed.success) return form.showIssues(parsed.issues)
    form.reset()
    save.mutate(parsed.output)
  }

  return (
    <div className="page-container flex justify-center py-8 sm:py-12">
      <div ref={form.scope} className="card w-full max-w-md sm:p-8">
        {invalid ? (
          <InvalidLink message={invalid} />
        ) : (
          <>
            <h1 className="page-title">{t.title}</h1>
            <p className="mt-2 text-ink-muted">{t.lead}</p>
            <Form className="mt-6 flex flex-col gap-2" onValidSubmit={onSubmit} data-testid="create-password-form">
              {form.formError ? <FormAlert>{form.formError}</FormAlert> : null}
              <PasswordPair field={form.field('password')} rules={passwordRules} label={t.password} />
              <SubmitButton
                pending={save.isPending}
                label={t.submit}
                pendingLabel={customerMessages.common.saving}
                fullWidth
                className="mt-2"
              />
            </Form>
          </>
        )}
      </div>
    </div>
  )
}
