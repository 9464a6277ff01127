import { queryOptions } from '@tanstack/react-query'
import { ContentSearchResponseSchema } from '../../../contract/schemas/contentSearch'
import { api } from '../../lib/api'

export const contentSearchQuery = (q: string) =>
  queryOptions({
    queryKey: ['content', 'search', q],
    queryFn: ({ signal }) =>
      api(`/api/contentful/search/${encodeURIComponent(q)}`, ContentSearchResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  })
