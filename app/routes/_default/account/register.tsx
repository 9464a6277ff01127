import { createFileRoute } from '@tanstack/react-router'
import { customerMessages } from '../../../features/account/customer/customerMessages'
import { RegisterPage } from '../../../features/account/customer/RegisterPage'
import { messages } from '../../../lib/messages'

/** spec §2 /account/register (guest-only in contract/guards.ts). */
export const Route = createFileRoute('/_default/account/register')({
  head: () => ({ meta: [{ title: `${customerMessages.register.title} | ${messages.site.name}` }] }),
  component: RegisterPage,
})
