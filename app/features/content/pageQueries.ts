import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { collectionSchema, entrySchema, RichTextDocumentSchema } from '../../../contract/schemas/content'
import { api, ApiRequestError } from '../../lib/api'

const AssetRef = v.optional(
  v.looseObject({
    fields: v.looseObject({
      title: v.optional(v.string(), ''),
      file: v.optional(v.looseObject({ url: v.string() })),
    }),
  }),
)

const ContentBlockFields = v.looseObject({
  title: v.string(),
  body: v.optional(RichTextDocumentSchema),
  image: AssetRef,
  link: v.optional(v.unknown()),
})
export const ContentBlockSchema = entrySchema(ContentBlockFields)

export const PageFieldsSchema = v.looseObject({
  title: v.string(),
  slug: v.string(),
  lead: v.optional(v.string(), ''),
  description: v.optional(v.string(), ''),
  heroImage: AssetRef,
  body: v.optional(RichTextDocumentSchema),
  contentBlocks: v.optional(v.array(v.unknown()), []),
})
export const PageSchema = entrySchema(PageFieldsSchema)
export type Page = v.InferOutput<typeof PageSchema>

export const BlogPostSchema = entrySchema(
  v.looseObject({
    title: v.string(),
    slug: v.string(),
    publishDate: v.optional(v.string(), ''),
    excerpt: v.optional(v.string(), ''),
    heroImage: AssetRef,
    body: v.optional(RichTextDocumentSchema),
  }),
)
export type BlogPost = v.InferOutput<typeof BlogPostSchema>

/** /api/contentful answers an unknown slug with a 404 (contract): the page does not exist. */
const nullWhenMissing = (error: unknown) => {
  if (error instanceof ApiRequestError && error.status === 404) return null
  throw error
}

/** Asset URLs from the CDA are protocol-relative (//images.ctfassets.net/…). */
export const assetUrl = (url: string) => (url.startsWith('//') ? `https:${url}` : url)

export const contentPageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug],
    queryFn: () =>
      api(`/api/contentful/page/${encodeURIComponent(slug)}?include=2`, collectionSchema(PageSchema)).then(
        (c) => c.items[0] ?? null,
        nullWhenMissing,
      ),
    staleTime: 5 * 60_000,
  })

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'blogPost', slug],
    queryFn: () =>
      api(`/api/contentful/blogPost/${encodeURIComponent(slug)}?include=2`, collectionSchema(BlogPostSchema)).then(
        (c) => c.items[0] ?? null,
        nullWhenMissing,
      ),
    staleTime: 5 * 60_000,
  })

export const blogListQuery = () =>
  queryOptions({
    queryKey: ['content', 'blog'],
    queryFn: () =>
      api(
        `/api/contentful/entries?${new URLSearchParams({ content_type: 'blogPost', order: '-fields.publishDate', include: '1' })}`,
        collectionSchema(BlogPostSchema),
      ),
    staleTime: 5 * 60_000,
  })
