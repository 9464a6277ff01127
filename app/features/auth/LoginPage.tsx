import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { LoginResponseSchema } from '../../../contract/schemas/auth'
import { safeRedirectTarget } from '../../../contract/redirect'
import { api, ApiRequestError } from '../../lib/api'
import { messages } from '../../lib/messages'
import { Button } from '../../ui/Button'
import { Form } from '../../ui/Form'
import { Icon } from '../../ui/Icon'
import { Spinner } from '../../ui/Spinner'
import { TextInput } from '../../ui/TextInput'
import { emailValidator } from '../../ui/validation'
import { customerMessages } from '../account/customer/customerMessages'
import { LoginLinkRequest } from '../account/customer/LoginLinkRequest'
import { storeExpiry } from '../session/expiry'
import { userQuery } from '../session/queries'

const validateEmail = emailValidator(messages.form.email)

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
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget)
    setPending(true)
    setError(null)
    setFields({})
    try {
      const { token } = await api('/api/auth/login', LoginResponseSchema, {
        method: 'POST',
        body: { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') },
      })
      storeExpiry(token.exp)
      // A new session: nothing cached for the previous visitor may survive (docs/architecture.md §4).
      queryClient.clear()
      await queryClient.fetchQuery(userQuery())
      await router.navigate({ href: safeRedirectTarget(redirectTo), replace: true })
    } catch (failure) {
      if (failure instanceof ApiRequestError) {
        setError(failure.message)
        setFields(failure.fields)
      } else {
        setError(messages.login.failed)
      }
      setPending(false)
    }
  }

  return (
    <div className="page-container flex justify-center py-8 sm:py-12">
      <div className="card w-full max-w-md sm:p-8">
        <h1 className="page-title">{messages.login.title}</h1>
        <p className="mt-2 text-ink-muted">{messages.login.lead}</p>
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
          <TextInput
            name="email"
            type="email"
            label={messages.login.email}
            autoComplete="username"
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            required
            validate={validateEmail}
            error={fields.email}
          />
          <TextInput
            name="password"
            type="password"
            label={messages.login.password}
            autoComplete="current-password"
            maxLength={200}
            required
            error={fields.password}
          />
          <Button type="submit" disabled={pending} className="w-full">
            {pending ? <Spinner size="s" label={messages.login.submitting} tone="inverse" /> : null}
            {pending ? messages.login.submitting : messages.login.submit}
          </Button>
        </Form>
        <div className="mt-6 flex flex-col items-start gap-1 border-t border-line pt-4 text-sm">
          <a href="/account/forgot-password" className="link tap inline-flex items-center">
            {messages.login.forgot}
          </a>
          <LoginLinkRequest redirectTo={redirectTo} />
          <p className="text-ink-muted">
            {messages.login.noAccount}{' '}
            <a href="/account/register" className="link tap inline-flex items-center">
              {messages.nav.register}
            </a>
          </p>
        </div>
      </div>
    </div>
  )
}
