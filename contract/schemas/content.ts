import * as v from 'valibot'

/**
 * The content service behind /api/contentful/* (spec §3 "Content entries" and "Content state",
 * §7). Responses have the shapes the Contentful Delivery API returns through the `contentful`
 * SDK: single-locale fields, links resolved to the linked entries and assets (to the `include`
 * depth), unresolvable links removed, and plain JSON without circular references.
 */

/** Only locale fi exists (spec §1). */
export const CONTENT_LOCALE = 'fi-FI'

interface ContentTypeRule {
  /** Order used when the query gives none (spec §7: mega-menu links newest first). */
  defaultOrder: string
  /** Fields the type may be ordered by (besides sys.createdAt, sys.updatedAt, sys.id). */
  orderFields: readonly string[]
  /** Readable at /api/contentful/{contentType}/{slug}. */
  slug?: true
  /** Carries fields.loggedIn: entries flagged true are never served to guests (spec §6). */
  audience?: true
}

/** The allow-list of content types the shop reads. */
export const CONTENT_TYPES = {
  footerBlock: { defaultOrder: 'sys.createdAt', orderFields: ['titleOfBlock'] },
  link: { defaultOrder: 'fields.title', orderFields: ['title'] },
  contactInfoAcrossSite: { defaultOrder: 'sys.createdAt', orderFields: [] },
  navigationLink: { defaultOrder: 'sys.createdAt', orderFields: [] },
  contentLinkMegamenu: { defaultOrder: '-sys.createdAt', orderFields: [] },
  emergencyNotice: { defaultOrder: '-sys.updatedAt', orderFields: [], audience: true },
  informationNotice: { defaultOrder: '-sys.updatedAt', orderFields: [], audience: true },
  page: { defaultOrder: 'fields.title', orderFields: ['title', 'slug'], slug: true },
  contentBlock: { defaultOrder: 'sys.createdAt', orderFields: ['title'] },
  blogPost: { defaultOrder: '-fields.publishDate', orderFields: ['title', 'slug', 'publishDate'], slug: true },
} as const satisfies Record<string, ContentTypeRule>

export type ContentTypeId = keyof typeof CONTENT_TYPES
export const CONTENT_TYPE_IDS = Object.keys(CONTENT_TYPES) as ContentTypeId[]
export const SLUG_CONTENT_TYPES = CONTENT_TYPE_IDS.filter((id) => 'slug' in CONTENT_TYPES[id])
export const AUDIENCE_CONTENT_TYPES = CONTENT_TYPE_IDS.filter((id) => 'audience' in CONTENT_TYPES[id])

/** Query limits of /api/contentful/entries. */
export const CONTENT_LIMITS = { maxLimit: 100, maxInclude: 3, defaultInclude: 2, maxSkip: 10_000, searchItems: 8 }

// ---------------------------------------------------------------------------------------------
// Requests: every value arrives as a string; unknown parameters are a 400.
// ---------------------------------------------------------------------------------------------

const intString = (min: number, max: number, message: string) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, message),
    v.transform(Number),
    v.number(),
    v.minValue(min, message),
    v.maxValue(max, message),
  )

export const ContentIdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'Virheellinen tunniste.'))
export const ContentSlugSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Virheellinen osoite.'),
  v.maxLength(200),
)
export const ContentTypeIdSchema = v.picklist(CONTENT_TYPE_IDS, 'Tuntematon sisältötyyppi.')

const IncludeSchema = v.optional(
  intString(0, CONTENT_LIMITS.maxInclude, `Linkkien syvyys on 0–${CONTENT_LIMITS.maxInclude}.`),
  String(CONTENT_LIMITS.defaultInclude),
)
const LocaleParamSchema = v.optional(v.literal(CONTENT_LOCALE, `Ainoa kieli on ${CONTENT_LOCALE}.`), CONTENT_LOCALE)
const LimitSchema = v.optional(intString(1, CONTENT_LIMITS.maxLimit, `Määrä on 1–${CONTENT_LIMITS.maxLimit}.`), '100')
const SkipSchema = v.optional(intString(0, CONTENT_LIMITS.maxSkip, 'Virheellinen aloituskohta.'), '0')
/** One or more comma-separated keys, each optionally prefixed by '-' (descending). */
const OrderSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(
      /^-?(?:sys\.(?:createdAt|updatedAt|id)|fields\.[A-Za-z][A-Za-z0-9]{0,63})(?:,-?(?:sys\.(?:createdAt|updatedAt|id)|fields\.[A-Za-z][A-Za-z0-9]{0,63})){0,2}$/,
      'Virheellinen järjestys.',
    ),
  ),
)

