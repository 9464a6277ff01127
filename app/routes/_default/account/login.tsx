import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { LoginPage } from '../../../features/auth/LoginPage'
import { messages } from '../../../lib/messages'
import { pageHead } from '../../../lib/pageHead'

export const Route = createFileRoute('/_default/account/login')({
  validateSearch: v.object({
    redirect: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    // Set by the one-time login-link callback (/login): 'link' (bad or used link) or 'unavailable'.
    error: v.optional(v.pipe(v.string(), v.maxLength(20))),
  }),
  head: () => pageHead(messages.login.title),
  component: LoginRoute,
})

function LoginRoute() {
  const { redirect, error } = Route.useSearch()
  return <LoginPage redirectTo={redirect} linkError={error} />
}
