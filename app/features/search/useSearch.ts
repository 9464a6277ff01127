import { useEffect, useRef, useState } from 'react'
import type { CategorySearchResponse, ProductListResponse } from '../../../contract/schemas/catalog'
import { CategorySearchResponseSchema, ProductListResponseSchema } from '../../../contract/schemas/catalog'
import { ContentSearchResponseSchema, type ContentSearchResponse } from '../../../contract/schemas/contentSearch'
import { api } from '../../lib/api'

/** spec §5/§9: at least 3 characters, debounced 300 ms. */
export const SEARCH_MIN_CHARS = 3
export const SEARCH_DEBOUNCE_MS = 300

export interface SearchResults {
  products: ProductListResponse
  categories: CategorySearchResponse
  pages: ContentSearchResponse
}

export type SearchState =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; results: SearchResults }
  | { status: 'error'; query: string }

const EMPTY: SearchResults = {
  products: { items: [], total_count: 0 },
  categories: { items: [], total_count: 0 },
  pages: { items: [], total_count: 0 },
}

/** Runs the three searches of the panel in parallel; a failed section is empty, not fatal. */
export async function runSearch(query: string, pageSize: number, signal: AbortSignal): Promise<SearchResults> {
  const q = encodeURIComponent(query)
  const [products, categories, pages] = await Promise.allSettled([
    api(`/api/catalog/productsearch?q=${q}&pageSize=${pageSize}`, ProductListResponseSchema, { signal }),
    api(`/api/categorysearch/${q}`, CategorySearchResponseSchema, { signal }),
    api(`/api/contentful/search/${q}`, ContentSearchResponseSchema, { signal }),
  ])
  if (signal.aborted) throw new DOMException('Aborted', 'AbortError')
  if (products.status === 'rejected' && categories.status === 'rejected') throw products.reason
  return {
    products: products.status === 'fulfilled' ? products.value : EMPTY.products,
    categories: categories.status === 'fulfilled' ? categories.value : EMPTY.categories,
    pages: pages.status === 'fulfilled' ? pages.value : EMPTY.pages,
  }
}

/**
 * Search as you type (spec §4): debounced; fewer than 3 characters gives an empty list;
 * a new search aborts the previous request (AbortController).
 */
export function useSearch(input: string, pageSize: number): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle' })
  const controller = useRef<AbortController | null>(null)

  useEffect(() => {
    const query = input.trim()
    controller.current?.abort()
    if (query.length < SEARCH_MIN_CHARS) {
      setState({ status: 'idle' })
      return
    }
    const timer = window.setTimeout(() => {
      const current = new AbortController()
      controller.current = current
      setState({ status: 'loading', query })
      runSearch(query, pageSize, current.signal).then(
        (results) => {
          if (!current.signal.aborted) setState({ status: 'done', query, results })
        },
        (error: unknown) => {
          if (current.signal.aborted || (error instanceof DOMException && error.name === 'AbortError')) return
          setState({ status: 'error', query })
        },
      )
    }, SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [input, pageSize])

  useEffect(() => () => controller.current?.abort(), [])
  return state
}
