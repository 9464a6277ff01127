import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DefaultLayout } from '../features/layout/layouts'

/** spec §2 default layout: notices, navigation, cookie consent, footer. */
export const Route = createFileRoute('/_default')({
  // Not split out: DefaultLayout is in the root chunk already (the error page uses it), and the
  // few bytes of this wrapper cost less there than as one more file on every shop page's first load.
  codeSplitGroupings: [],
  component: () => (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  ),
})
