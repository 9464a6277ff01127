import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayout } from '../features/layout/layouts'

/** spec §2 default layout: notices, navigation, cookie consent, footer. */
export const Route = createFileRoute('/_default')({
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
