import { createFileRoute, Outlet } from '@tanstack/react-router'
import { CheckoutLayout } from '../features/layout/layouts'

/** spec §2 checkout layout: notices only. */
export const Route = createFileRoute('/_checkout')({
  component: () => (
    <CheckoutLayout>
      <Outlet />
    </CheckoutLayout>
  ),
})
