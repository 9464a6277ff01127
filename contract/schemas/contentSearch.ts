import * as v from 'valibot'

/** spec §3 content page search result: sys.id, fields.slug, fields.title. */
export const ContentSearchItemSchema = v.object({
  sys: v.object({ id: v.string() }),
  fields: v.object({ slug: v.string(), title: v.string() }),
})
export const ContentSearchResponseSchema = v.object({
  items: v.array(ContentSearchItemSchema),
  total_count: v.number(),
})
export type ContentSearchResponse = v.InferOutput<typeof ContentSearchResponseSchema>
