/**
 * Public JSON in the Workers Cache API with a TTL and a hand-written stale-while-revalidate
 * (the Cache API is per location and has no SWR of its own; docs/architecture.md §10).
 * Keys live under a synthetic host no public URL can reach. Only public data goes here,
 * or per-customer data keyed by customer id (never by token).
 */
import { readMemo, writeMemo } from './isolateMemo'

export const CACHE_HOST = 'https://edge-cache.internal'

const STORED_AT = 'X-Stored-At'

export interface CacheOptions {
  /** Fresh for this many seconds. */
  ttl: number
  /** After the TTL, served stale for this many seconds while a refresh runs in the background. */
  swr: number
  /**
   * Public data only: the isolate also keeps the value in memory for this many seconds (never
   * past its TTL), skipping the Cache API and the JSON parse (worker/cache/isolateMemo.ts).
   */
  memo?: number
}

export interface CacheResult<T> {
  value: T
  state: 'hit' | 'stale' | 'miss'
}

export async function cachedJson<T>(
  key: string,
  opts: CacheOptions,
  load: () => Promise<T>,
  waitUntil: (p: Promise<unknown>) => void,
): Promise<CacheResult<T>> {
  if (opts.memo) {
    const remembered = readMemo<T>(key)
    if (remembered !== undefined) return { value: remembered, state: 'hit' }
  }
  // A fresh value is remembered for opts.memo seconds, but never past the end of its TTL.
  const remember = (value: T, freshFor: number) =>
    opts.memo && freshFor > 0 ? writeMemo(key, value, Date.now() + Math.min(opts.memo, freshFor) * 1000) : value
  const cache = await caches.open('edge-json')
  const request = new Request(`${CACHE_HOST}/${key}`)
  const store = async (value: T) => {
    const response = new Response(JSON.stringify(value), {
      headers: {
        'Content-Type': 'application/json',
        'Cache-Control': `public, max-age=${opts.ttl + opts.swr}`,
        [STORED_AT]: String(Date.now()),
      },
    })
    await cache.put(request, response)
  }

  const hit = await cache.match(request)
  if (hit) {
    const age = (Date.now() - Number(hit.headers.get(STORED_AT) ?? 0)) / 1000
    if (age <= opts.ttl) return { value: remember((await hit.json()) as T, opts.ttl - age), state: 'hit' }
    if (age <= opts.ttl + opts.swr) {
      waitUntil(
        load()
          .then(store)
          .catch((error) =>
            console.warn(JSON.stringify({ level: 'warn', message: 'cache refresh failed', key, error: String(error) })),
          ),
      )
      return { value: (await hit.json()) as T, state: 'stale' }
    }
  }
  const value = await load()
  waitUntil(store(value))
  return { value: remember(value, opts.ttl), state: 'miss' }
}
