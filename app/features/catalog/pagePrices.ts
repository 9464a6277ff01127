import { hashKey, queryOptions, type QueryClient } from '@tanstack/react-query'
import { CustomerPricesResponseSchema, MAX_PRICE_SKUS, type ContractPrice } from '../../../contract/schemas/catalog'
import { api } from '../../lib/api'

/**
 * Contract prices for the page, not the contract: one query per listing, keyed by the SKUs it
 * shows (docs/decisions/052-one-price-boundary.md), so the page streams and dehydrates one
 * price entry instead of one per card. The answer holds only the SKUs that have a contract
 * price; a SKU without one shows the list price.
 *
 * The browser also keeps every price per SKU for the session (`rememberPrices`): a later page
 * asks the server only for the SKUs it has not priced yet, and a page whose SKUs are all known
 * asks nothing. The customer number is part of every key, so no two customers share an entry.
 */
export const pagePricesQuery = (navId: string, skus: readonly string[]) => {
  const pageSkus = [...new Set(skus)].sort()
  const queryKey = ['customer', navId, 'prices', pageSkus] as const
  return queryOptions({
    queryKey,
    // The key holds every SKU of the page; hashed once here, not again by each of the price
    // slots that read the query (24 on a category page): docs/decisions/028-page-cost-and-server-cpu.md.
    queryHash: hashKey(queryKey),
    queryFn: ({ client }) => loadPrices(client, navId, pageSkus),
    // A contract price changes rarely, and the cart and the order are always priced by the
    // server, never from this cache (docs/decisions/007-streamed-contract-prices.md).
    staleTime: Number.POSITIVE_INFINITY,
  })
}

/** Starts the price request of a page's SKUs from its loader, before its cards render. */
export function prefetchPagePrices(queryClient: QueryClient, navId: string, skus: readonly string[]): void {
  void queryClient.prefetchQuery(pagePricesQuery(navId, skus))
}

/** One SKU's entry of the session's price cache: its contract price, or null for none. */
const skuPriceKey = (navId: string, sku: string) => ['customer', navId, 'price', sku] as const

/**
 * Keeps a page's answer per SKU for the rest of the session. Called in the browser when the
 * page's prices arrive (streamed with the page or fetched): on the server the entries would be
 * dehydrated one by one again.
 */
export function rememberPrices(
  client: QueryClient,
  navId: string,
  skus: readonly string[],
  prices: readonly ContractPrice[],
): void {
  // Kept for the session like the page entries: nothing observes them, so the default gcTime
  // would drop them minutes after they were seeded.
  client.setQueryDefaults(['customer', navId, 'price'], { gcTime: Number.POSITIVE_INFINITY })
  const bySku = new Map(prices.map((price) => [price.product_no, price]))
  for (const sku of skus) client.setQueryData(skuPriceKey(navId, sku), bySku.get(sku) ?? null)
}

async function loadPrices(client: QueryClient, navId: string, skus: readonly string[]): Promise<ContractPrice[]> {
  const prices: ContractPrice[] = []
  const missing: string[] = []
  for (const sku of skus) {
    const known = client.getQueryData<ContractPrice | null>(skuPriceKey(navId, sku))
    if (known === undefined) missing.push(sku)
    else if (known) prices.push(known)
  }
  const chunks: string[][] = []
  for (let i = 0; i < missing.length; i += MAX_PRICE_SKUS) chunks.push(missing.slice(i, i + MAX_PRICE_SKUS))
  const answers = await Promise.all(
    chunks.map((chunk) =>
      api(
        `/api/categorysearch/customerPrices?${new URLSearchParams({ skus: chunk.join(',') })}`,
        CustomerPricesResponseSchema,
      ),
    ),
  )
  for (const { customerPrices } of answers) prices.push(...customerPrices.items)
  return prices
}
