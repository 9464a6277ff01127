import type { createClient, CreateClientParams } from 'contentful'
import * as v from 'valibot'
import {
  AssetCollectionSchema,
  AssetSchema,
  ContentTypeCollectionSchema,
  ContentTypeSchema,
  EntryCollectionSchema,
  EntrySchema,
  LocaleCollectionSchema,
  SpaceSchema,
} from '../../contract/schemas/content'
import type { Logger } from '../log'
import { plainCollection, plainEntity } from './plain'
import { ContentSourceError, type ContentSource } from './source'

/** The content request budget: a page waits for its content, so less than the 30 s of spec §9. */
export const CONTENTFUL_TIMEOUT_MS = 10_000

export interface ContentfulConfig {
  space: string
  environment: string
  accessToken: string
  /** Defaults to cdn.contentful.com; preview.contentful.com for the Preview API. */
  host?: string
  basePath?: string
  insecure?: boolean
  timeoutMs?: number
}

/** What is safe to log about an SDK failure (the SDK's message embeds request headers). */
interface FailureDetails {
  /** The CDA's error id (sys.id), e.g. NotFound, AccessTokenInvalid, or the JS error name. */
  error: string
  status?: number
  /** The CDA's request id, for Contentful support (the log line has our own requestId). */
  cdaRequestId?: string
  cdaMessage?: string
  detailsType?: string
}

function describeFailure(error: unknown): FailureDetails {
  if (!(error instanceof Error)) return { error: 'Unknown', cdaMessage: String(error).slice(0, 200) }
  // The SDK throws its own NotFoundError (sys.id 'NotFound') when getEntry finds no item,
  // and otherwise an Error named after the CDA's sys.id whose message is a JSON summary.
  const own = error as Error & { sys?: { id?: string }; details?: { type?: string } }
  let summary: { status?: number; message?: string; requestId?: string; details?: { type?: string } } = {}
  try {
    summary = JSON.parse(error.message) as typeof summary
  } catch {
    summary = { message: error.message }
  }
  return {
    error: own.sys?.id ?? error.name,
    status: typeof summary.status === 'number' ? summary.status : undefined,
    cdaRequestId: summary.requestId,
    cdaMessage: summary.message?.slice(0, 200),
    detailsType: own.details?.type ?? summary.details?.type,
  }
}

type Client = ReturnType<typeof createClient>

/**
 * The Contentful Delivery API through the `contentful` SDK. One client per request (the worker
 * keeps no state between requests); axios runs on the fetch adapter, so in workerd every call
 * is a plain `fetch`. Retries are off: a failed read leaves its section empty and the edge
 * cache keeps serving the last good answer while it is within its stale window.
 *
 * The SDK (axios and its helpers, about 150 KiB gzip) is imported on the first read, so an
 * isolate serving the bundled content never evaluates it
 * (docs/decisions/054-storefront-worker-size.md).
 */
export function createContentfulSource(config: ContentfulConfig, log: Logger): ContentSource {
  const cacheId = `contentful/${encodeURIComponent(config.space || '-')}/${encodeURIComponent(config.environment)}`
  const configured = Boolean(config.space && config.accessToken)

  const params: CreateClientParams = {
    space: config.space,
    environment: config.environment,
    accessToken: config.accessToken,
    adapter: 'fetch',
    retryOnError: false,
    timeout: config.timeoutMs ?? CONTENTFUL_TIMEOUT_MS,
    logHandler: (level, data) => {
      if (level === 'error' || level === 'warning') log.warn('contentful sdk', { level, data: String(data) })
    },
  }
  if (config.host) params.host = config.host
  if (config.basePath) params.basePath = config.basePath
  if (config.insecure) params.insecure = true
  let client: Promise<Client> | undefined
  const sdkClient = () => (client ??= import('contentful').then((sdk) => sdk.createClient(params)))

  /** Runs one SDK read; a NotFound of the expected kind is null, anything else throws. */
  async function read<T>(operation: string, call: (c: Client) => Promise<T>, notFoundType?: string) {
    if (!configured) {
      throw new ContentSourceError('Contentful is not configured (CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN)', {
        operation,
      })
    }
    try {
      return await call(await sdkClient())
    } catch (error) {
      const details = describeFailure(error)
      if (
        notFoundType &&
        details.error === 'NotFound' &&
        (details.detailsType === undefined || details.detailsType === notFoundType)
      ) {
        return null
      }
      throw new ContentSourceError(`Contentful ${operation} failed: ${details.error}`, { operation, ...details })
    }
  }

  function checked<S extends v.GenericSchema>(operation: string, schema: S, value: unknown): v.InferOutput<S> {
    const result = v.safeParse(schema, value)
    if (result.success) return result.output
    throw new ContentSourceError(`Contentful ${operation} answered an unexpected shape`, {
      operation,
      issues: result.issues.slice(0, 3).map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`),
    })
  }

  const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T

  return {
    kind: 'contentful',
    cacheId,

    async getEntries(query) {
      const sdkQuery: Record<string, string | number | boolean> = {
        content_type: query.content_type,
        order: query.order,
        limit: query.limit,
        skip: query.skip,
        include: query.include,
        locale: query.locale,
      }
      if (query['fields.slug'] !== undefined) sdkQuery['fields.slug'] = query['fields.slug']
      if (query['fields.loggedIn'] !== undefined) sdkQuery['fields.loggedIn'] = query['fields.loggedIn']
      const result = await read('getEntries', (c) => c.withoutUnresolvableLinks.getEntries(sdkQuery))
      return checked('getEntries', EntryCollectionSchema, plainCollection(result!, query.include))
    },

    async getEntry(id, query) {
      const entry = await read(
        'getEntry',
        (c) =>
          c.withoutUnresolvableLinks.getEntry(id, { include: query.include as 0 | 1 | 2 | 3, locale: query.locale }),
        'Entry',
      )
      return entry ? checked('getEntry', EntrySchema, plainEntity(entry, query.include)) : null
    },

    async getContentTypes() {
      const result = await read('getContentTypes', (c) => c.getContentTypes())
      return checked('getContentTypes', ContentTypeCollectionSchema, json(result))
    },

    async getContentType(id) {
      const result = await read('getContentType', (c) => c.getContentType(id), 'ContentType')
      return result ? checked('getContentType', ContentTypeSchema, json(result)) : null
    },

    async getAssets(query) {
      const result = await read('getAssets', (c) =>
        c.getAssets({
          order: [query.order as 'sys.createdAt'],
          limit: query.limit,
          skip: query.skip,
          locale: query.locale,
        }),
      )
      return checked('getAssets', AssetCollectionSchema, json(result))
    },

    async getAsset(id, query) {
      const result = await read('getAsset', (c) => c.getAsset(id, { locale: query.locale }), 'Asset')
      return result ? checked('getAsset', AssetSchema, json(result)) : null
    },

    async getSpace() {
      const result = await read('getSpace', (c) => c.getSpace())
      return checked('getSpace', SpaceSchema, json(result))
    },

    async getLocales() {
      const result = await read('getLocales', (c) => c.getLocales())
      return checked('getLocales', LocaleCollectionSchema, json(result))
    },
  }
}
