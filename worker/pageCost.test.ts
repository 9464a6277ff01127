import { describe, expect, it } from 'vitest'
import { addToCart } from './test/cartFixtures'
import { loadDemoCatalogue } from './test/demoCatalogue'
import { login, pageFetch, type CookieJar } from './test/helpers'

/**
 * What each page kind costs the server beyond its markup (docs/decisions/028-page-cost-and-server-cpu.md):
 * the Suspense boundaries it streams after the shell and the queries it dehydrates into the page.
 * Both grow with the cards of a listing if nothing holds them, and each costs isolate CPU to
 * render and serialise, so they are pinned here rather than found again in a profile.
 *
 * The demo catalogue gives the listings their real size (24 cards a page of a category or of
 * search results, docs/decisions/063-search-paging-and-sort.md; 8 new products on the home
 * page); the contract prices are slowed, as the bench slows them (docs/decisions/007-streamed-contract-prices.md), so every price boundary is
 * still pending when the shell is sent and the counts do not depend on timing. Each page is
 * measured warm, as the bench does: the first render of a page in an isolate also waits for the
 * code its lazy parts import (the product page's shopping-list panel), later ones do not.
 */
const PRICES_LATENCY = { SIMULATED_PRICES_LATENCY_MS: '600' }

const CATEGORY = '/category/laakkeet/loislaakkeet/ulkoloislaakkeet'
/** A configurable product: its variants' prices come with the page. */
const PRODUCT = '/product/fenbendatsoli-250-mg-tabletti-koiralle-ja-kissalle-100032'
const SEARCH = '/searchresults?search=sideharso'

interface PageCost {
  /** Boundaries pending when the shell was sent (`<!--$?-->`), filled in later by the stream. */
  streamedBoundaries: number
  /** Queries in the dehydrated state, at the shell or streamed after it. */
  dehydratedQueries: number
  /** Of those, the contract-price entries (`['customer', navId, 'price' | 'prices', …]`). */
  priceEntries: number
}

const occurrences = (html: string, marker: string) => html.split(marker).length - 1

/** The query hashes of the dehydrated state, as @tanstack/react-router-ssr-query serialises them. */
const dehydratedQueryHashes = (html: string) =>
  [...html.matchAll(/queryHash:"((?:[^"\\]|\\.)*)"/g)].map((m) => JSON.parse(`"${m[1]}"`) as string)

async function pageCost(path: string, jar?: CookieJar): Promise<PageCost> {
  await pageFetch(path, { jar })
  const res = await pageFetch(path, { jar, env: PRICES_LATENCY })
  expect(res.status).toBe(200)
  const html = await res.text()
  const hashes = dehydratedQueryHashes(html)
  return {
    streamedBoundaries: occurrences(html, '<!--$?-->'),
    dehydratedQueries: hashes.length,
    priceEntries: hashes.filter((hash) => /^\["customer","[^"]*","prices?",/.test(hash)).length,
  }
}

describe('what each page kind streams and dehydrates', () => {
  it('stays at the pinned counts', async () => {
    await loadDemoCatalogue()
    const { jar } = await login()
    expect((await addToCart(jar, 'VT-100004', 1)).status).toBe(200)
    const measured = {
      guestHome: await pageCost('/'),
      guestCategory: await pageCost(CATEGORY),
      home: await pageCost('/', jar),
      category: await pageCost(CATEGORY, jar),
      product: await pageCost(PRODUCT, jar),
      cart: await pageCost('/cart', jar),
      search: await pageCost(SEARCH, jar),
    }
    expect(measured).toEqual({
      guestHome: { streamedBoundaries: 0, dehydratedQueries: 3, priceEntries: 0 },
      guestCategory: { streamedBoundaries: 0, dehydratedQueries: 3, priceEntries: 0 },
      // The desk: one deferred boundary and its one query (docs/decisions/061-home-desk-and-session-switch.md).
      home: { streamedBoundaries: 9, dehydratedQueries: 6, priceEntries: 1 },
      category: { streamedBoundaries: 24, dehydratedQueries: 4, priceEntries: 1 },
      product: { streamedBoundaries: 1, dehydratedQueries: 4, priceEntries: 1 },
      cart: { streamedBoundaries: 0, dehydratedQueries: 4, priceEntries: 0 },
      search: { streamedBoundaries: 24, dehydratedQueries: 6, priceEntries: 1 },
    })
  }, 120_000)
})
