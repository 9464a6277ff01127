import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { CreatePasswordPage } from '../../../features/account/customer/CreatePasswordPage'
import { pageHead } from '../../../lib/pageHead'

/**
 * spec §2 /account/create-password?token=… (guest-only), the link of the reset mail. No
 * pageview is sent here (spec §2; PageviewTracker), so the token never reaches analytics.
 */
export const Route = createFileRoute('/_default/account/create-password')({
  validateSearch: v.object({ token: v.optional(v.pipe(v.string(), v.maxLength(200))) }),
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then(
        (m) => m.customerMessages.createPassword.title,
      ),
      { name: 'referrer', content: 'no-referrer' },
    ),
  component: CreatePasswordRoute,
})

function CreatePasswordRoute() {
  const { token } = Route.useSearch()
  return <CreatePasswordPage token={token} />
}
