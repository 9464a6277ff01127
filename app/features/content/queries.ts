import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { collectionSchema, entrySchema, type ContentTypeId } from '../../../contract/schemas/content'
import { api } from '../../lib/api'

/**
 * One read of /api/contentful/entries per content type. Content is public, but guests and
 * customers may see different notices, so the audience is part of the key.
 */
export const contentEntriesQuery = <F extends v.GenericSchema>(
  contentType: ContentTypeId,
  fields: F,
  params: Record<string, string> = {},
  audience: 'guest' | 'customer' = 'guest',
) =>
  queryOptions({
    queryKey: ['content', 'entries', contentType, params, audience],
    queryFn: () =>
      api(
        `/api/contentful/entries?${new URLSearchParams({ content_type: contentType, ...params })}`,
        collectionSchema(entrySchema(fields)),
      ),
    staleTime: 5 * 60_000,
  })

/** spec §3 link entry. */
export const LinkFieldsSchema = v.object({
  title: v.string(),
  href: v.string(),
  visibleToLoggedOutUsers: v.optional(v.boolean(), false),
})
export const LinkEntrySchema = entrySchema(LinkFieldsSchema)
export type LinkFields = v.InferOutput<typeof LinkFieldsSchema>

/** Keeps only links whose entries resolved and that this visitor may see (spec §2 footer rule). */
export function visibleLinks(links: unknown[], loggedIn: boolean): LinkFields[] {
  const out: LinkFields[] = []
  for (const link of links) {
    const parsed = v.safeParse(LinkEntrySchema, link)
    if (!parsed.success) continue
    if (!loggedIn && !parsed.output.fields.visibleToLoggedOutUsers) continue
    out.push(parsed.output.fields)
  }
  return out
}
