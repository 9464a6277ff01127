import type {
  Asset,
  AssetCollection,
  ContentType,
  ContentTypeCollection,
  ContentTypeId,
  Entry,
  EntryCollection,
  LocaleCollection,
  Space,
} from '../../contract/schemas/content'

/** A read of /api/contentful/entries after validation and defaults. */
export interface EntriesQuery {
  content_type: ContentTypeId
  'fields.slug'?: string
  'fields.loggedIn'?: boolean
  order: string
  limit: number
  skip: number
  /** Levels of links resolved (the CDA's `include`). */
  include: number
  locale: string
}

export interface EntryQuery {
  include: number
  locale: string
}

export interface AssetsQuery {
  order: string
  limit: number
  skip: number
  locale: string
}

/**
 * Where content comes from: the Contentful Delivery API through the SDK, or the content export
 * bundled into the worker. Both answer with the CDA's shapes (single-locale fields, links
 * resolved to `include` levels, unresolvable links removed, plain JSON). A missing entity is
 * `null`; anything else that goes wrong throws a ContentSourceError.
 */
export interface ContentSource {
  readonly kind: 'contentful' | 'local'
  /** Part of every edge-cache key: a different space, environment or export never shares entries. */
  readonly cacheId: string
  getEntries(query: EntriesQuery): Promise<EntryCollection>
  getEntry(id: string, query: EntryQuery): Promise<Entry | null>
  getContentTypes(): Promise<ContentTypeCollection>
  getContentType(id: string): Promise<ContentType | null>
  getAssets(query: AssetsQuery): Promise<AssetCollection>
  getAsset(id: string, query: { locale: string }): Promise<Asset | null>
  getSpace(): Promise<Space>
  getLocales(): Promise<LocaleCollection>
}

/** A failed read: the origin answered an error, could not be reached, or is not configured. */
export class ContentSourceError extends Error {
  constructor(
    message: string,
    /** Safe to log: status, the CDA's error id and request id; never the token. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ContentSourceError'
  }
}
