import { createFileRoute } from '@tanstack/react-router'
import { ForgotPasswordPage } from '../../../features/account/customer/ForgotPasswordPage'
import { pageHead } from '../../../lib/pageHead'

/** spec §2 /account/forgot-password (guest-only). */
export const Route = createFileRoute('/_default/account/forgot-password')({
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.forgot.title),
    ),
  component: ForgotPasswordPage,
})
