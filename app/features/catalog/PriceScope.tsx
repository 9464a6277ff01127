import { useQuery, useQueryClient } from '@tanstack/react-query'
import { createContext, useContext, useEffect, type ReactNode } from 'react'
import { pagePricesQuery, rememberPrices } from './pagePrices'

interface Scope {
  navId: string
  skus: readonly string[]
}

const ScopeContext = createContext<Scope | null>(null)

/** The page's price query for one price slot (`ContractPrice`); null outside a `PriceScope`. */
export function usePriceScope() {
  const scope = useContext(ScopeContext)
  return scope ? pagePricesQuery(scope.navId, scope.skus) : null
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
  if (!navId) return children
  return (
    <ScopeContext value={{ navId, skus }}>
      <RememberPrices navId={navId} skus={skus} />
      {children}
    </ScopeContext>
  )
}

/**
 * Keeps the page's prices per SKU for the session once they are in the browser (effects do not
 * run on the server, where the entries would be dehydrated one by one again).
 */
function RememberPrices({ navId, skus }: Scope) {
  const client = useQueryClient()
  const { data } = useQuery(pagePricesQuery(navId, skus))
  // Other SKUs are another query, so `data` changes with them.
  useEffect(() => {
    if (data) rememberPrices(client, navId, skus, data)
  }, [client, navId, data])
  return null
}
