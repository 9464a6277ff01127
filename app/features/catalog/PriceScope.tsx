import { useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react'
import { priceView, type PricedProduct } from '../../../contract/pricing'
import { pagePricesQuery, rememberPrices } from './pagePrices'

interface Scope {
  navId: string
  skus: readonly string[]
}

type PagePrices = ReturnType<typeof pagePricesQuery>

const ScopeContext = createContext<PagePrices | null>(null)

/** The page's price query for one price slot (`ContractPrice`); null outside a `PriceScope`. */
export function usePriceScope(): PagePrices | null {
  return useContext(ScopeContext)
}

/**
 * The price a customer pays for a product, from the page's prices (contract/pricing.ts priceView):
 * the one read of every price slot, a card's, the product page's or the search panel's. Suspends
 * until the page's prices are in; throws outside a `PriceScope`.
 */
export function usePriceView(product: PricedProduct): ReturnType<typeof priceView> {
  const scope = usePriceScope()
  if (!scope) throw new Error('PriceScope')
  const { data } = useSuspenseQuery(scope)
  return priceView(
    product,
    data.find((price) => price.product_no === product.sku),
  )
}

/**
 * The SKUs whose contract prices one query brings: a listing's cards, or a product with its
 * variants (docs/decisions/052-one-price-boundary.md). Every price slot below reads that one
 * query, so the page dehydrates one price entry, not one per card. Guests (no `navId`) get the
 * children as they are: their cards ask them to log in.
 */
export function PriceScope({
  navId,
  skus,
  children,
}: {
  navId: string | null
  skus: readonly string[]
  children: ReactNode
}) {
  // One options object for every slot below: the SKUs are sorted and the key hashed once per
  // listing, not once per card (docs/decisions/028-page-cost-and-server-cpu.md).
  // Keyed by the SKUs' text: a grid passes a new array of the same SKUs on every render.
  const skuList = skus.join(',')
  const query = useMemo(() => (navId ? pagePricesQuery(navId, skus) : null), [navId, skuList])
  if (!navId || !query) return children
  return (
    <ScopeContext value={query}>
      <RememberPrices navId={navId} skus={skus} query={query} />
      {children}
    </ScopeContext>
  )
}

/**
 * Keeps the page's prices per SKU for the session once they are in the browser (effects do not
 * run on the server, where the entries would be dehydrated one by one again).
 */
function RememberPrices({ navId, skus, query }: Scope & { query: PagePrices }) {
  const client = useQueryClient()
  const { data } = useQuery(query)
  // Other SKUs are another query, so `data` changes with them.
  useEffect(() => {
    if (data) rememberPrices(client, navId, skus, data)
  }, [client, navId, data])
  return null
}
