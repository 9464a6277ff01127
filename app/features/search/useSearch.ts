import { useEffect, useRef, useState } from 'react'
import type { CategorySearchResponse, ProductSearchResponse } from '../../../contract/schemas/catalog'
import { CategorySearchResponseSchema, ProductSearchResponseSchema } from '../../../contract/schemas/catalog'
import { ContentSearchResponseSchema, type ContentSearchResponse } from '../../../contract/schemas/contentSearch'
import { api } from '../../lib/api'

/** spec §5/§9: at least 3 characters, debounced 300 ms. */
export const SEARCH_MIN_CHARS = 3
export const SEARCH_DEBOUNCE_MS = 300
/** spec §7/§9 request timeout: a hung request ends in the error state, never a frozen spinner. */
const SEARCH_TIMEOUT_MS = 30_000

/** One section of the panel; each settles on its own, so one failing request spoils no other. */
export type SectionState<T> = { status: 'loading' } | { status: 'done'; data: T } | { status: 'error' }

export interface SearchState {
  query: string
  /** With the backend's corrected query, if it offers one (`suggestion`, docs/decisions/022-finnish-product-search.md). */
  products: SectionState<ProductSearchResponse>
  categories: SectionState<CategorySearchResponse>
  pages: SectionState<ContentSearchResponse>
}

const LOADING = { status: 'loading' } as const

/** spec §9: at most `limit` hits per section, whatever the endpoint returned. */
function firstHits<T extends { items: unknown[] }>(response: T, limit: number): T {
  return response.items.length > limit ? { ...response, items: response.items.slice(0, limit) } : response
}

function track<T>(request: Promise<T>, cancelled: AbortSignal, settle: (section: SectionState<T>) => void) {
  request.then(
    (data) => {
      if (!cancelled.aborted) settle({ status: 'done', data })
    },
    () => {
      if (!cancelled.aborted) settle({ status: 'error' })
    },
  )
}

/**
 * Search as you type (spec §4): debounced; fewer than 3 characters gives no search (null); a
 * new search aborts the previous requests (AbortController). `limit` caps every section
 * (spec §9: 8, or 6 on narrow screens); `retry` runs the same search again.
 */
export function useSearch(input: string, limit: number): { state: SearchState | null; retry: () => void } {
  const [state, setState] = useState<SearchState | null>(null)
  const [attempt, setAttempt] = useState(0)
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    const query = input.trim()
    controller.current?.abort()
    if (query.length < SEARCH_MIN_CHARS) {
      setState(null)
      return
    }
    const timer = window.setTimeout(() => {
      const current = new AbortController()
      controller.current = current
      const signal = AbortSignal.any([current.signal, AbortSignal.timeout(SEARCH_TIMEOUT_MS)])
      const q = encodeURIComponent(query)
      setState({ query, products: LOADING, categories: LOADING, pages: LOADING })
      track(
        api(`/api/catalog/productsearch?q=${q}&pageSize=${limit}`, ProductSearchResponseSchema, { signal }),
        current.signal,
        (products) => setState((s) => s && { ...s, products }),
      )
      track(
        // The category search has no limit parameter (it answers up to 8): cut on the client.
        api(`/api/categorysearch/${q}`, CategorySearchResponseSchema, { signal }).then((r) => firstHits(r, limit)),
        current.signal,
        (categories) => setState((s) => s && { ...s, categories }),
      )
      track(
        api(`/api/contentful/search/${q}?limit=${limit}`, ContentSearchResponseSchema, { signal }).then((r) =>
          firstHits(r, limit),
        ),
        current.signal,
        (pages) => setState((s) => s && { ...s, pages }),
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [input, limit, attempt])

  useEffect(() => () => controller.current?.abort(), [])
  return { state, retry: () => setAttempt((n) => n + 1) }
}
