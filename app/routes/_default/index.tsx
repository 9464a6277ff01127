import { createFileRoute } from '@tanstack/react-router'
import { NEW_PRODUCTS_LIMIT } from '../../features/catalog/NewProducts'
import { prefetchPagePrices } from '../../features/catalog/pagePrices'
import { newProductsQuery } from '../../features/catalog/queries'
import { contentPageQuery } from '../../features/content/pageQueries'
import { HomePage } from '../../features/home/HomePage'
import { shellQuery } from '../../features/shell/shellQuery'

export const Route = createFileRoute('/_default/')({
  // Critical: the shell's store config (the root loads the shell, with the customer's menu) and
  // the home content page. A failed content load leaves the defaults (spec §8).
  loader: async ({ context }) => {
    // New products row for customers: the products with the page, their contract prices
    // (those of these products only, docs/decisions/028-page-cost-and-server-cpu.md) streamed.
    const user = context.user
    // Deferred: the customer's desk (docs/decisions/061-home-desk-and-session-switch.md), one read
    // started here and streamed behind the page's one desk boundary; a failure shows its error there.
    // Imported on demand, so a guest's first load does not carry the desk's schema.
    if (user)
      void import('../../features/home/deskQuery').then(({ deskQuery }) =>
        context.queryClient.prefetchQuery(deskQuery(user.navId)),
      )
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
    const shell = await context.queryClient.ensureQueryData(shellQuery(user?.navId ?? null)).catch(() => null)
    if (shell) {
      await context.queryClient
        .ensureQueryData(contentPageQuery(shell.config.storeConfig.cms_home_page))
        .catch(() => null)
    }
    await newProducts
  },
  component: HomePage,
})
