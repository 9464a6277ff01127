import { createFileRoute, notFound } from '@tanstack/react-router'
import { ApiRequestError } from '../../../lib/api'
import { messages } from '../../../lib/messages'
import { canonicalPath, metaDescription } from '../../../lib/seo'
import { ProductPage } from '../../../features/catalog/ProductPage'
import { customerPricesQuery, productQuery } from '../../../features/catalog/queries'
import { catalogMessages } from '../../../features/catalog/catalogMessages'

export const Route = createFileRoute('/_default/product/$slug')({
  // Critical: the product (decides the 404). Deferred: the contract prices, streamed behind Suspense.
  loader: async ({ context, params }) => {
    if (context.user) void context.queryClient.prefetchQuery(customerPricesQuery(context.user.navId))
    try {
      const { product } = await context.queryClient.ensureQueryData(productQuery(params.slug))
      return {
        title: product.name,
        description: metaDescription(product.name, product.pakkauskokoteksti, product.description),
      }
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) throw notFound()
      throw error
    }
  },
  head: ({ loaderData, params }) => ({
    meta: [
      { title: `${loaderData?.title ?? catalogMessages.allProducts} | ${messages.site.name}` },
      ...(loaderData ? [{ name: 'description', content: loaderData.description }] : []),
    ],
    links: [{ rel: 'canonical', href: canonicalPath(`/product/${params.slug}`) }],
  }),
  component: ProductRoute,
})

function ProductRoute() {
  const { slug } = Route.useParams()
  const { user } = Route.useRouteContext()
  return <ProductPage slug={slug} navId={user?.navId ?? null} />
}
