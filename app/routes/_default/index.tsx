import { createFileRoute } from '@tanstack/react-router'
import { NEW_PRODUCTS_LIMIT } from '../../features/catalog/NewProducts'
import { prefetchPagePrices } from '../../features/catalog/pagePrices'
import { newProductsQuery } from '../../features/catalog/queries'
import { contentPageQuery } from '../../features/content/pageQueries'
import { HomePage } from '../../features/home/HomePage'
import { topMenuQuery } from '../../features/menu/queries'
import { storeConfigQuery } from '../../features/session/queries'

export const Route = createFileRoute('/_default/')({
  // Critical: store config and the home content page. A failed content load leaves the defaults (spec §8).
  loader: async ({ context }) => {
    if (context.user) void context.queryClient.prefetchQuery(topMenuQuery(context.user.navId))
    // New products row for customers: the products with the page, their contract prices
    // (those of these products only, docs/decisions/028-page-cost-and-server-cpu.md) streamed.
    const user = context.user
    const newProducts = user
      ? context.queryClient
          .ensureQueryData(newProductsQuery(NEW_PRODUCTS_LIMIT))
          .then(({ items }) =>
            prefetchPagePrices(
              context.queryClient,
              user.navId,
              items.map((p) => p.sku),
            ),
          )
          .catch(() => null)
      : null
    const { storeConfig } = await context.queryClient.ensureQueryData(storeConfigQuery())
    await context.queryClient.ensureQueryData(contentPageQuery(storeConfig.cms_home_page)).catch(() => null)
    await newProducts
  },
  component: HomePage,
})
