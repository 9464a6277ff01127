import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { LoginResponseSchema, type LoginRequest } from '../../../contract/schemas/auth'
import { safeRedirectTarget } from '../../../contract/redirect'
import { api, ApiRequestError } from '../../lib/api'
import { messages } from '../../lib/messages'
import { formMessages } from '../../ui/formMessages'
import { loginMessages } from './loginMessages'
import { Form } from '../../ui/Form'
import { Icon } from '../../ui/Icon'
import { EmailInput } from '../../ui/EmailInput'
import { TextInput } from '../../ui/TextInput'
import { emailValidator } from '../../ui/validation'
import { startSession } from '../account/customer/afterLogin'
import { customerMessages } from '../account/customer/customerMessages'
import { SubmitButton } from '../account/customer/FormControls'
import { LoginLinkRequest } from '../account/customer/LoginLinkRequest'

const validateEmail = emailValidator(formMessages.email)

/** Where the one-time login-link callback (/login) sends a link it could not use. */
const LINK_ERRORS: Record<string, string> = {
  link: customerMessages.loginLink.linkFailed,
  unavailable: customerMessages.loginLink.unavailable,
}

/** spec §2: after login the user returns to the page they came from, otherwise home. */
export function LoginPage({ redirectTo, linkError }: { redirectTo?: string; linkError?: string }) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [error, setError] = useState<string | null>(linkError ? (LINK_ERRORS[linkError] ?? null) : null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const login = useMutation({
    mutationFn: (body: LoginRequest) => api('/api/auth/login', LoginResponseSchema, { method: 'POST', body }),
    // A new session: nothing cached for the previous visitor may survive (startSession). Awaited,
    // so the button stays pending until the page the user came from is shown.
    onSuccess: async ({ token }) => {
      await startSession(queryClient, token.exp)
      await router.navigate({ href: safeRedirectTarget(redirectTo), replace: true })
    },
    onError: (failure) => {
      if (failure instanceof ApiRequestError) {
        setError(failure.message)
        setFields(failure.fields)
      } else {
        setError(loginMessages.failed)
      }
    },
  })

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget)
    setError(null)
    setFields({})
    login.mutate({ email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') })
  }

  return (
    <div className="page-container flex justify-center py-8 sm:py-12">
      <div className="card w-full max-w-md sm:p-8">
        <h1 className="page-title">{messages.login.title}</h1>
        <p className="mt-2 text-ink-muted">{loginMessages.lead}</p>
        <Form className="mt-6 flex flex-col gap-2" onValidSubmit={onSubmit} data-testid="login-form">
          {error ? (
            <p
              role="alert"
              className="mb-2 flex items-start gap-2 rounded-md border border-danger-600 bg-danger-50 px-3 py-2 text-sm text-danger-900"
              data-testid="login-error"
            >
              <Icon name="alert" size="s" className="mt-0.5 text-danger-600" />
              <span>{error}</span>
            </p>
          ) : null}
          <EmailInput
            name="email"
            label={loginMessages.email}
            autoComplete="username"
            required
            validate={validateEmail}
            error={fields.email}
          />
          <TextInput
            name="password"
            type="password"
            label={loginMessages.password}
            autoComplete="current-password"
            maxLength={200}
            required
            error={fields.password}
          />
          <SubmitButton
            pending={login.isPending}
            label={loginMessages.submit}
            pendingLabel={loginMessages.submitting}
            fullWidth
          />
        </Form>
        <div className="mt-6 flex flex-col items-start gap-1 border-t border-line pt-4 text-sm">
          <a href="/account/forgot-password" className="link tap inline-flex items-center">
            {loginMessages.forgot}
          </a>
          <LoginLinkRequest redirectTo={redirectTo} />
          <p className="text-ink-muted">
            {loginMessages.noAccount}{' '}
            <a href="/account/register" className="link tap inline-flex items-center">
              {messages.nav.register}
            </a>
          </p>
        </div>
      </div>
    </div>
  )
}
