import { createFileRoute, Outlet } from '@tanstack/react-router'
import { InvoiceLayout } from '../features/layout/layouts'

/** spec §2 invoice layout: notices, navigation, footer. */
export const Route = createFileRoute('/_invoice')({
  component: () => (
    <InvoiceLayout>
      <Outlet />
    </InvoiceLayout>
  ),
})
