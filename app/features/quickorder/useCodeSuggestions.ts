import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { ProductSearchResponseSchema } from '../../../contract/schemas/catalog'
import { api } from '../../lib/api'

const MIN_CHARS = 3
const DEBOUNCE_MS = 200

/** Products matching a code field as the buyer types (the shop's product search), for its datalist. */
export function useCodeSuggestions(code: string, enabled: boolean) {
  const [query, setQuery] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setQuery(code.trim()), DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [code])
  return useQuery({
    queryKey: ['quickorder', 'suggest', query],
    enabled: enabled && query.length >= MIN_CHARS,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      api(`/api/catalog/productsearch?q=${encodeURIComponent(query)}&page=1&pageSize=6`, ProductSearchResponseSchema, {
        signal,
      }),
    select: (data) => data.items,
  })
}
