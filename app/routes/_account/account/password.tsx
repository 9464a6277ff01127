import { createFileRoute } from '@tanstack/react-router'
import { ChangePasswordPage } from '../../../features/account/customer/ChangePasswordPage'
import { pageHead } from '../../../lib/pageHead'

/** spec §2 /account/password */
export const Route = createFileRoute('/_account/account/password')({
  head: () =>
    pageHead(
      import('../../../features/account/customer/customerMessages').then((m) => m.customerMessages.password.title),
    ),
  component: ChangePasswordPage,
})
