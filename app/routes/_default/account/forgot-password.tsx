import { createFileRoute } from '@tanstack/react-router'
import { customerMessages } from '../../../features/account/customer/customerMessages'
import { ForgotPasswordPage } from '../../../features/account/customer/ForgotPasswordPage'
import { messages } from '../../../lib/messages'

/** spec §2 /account/forgot-password (guest-only). */
export const Route = createFileRoute('/_default/account/forgot-password')({
  head: () => ({ meta: [{ title: `${customerMessages.forgot.title} | ${messages.site.name}` }] }),
  component: ForgotPasswordPage,
})
