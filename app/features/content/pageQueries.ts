import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { collectionSchema, entrySchema, RichTextDocumentSchema } from '../../../contract/schemas/content'
import { api, ApiRequestError } from '../../lib/api'
import { compactEntry, resolvedLinks, type CompactEntry } from './queries'

// What a page renders of its entries. v.object (not looseObject) drops the rest of
// Contentful's answer, so the cached and dehydrated query data stays small (see
// contentEntriesQuery in ./queries).
const AssetRef = v.optional(
  v.object({
    fields: v.object({
      title: v.optional(v.string(), ''),
      file: v.optional(v.object({ url: v.string() })),
    }),
  }),
)

const ContentBlockFields = v.object({
  title: v.string(),
  body: v.optional(RichTextDocumentSchema),
  image: AssetRef,
  link: v.pipe(
    v.optional(v.unknown()),
    v.transform((link) => (link === undefined ? null : (resolvedLinks([link])[0] ?? null))),
  ),
})
const ContentBlockSchema = entrySchema(ContentBlockFields)
export type ContentBlock = CompactEntry<v.InferOutput<typeof ContentBlockFields>>

/** A page's content blocks: resolved entries only (an unresolved link is left out). */
const ContentBlockListSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((blocks): ContentBlock[] =>
    blocks.flatMap((block) => {
      const parsed = v.safeParse(ContentBlockSchema, block)
      return parsed.success
        ? [compactEntry(parsed.output as { sys: { id: string }; fields: ContentBlock['fields'] })]
        : []
    }),
  ),
)

const PageFieldsSchema = v.object({
  title: v.string(),
  slug: v.string(),
  lead: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  heroImage: AssetRef,
  body: v.optional(RichTextDocumentSchema),
  contentBlocks: v.optional(ContentBlockListSchema, []),
})
const PageSchema = entrySchema(PageFieldsSchema)
export type Page = CompactEntry<v.InferOutput<typeof PageFieldsSchema>>

const BlogPostFieldsSchema = v.object({
  title: v.string(),
  slug: v.string(),
  publishDate: v.optional(v.string(), ''),
  excerpt: v.optional(v.string(), ''),
  heroImage: AssetRef,
  body: v.optional(RichTextDocumentSchema),
})
const BlogPostSchema = entrySchema(BlogPostFieldsSchema)
export type BlogPost = CompactEntry<v.InferOutput<typeof BlogPostFieldsSchema>>

/** /api/contentful answers an unknown slug with a 404 (contract): the page does not exist. */
const nullWhenMissing = (error: unknown) => {
  if (error instanceof ApiRequestError && error.status === 404) return null
  throw error
}

const firstCompact = <F>(items: unknown[]): CompactEntry<F> | null => {
  const first = items[0] as { sys: { id: string }; fields: F } | undefined
  return first ? compactEntry(first) : null
}

/** Asset URLs from the CDA are protocol-relative (//images.ctfassets.net/…). */
export const assetUrl = (url: string) => (url.startsWith('//') ? `https:${url}` : url)

export const contentPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: () =>
      api(`/api/contentful/page/${encodeURIComponent(slug)}?include=2`, collectionSchema(PageSchema)).then(
        (c) => firstCompact<Page['fields']>(c.items),
        nullWhenMissing,
      ),
    staleTime: 5 * 60_000,
  })

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'blogPost', slug],
    queryFn: () =>
      api(`/api/contentful/blogPost/${encodeURIComponent(slug)}?include=2`, collectionSchema(BlogPostSchema)).then(
        (c) => firstCompact<BlogPost['fields']>(c.items),
        nullWhenMissing,
      ),
    staleTime: 5 * 60_000,
  })

export const blogListQuery = () =>
  queryOptions({
    queryKey: ['content', 'blog'],
    queryFn: async () => {
      const answer = await api(
        `/api/contentful/entries?${new URLSearchParams({ content_type: 'blogPost', order: '-fields.publishDate', include: '1' })}`,
        collectionSchema(BlogPostSchema),
      )
      const items = answer.items as { sys: { id: string }; fields: BlogPost['fields'] }[]
      return { total: answer.total, items: items.map(compactEntry) }
    },
    staleTime: 5 * 60_000,
  })
