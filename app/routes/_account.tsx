import { createFileRoute, Outlet } from '@tanstack/react-router'
import { AccountLayout } from '../features/layout/AccountLayout'

/** spec §2 account layout: notices, navigation, account side navigation, footer. */
export const Route = createFileRoute('/_account')({
  component: () => (
    <AccountLayout>
      <Outlet />
    </AccountLayout>
  ),
})