/** /api/contentful/{contentType}/{slug} and /entry/{id}. */
export const ContentEntryQuerySchema = v.strictObject({ include: IncludeSchema, locale: LocaleParamSchema })

/** /api/contentful/entries. */
export const ContentEntriesQuerySchema = v.strictObject({
  content_type: ContentTypeIdSchema,
  'fields.slug': v.optional(ContentSlugSchema),
  'fields.loggedIn': v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'Arvo on true tai false.'),
      v.transform((s) => s === 'true'),
    ),
  ),
  order: OrderSchema,
  limit: LimitSchema,
  skip: SkipSchema,
  include: IncludeSchema,
  locale: LocaleParamSchema,
})
export type ContentEntriesQuery = v.InferOutput<typeof ContentEntriesQuerySchema>

/** /api/contentful/assets. */
export const ContentAssetsQuerySchema = v.strictObject({
  order: v.optional(
    v.pipe(v.string(), v.regex(/^-?sys\.(?:createdAt|updatedAt|id)$/, 'Virheellinen järjestys.')),
    'sys.createdAt',
  ),
  limit: LimitSchema,
  skip: SkipSchema,
  locale: LocaleParamSchema,
})
export type ContentAssetsQuery = v.InferOutput<typeof ContentAssetsQuerySchema>

/** /api/contentful/asset/{id}. */
export const ContentAssetQuerySchema = v.strictObject({ locale: LocaleParamSchema })
/** /api/contentful/contentTypes, /contentType/{id}, /space, /locales. */
export const ContentNoQuerySchema = v.strictObject({})
/** /api/contentful/search/{query}. */
export const ContentSearchQuerySchema = v.strictObject({
  limit: v.optional(
    intString(1, CONTENT_LIMITS.searchItems, `Määrä on 1–${CONTENT_LIMITS.searchItems}.`),
    String(CONTENT_LIMITS.searchItems),
  ),
})

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

export const linkSchema = <T extends string>(linkType: T) =>
  v.object({ sys: v.object({ type: v.literal('Link'), linkType: v.literal(linkType), id: v.string() }) })

/** Contentful's rich text: a tree of nodes under a `document` root. */
export interface RichTextNode {
  nodeType: string
  data: Record<string, unknown>
  content?: RichTextNode[]
  value?: string
  marks?: { type: string }[]
}
export const RichTextNodeSchema: v.GenericSchema<RichTextNode> = v.object({
  nodeType: v.string(),
  data: v.record(v.string(), v.unknown()),
  content: v.optional(v.array(v.lazy(() => RichTextNodeSchema))),
  value: v.optional(v.string()),
  marks: v.optional(v.array(v.object({ type: v.string() }))),
})
export const RichTextDocumentSchema = v.object({
  nodeType: v.literal('document'),
  data: v.record(v.string(), v.unknown()),
  content: v.array(RichTextNodeSchema),
})
export type RichTextDocument = v.InferOutput<typeof RichTextDocumentSchema>

export const EntrySysSchema = v.looseObject({
  id: v.string(),
  type: v.literal('Entry'),
  createdAt: v.string(),
  updatedAt: v.string(),
  locale: v.optional(v.string()),
  contentType: v.object({ sys: v.looseObject({ id: v.string() }) }),
})

/** An entry whose fields follow the given schema (default: any fields). */
export const entrySchema = <F extends v.GenericSchema>(fields: F) => v.looseObject({ sys: EntrySysSchema, fields })
export const EntrySchema = entrySchema(v.record(v.string(), v.unknown()))
export type Entry = v.InferOutput<typeof EntrySchema>

export const collectionSchema = <S extends v.GenericSchema>(item: S) =>
  v.looseObject({
    sys: v.object({ type: v.literal('Array') }),
    total: v.number(),
    skip: v.number(),
    limit: v.number(),
    items: v.array(item),
  })
export const EntryCollectionSchema = collectionSchema(EntrySchema)
export type EntryCollection = v.InferOutput<typeof EntryCollectionSchema>

