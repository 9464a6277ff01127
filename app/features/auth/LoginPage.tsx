import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { LoginResponseSchema } from '../../../contract/schemas/auth'
import { safeRedirectTarget } from '../../../contract/redirect'
import { api, ApiRequestError } from '../../lib/api'
import { messages } from '../../lib/messages'
import { Button } from '../../ui/Button'
import { TextInput } from '../../ui/TextInput'
import { storeExpiry } from '../session/expiry'
import { userQuery } from '../session/queries'

/** spec §2: after login the user returns to the page they came from, otherwise home. */
export function LoginPage({ redirectTo }: { redirectTo?: string }) {
  const queryClient = useQueryClient()
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [fields, setFields] = useState<Record<string, string>>({})
  const [pending, setPending] = useState(false)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
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
      // A new session: nothing cached for the previous visitor may survive (decision 4).
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
    <div className="page-container flex justify-center py-10">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-ink">{messages.login.title}</h1>
        <form className="mt-6 flex flex-col gap-4" onSubmit={onSubmit} noValidate data-testid="login-form">
          {error ? (
            <p role="alert" className="rounded-md bg-danger-50 px-3 py-2 text-sm text-danger-900" data-testid="login-error">
              {error}
            </p>
          ) : null}
          <TextInput name="email" type="email" label={messages.login.email} autoComplete="username" required error={fields.email} />
          <TextInput
            name="password"
            type="password"
            label={messages.login.password}
            autoComplete="current-password"
            required
            error={fields.password}
          />
          <Button type="submit" disabled={pending}>
            {pending ? messages.login.submitting : messages.login.submit}
          </Button>
        </form>
        <div className="mt-6 flex flex-col gap-2 text-sm">
          <a href="/account/forgot-password" className="tap inline-flex items-center text-brand-700 underline">
            {messages.login.forgot}
          </a>
          <p className="text-ink-muted">
            {messages.login.noAccount}{' '}
            <a href="/account/register" className="text-brand-700 underline">
              {messages.nav.register}
            </a>
          </p>
        </div>
      </div>
    </div>
  )
}
