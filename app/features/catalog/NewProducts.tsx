import { useQuery } from '@tanstack/react-query'
import { ProductGrid } from './ProductCard'
import { newProductsQuery } from './queries'

export const NEW_PRODUCTS_LIMIT = 8

/**
 * The home page row of new products (catalogue issue). The products come with the page; the
 * contract prices stream into the cards like on category pages (the route loader starts them).
 * Nothing new, or a failed load: no row at all.
 */
export function NewProducts({ navId }: { navId: string }) {
  const { data } = useQuery(newProductsQuery(NEW_PRODUCTS_LIMIT))
  if (!data || data.items.length === 0) return null
  return (
    <section aria-labelledby="home-new-products" data-testid="home-new-products">
      <h2 id="home-new-products" className="section-title">
        Uutuudet
      </h2>
      <div className="mt-4">
        <ProductGrid products={data.items} navId={navId} />
      </div>
    </section>
  )
}
