import * as v from 'valibot'

/** spec §3 content page search result: sys.id, fields.slug, fields.title. */
export const ContentSearchItemSchema = v.object({
  sys: v.object({
    id: v.string(),
    contentType: v.optional(v.object({ sys: v.object({ id: v.string() }) })),
  }),
  fields: v.object({ slug: v.string(), title: v.string() }),
})
export const ContentSearchResponseSchema = v.object({
  items: v.array(ContentSearchItemSchema),
  total_count: v.number(),
})
export type ContentSearchResponse = v.InferOutput<typeof ContentSearchResponseSchema>

/** Blog posts live under /blog; other content pages at the root catch-all (spec §2). */
export function contentHref(item: v.InferOutput<typeof ContentSearchItemSchema>): string {
  return item.sys.contentType?.sys.id === 'blogPost' ? `/blog/${item.fields.slug}` : `/${item.fields.slug}`
}
