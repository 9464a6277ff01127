import { createFileRoute } from '@tanstack/react-router'
import { NEW_PRODUCTS_LIMIT } from '../../features/catalog/NewProducts'
import { customerPricesQuery, newProductsQuery } from '../../features/catalog/queries'
import { contentPageQuery } from '../../features/content/pageQueries'
import { HomePage } from '../../features/home/HomePage'
import { topMenuQuery } from '../../features/menu/queries'
import { storeConfigQuery } from '../../features/session/queries'

export const Route = createFileRoute('/_default/')({
  // Critical: store config and the home content page. A failed content load leaves the defaults (spec §8).
  loader: async ({ context }) => {
    if (context.user) void context.queryClient.prefetchQuery(topMenuQuery(context.user.navId))
    // New products row for customers: the products with the page, their contract prices streamed.
    const newProducts = context.user
      ? context.queryClient.ensureQueryData(newProductsQuery(NEW_PRODUCTS_LIMIT)).catch(() => null)
      : null
    if (context.user) void context.queryClient.prefetchQuery(customerPricesQuery(context.user.navId))
    const { storeConfig } = await context.queryClient.ensureQueryData(storeConfigQuery())
    await context.queryClient.ensureQueryData(contentPageQuery(storeConfig.cms_home_page)).catch(() => null)
    await newProducts
  },
  component: HomePage,
})