export const AssetFileSchema = v.object({
  url: v.string(),
  fileName: v.string(),
  contentType: v.string(),
  details: v.object({
    size: v.number(),
    image: v.optional(v.object({ width: v.number(), height: v.number() })),
  }),
})
export const AssetSchema = v.looseObject({
  sys: v.looseObject({ id: v.string(), type: v.literal('Asset'), createdAt: v.string(), updatedAt: v.string() }),
  fields: v.looseObject({
    title: v.optional(v.string()),
    description: v.optional(v.string()),
    file: v.optional(AssetFileSchema),
  }),
})
export type Asset = v.InferOutput<typeof AssetSchema>
export const AssetCollectionSchema = collectionSchema(AssetSchema)
export type AssetCollection = v.InferOutput<typeof AssetCollectionSchema>

export const ContentTypeSchema = v.looseObject({
  sys: v.looseObject({ id: v.string(), type: v.literal('ContentType') }),
  name: v.string(),
  description: v.optional(v.string()),
  displayField: v.nullish(v.string()),
  fields: v.array(
    v.looseObject({ id: v.string(), name: v.string(), type: v.string(), required: v.optional(v.boolean()) }),
  ),
})
export type ContentType = v.InferOutput<typeof ContentTypeSchema>
export const ContentTypeCollectionSchema = collectionSchema(ContentTypeSchema)
export type ContentTypeCollection = v.InferOutput<typeof ContentTypeCollectionSchema>

const LocaleFieldsSchema = {
  code: v.string(),
  name: v.string(),
  default: v.boolean(),
  fallbackCode: v.nullable(v.string()),
}
export const LocaleSchema = v.looseObject({
  ...LocaleFieldsSchema,
  sys: v.looseObject({ id: v.string(), type: v.literal('Locale') }),
})
export const LocaleCollectionSchema = collectionSchema(LocaleSchema)
export type LocaleCollection = v.InferOutput<typeof LocaleCollectionSchema>

export const SpaceSchema = v.looseObject({
  sys: v.looseObject({ id: v.string(), type: v.literal('Space') }),
  name: v.string(),
  locales: v.array(v.looseObject(LocaleFieldsSchema)),
})
export type Space = v.InferOutput<typeof SpaceSchema>

// ---------------------------------------------------------------------------------------------
// Fields of each content type (spec §3), for the app to parse resolved entries with.
// ---------------------------------------------------------------------------------------------

export const LinkFieldsSchema = v.object({
  title: v.string(),
  href: v.string(),
  visibleToLoggedOutUsers: v.optional(v.boolean(), false),
})
export const LinkEntrySchema = entrySchema(LinkFieldsSchema)
export type LinkEntry = v.InferOutput<typeof LinkEntrySchema>

export const FooterBlockFieldsSchema = v.object({
  titleOfBlock: v.string(),
  link: v.optional(v.array(LinkEntrySchema), []),
})
export const ContactInfoFieldsSchema = v.object({
  phone: v.string(),
  email: v.string(),
  street: v.string(),
  postalCode: v.string(),
  city: v.string(),
})
/** navigationLink and contentLinkMegamenu. */
export const ContentLinkFieldsSchema = v.object({ link: v.optional(LinkEntrySchema) })
/** emergencyNotice and informationNotice. */
export const NoticeFieldsSchema = v.object({
  content: RichTextDocumentSchema,
  loggedIn: v.optional(v.boolean(), false),
})
export const ContentBlockFieldsSchema = v.object({
  title: v.string(),
  body: v.optional(RichTextDocumentSchema),
  image: v.optional(AssetSchema),
  link: v.optional(LinkEntrySchema),
})
export const PageFieldsSchema = v.object({
  title: v.string(),
  slug: v.string(),
  lead: v.optional(v.string()),
  description: v.optional(v.string()),
  heroImage: v.optional(AssetSchema),
  body: v.optional(RichTextDocumentSchema),
  contentBlocks: v.optional(v.array(entrySchema(ContentBlockFieldsSchema)), []),
})
export const BlogPostFieldsSchema = v.object({
  title: v.string(),
  slug: v.string(),
  publishDate: v.string(),
  excerpt: v.optional(v.string()),
  heroImage: v.optional(AssetSchema),
  body: RichTextDocumentSchema,
})
