import { createFileRoute } from '@tanstack/react-router'
import { contentPageQuery } from '../../features/content/pageQueries'
import { HomePage } from '../../features/home/HomePage'
import { topMenuQuery } from '../../features/menu/queries'
import { storeConfigQuery } from '../../features/session/queries'

export const Route = createFileRoute('/_default/')({
  // Critical: store config and the home content page. A failed content load leaves the defaults (spec §8).
  loader: async ({ context }) => {
    if (context.user) void context.queryClient.prefetchQuery(topMenuQuery(context.user.navId))
    const { storeConfig } = await context.queryClient.ensureQueryData(storeConfigQuery())
    await context.queryClient.ensureQueryData(contentPageQuery(storeConfig.cms_home_page)).catch(() => null)
  },
  component: HomePage,
})
