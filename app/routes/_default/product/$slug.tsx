import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiRequestError } from '../../../lib/api'
import { publicPageHead } from '../../../lib/pageHead'
import { canonicalPath, metaDescription } from '../../../lib/seo'
import { ProductNotFound } from '../../../features/catalog/ProductNotFound'
import { ProductPage } from '../../../features/catalog/ProductPage'
import { prefetchPagePrices } from '../../../features/catalog/pagePrices'
import { productSkus } from '../../../features/catalog/productSkus'
import { productQuery } from '../../../features/catalog/queries'

export const Route = createFileRoute('/_default/product/$slug')({
  // Critical: the product (decides the 404). Deferred: its contract prices, streamed behind Suspense.
  loader: async ({ context, params }) => {
    try {
      const { product } = await context.queryClient.ensureQueryData(productQuery(params.slug))
      if (context.user) prefetchPagePrices(context.queryClient, context.user.navId, productSkus(product))
      return {
        title: product.name,
        description: metaDescription(product.name, product.pakkauskokoteksti, product.description),
      }
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, params }) =>
    publicPageHead(
      loaderData?.title ??
        import('../../../features/catalog/catalogMessages').then((m) => m.catalogMessages.allProducts),
      { description: loaderData?.description, canonical: canonicalPath(`/product/${params.slug}`) },
    ),
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  const { user } = Route.useRouteContext()
  return <ProductPage slug={slug} navId={user?.navId ?? null} />
}
