import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { CustomerPricesResponseSchema, MAX_PRICE_SKUS, type ContractPrice } from '../../../contract/schemas/catalog'
import { api } from '../../lib/api'

/**
 * Contract prices for the page, not the contract (docs/decisions/028-page-cost-and-server-cpu.md). Each SKU is its own query, so the
 * browser keeps one per-SKU cache for the session: a price seen on the home page is not asked
 * for again on the category page. The SKUs a page asks for in the same turn (every card of a
 * listing renders at once) go out together as one `customerPrices?skus=` request.
 *
 * The customer number is part of the key, so no two customers share an entry. A SKU without a
 * contract price answers null: the card shows the list price.
 */
export const contractPriceQuery = (navId: string, sku: string) =>
  queryOptions({
    queryKey: ['customer', navId, 'price', sku],
    queryFn: ({ client }): Promise<ContractPrice | null> => batchFor(client, navId).load(sku),
    // Fetched once a session (docs/decisions/028-page-cost-and-server-cpu.md). A contract price changes rarely, and the cart and
    // the order are always priced by the server, never from this cache.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  })

/** Starts the price requests of a page's SKUs from its loader, before its cards render. */
export function prefetchPagePrices(queryClient: QueryClient, navId: string, skus: readonly string[]): void {
  for (const sku of skus) void queryClient.prefetchQuery(contractPriceQuery(navId, sku))
}

interface Waiting {
  resolve: (price: ContractPrice | null) => void
  reject: (error: unknown) => void
}

/**
 * One batch per query client and customer: on the server a query client lives for one request,
 * so a batch never mixes two visitors' requests.
 */
const batches = new WeakMap<QueryClient, Map<string, PriceBatch>>()

function batchFor(client: QueryClient, navId: string): PriceBatch {
  let byCustomer = batches.get(client)
  if (!byCustomer) batches.set(client, (byCustomer = new Map()))
  let batch = byCustomer.get(navId)
  if (!batch) byCustomer.set(navId, (batch = new PriceBatch()))
  return batch
}

class PriceBatch {
  private waiting = new Map<string, Waiting[]>()
  private scheduled = false

  load(sku: string): Promise<ContractPrice | null> {
    return new Promise((resolve, reject) => {
      const list = this.waiting.get(sku)
      if (list) list.push({ resolve, reject })
      else this.waiting.set(sku, [{ resolve, reject }])
      if (!this.scheduled) {
        this.scheduled = true
        // A macrotask, not a microtask: React renders a listing's cards in one task, so by
        // the time this runs every card of the page has asked.
        setTimeout(() => this.flush(), 0)
      }
    })
  }

  private flush(): void {
    const waiting = this.waiting
    this.waiting = new Map()
    this.scheduled = false
    const skus = [...waiting.keys()]
    for (let i = 0; i < skus.length; i += MAX_PRICE_SKUS) {
      const chunk = skus.slice(i, i + MAX_PRICE_SKUS)
      const answer = api(
        `/api/categorysearch/customerPrices?${new URLSearchParams({ skus: chunk.join(',') })}`,
        CustomerPricesResponseSchema,
      )
      answer.then(
        ({ customerPrices }) => {
          const bySku = new Map(customerPrices.items.map((item) => [item.product_no, item]))
          for (const sku of chunk) for (const w of waiting.get(sku) ?? []) w.resolve(bySku.get(sku) ?? null)
        },
        (error: unknown) => {
          for (const sku of chunk) for (const w of waiting.get(sku) ?? []) w.reject(error)
        },
      )
    }
  }
}
