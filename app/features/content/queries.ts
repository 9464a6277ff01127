import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { mayOpen, type Reader } from '../../../contract/pageAccess'
import { collectionSchema, entrySchema, type ContentTypeId } from '../../../contract/schemas/content'
import { api } from '../../lib/api'

/**
 * One read of /api/contentful/entries per content type. Content is public, but guests and
 * customers may see different notices, so the audience is part of the key.
 *
 * The answer is validated whole, then cached as only what the page renders: each entry's id
 * and its declared fields. Shell content (links, footer, notices) is loaded for every page and
 * dehydrated into its HTML; Contentful's metadata (space, environment, revisions, content
 * types of every linked entry) was two thirds of that inline script.
 */
export const contentEntriesQuery = <F extends v.GenericSchema>(
  contentType: ContentTypeId,
  fields: F,
  params: Record<string, string> = {},
  audience: 'guest' | 'customer' = 'guest',
) =>
  queryOptions({
    queryKey: ['content', 'entries', contentType, params, audience],
    queryFn: async () => {
      const answer = await api(
        `/api/contentful/entries?${new URLSearchParams({ content_type: contentType, ...params })}`,
        collectionSchema(entrySchema(fields)),
      )
      const items = answer.items as { sys: { id: string }; fields: v.InferOutput<F> }[]
      return { total: answer.total, items: items.map(compactEntry) }
    },
    staleTime: 5 * 60_000,
  })

/** An entry as pages keep it: its id and the fields they declared. */
export interface CompactEntry<F> {
  sys: { id: string }
  fields: F
}

export const compactEntry = <F>({ sys, fields }: { sys: { id: string }; fields: F }): CompactEntry<F> => ({
  sys: { id: sys.id },
  fields,
})

/** spec §3 link entry. */
export const LinkFieldsSchema = v.object({
  title: v.string(),
  href: v.string(),
  visibleToLoggedOutUsers: v.optional(v.boolean(), false),
})
export const LinkEntrySchema = entrySchema(LinkFieldsSchema)
export type LinkFields = v.InferOutput<typeof LinkFieldsSchema>

/** The link entries of a reference field, reduced to their fields; unresolved or malformed links are dropped. */
export function resolvedLinks(links: unknown[]): LinkFields[] {
  return links.flatMap((link) => {
    const parsed = v.safeParse(LinkEntrySchema, link)
    return parsed.success ? [parsed.output.fields] : []
  })
}

/** A reference field holding link entries, resolved while the answer is parsed (see resolvedLinks). */
export const LinkListSchema = v.pipe(v.array(v.unknown()), v.transform(resolvedLinks))

/** An entry referencing one link entry (top links, mega-menu links), resolved while parsing (none when unresolved). */
export const OneLinkFields = v.object({
  link: v.pipe(
    v.optional(v.unknown()),
    v.transform((link) => (link === undefined ? [] : resolvedLinks([link]))),
  ),
})

/**
 * The links this visitor may see (spec §2 footer rule: guests only those flagged for them;
 * customers none that leads to a guest-only page or to a page their scope does not open,
 * docs/decisions/049-offer-only-what-is-allowed.md).
 */
export function linksFor(links: LinkFields[], reader: Reader): LinkFields[] {
  return reader
    ? links.filter((link) => mayOpen(link.href, reader))
    : links.filter((link) => link.visibleToLoggedOutUsers)
}

/** Keeps only links whose entries resolved and that this visitor may see. */
export function visibleLinks(links: unknown[], reader: Reader): LinkFields[] {
  return linksFor(resolvedLinks(links), reader)
}
