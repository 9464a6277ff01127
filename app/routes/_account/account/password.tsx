import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../../features/account/customer/ChangePasswordPage'
import { customerMessages } from '../../../features/account/customer/customerMessages'
import { messages } from '../../../lib/messages'

/** spec §2 /account/password */
export const Route = createFileRoute('/_account/account/password')({
  head: () => ({ meta: [{ title: `${customerMessages.password.title} | ${messages.site.name}` }] }),
  component: ChangePasswordPage,
})
