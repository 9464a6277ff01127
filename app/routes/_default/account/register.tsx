import { createFileRoute } from '@tanstack/react-router'
import { RegisterPage } from '../../../features/account/customer/RegisterPage'
import { pageHead } from '../../../lib/pageHead'

/** spec §2 /account/register (guest-only in contract/guards.ts). */
export const Route = createFileRoute('/_default/account/register')({
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.register.title),
    ),
  component: RegisterPage,
})
