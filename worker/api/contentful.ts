import type { Context } from 'hono'
import { Hono } from 'hono'
import * as v from 'valibot'
import {
  AUDIENCE_CONTENT_TYPES,
  CONTENT_TYPE_IDS,
  CONTENT_TYPES,
  ContentAssetQuerySchema,
  ContentAssetsQuerySchema,
  ContentEntriesQuerySchema,
  type ContentEntriesQuery,
  ContentEntryQuerySchema,
  ContentIdSchema,
  ContentNoQuerySchema,
  ContentSearchQuerySchema,
  ContentSlugSchema,
  ContentTypeIdSchema,
  SLUG_CONTENT_TYPES,
  type ContentTypeId,
  type Entry,
  type EntryCollection,
} from '../../contract/schemas/content'
import type { ContentSearchResponse } from '../../contract/schemas/contentSearch'
import { cachedJson, type CacheOptions } from '../cache/edgeCache'
import { createContentSource, type ContentSource } from '../content'
import { loadSearchDocuments, searchDocuments } from '../content/search'
import type { EntriesQuery } from '../content/source'
import type { AppEnv } from '../env'
import { HttpError } from './errors'
import { readRoute } from './readRoute'
import { parseOr400 } from './validate'
import { hasVerifiedSession } from './verifiedSession'

/**
 * The content service of spec §7 (/api/contentful/*). Content is public and cached at the edge
 * (docs/architecture.md §10); notices flagged loggedIn are served to logged-in requests only.
 * A failed read is logged and answers an empty collection, so its section stays empty (spec §8).
 */
export const contentful = new Hono<AppEnv>()

export const CONTENT_TTL: CacheOptions = { ttl: 300, swr: 3600, memo: 30 }
/** Notices change at short notice (delivery disruptions): a shorter freshness. */
export const NOTICE_TTL: CacheOptions = { ttl: 60, swr: 600, memo: 15 }
export const GUEST_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'
export const MEMBER_CACHE_CONTROL = 'private, max-age=60'
const NO_STORE = 'private, no-store'

/** Marketing parameters are dropped before validation and before the cache key (spec §7). */
const MARKETING_PARAM = /^(?:utm_[a-z0-9_]*|gclid|gbraid|wbraid|fbclid|msclkid|dclid|mc_cid|mc_eid|_ga|_gl)$/i

type Audience = 'public' | 'member' | 'guest'

interface ContentRequest {
  source: ContentSource
  /**
   * The request carries a session cookie: its answers are private. Only for Cache-Control; what
   * is shown to members only waits for memberRequest's upstream check.
   */
  member: boolean
}

function contentRequest(c: Context<AppEnv>): ContentRequest {
  return { source: createContentSource(c.env, c.var.log), member: c.var.token !== null }
}

/**
 * For answers that differ for members (notices flagged loggedIn, spec §6): a cookie that merely
 * looks like a token proves nothing, so the session is checked with the upstream first.
 */
async function memberRequest(c: Context<AppEnv>): Promise<ContentRequest> {
  const req = contentRequest(c)
  return req.member ? { ...req, member: await hasVerifiedSession(c) } : req
}

/** The query string against the route's allow-list: unknown or repeated parameters are a 400. */
function contentQuery<S extends v.GenericSchema>(searchParams: URLSearchParams, schema: S): v.InferOutput<S> {
  const seen = new Map<string, string>()
  for (const [key, value] of searchParams) {
    if (MARKETING_PARAM.test(key)) continue
    if (seen.has(key)) {
      throw new HttpError(400, 'Virheellinen sisältökysely.', { [key]: 'Parametri on annettu useammin kuin kerran.' })
    }
    seen.set(key, value)
  }
  try {
    return parseOr400(schema, Object.fromEntries(seen))
  } catch (error) {
    if (error instanceof HttpError) throw new HttpError(400, 'Virheellinen sisältökysely.', error.fields)
    throw error
  }
}

const canonical = (query: object) =>
  new URLSearchParams(
    Object.entries(query)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, String(value)] as [string, string])
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  ).toString()

async function cached<T>(
  c: Context<AppEnv>,
  { source }: ContentRequest,
  key: string,
  opts: CacheOptions,
  load: () => Promise<T>,
): Promise<T> {
  const { value } = await cachedJson(`content/${source.cacheId}/${key}`, opts, load, (p) => c.executionCtx.waitUntil(p))
  return value
}

function setVisibility(c: Context<AppEnv>, req: ContentRequest) {
  c.header('Cache-Control', req.member ? MEMBER_CACHE_CONTROL : GUEST_CACHE_CONTROL)
}

/** spec §8: logged and left empty; emergency notices fail silently (a warning, not an error). */
function readFailed(c: Context<AppEnv>, req: ContentRequest, route: string, error: unknown, quiet = false) {
  const details =
    error instanceof Error && 'details' in error ? (error.details as Record<string, unknown>) : { error: String(error) }
  // The logger's own message and requestId come first and must not be overwritten.
  const { message: _m, requestId: _r, ...safe } = details
  const params = { route, source: req.source.kind, ...safe }
  if (quiet) c.var.log.warn('content fetch failed', params)
  else c.var.log.error('content fetch failed', params)
  c.header('Cache-Control', NO_STORE)
}

const emptyCollection = (skip = 0, limit = 100) => ({
  sys: { type: 'Array' as const },
  total: 0,
  skip,
  limit,
  items: [],
})

/** spec §6: notices flagged loggedIn are for logged-in customers only. */
function isMemberOnly(entry: Entry): boolean {
  const type = entry.sys.contentType.sys.id
  return (AUDIENCE_CONTENT_TYPES as string[]).includes(type) && entry.fields.loggedIn === true
}

function forAudience(collection: EntryCollection, member: boolean): EntryCollection {
  if (member) return collection
  const items = collection.items.filter((item) => !isMemberOnly(item))
  return items.length === collection.items.length
    ? collection
    : { ...collection, items, total: collection.total - (collection.items.length - items.length) }
}

const isAllowedType = (id: string): id is ContentTypeId => (CONTENT_TYPE_IDS as string[]).includes(id)

// ------------------------------------------------------------------------------------------
// Literal routes first (docs/architecture.md §3), then /{contentType}/{slug}.
// ------------------------------------------------------------------------------------------

/** spec §5/§7: pages and blog posts matching every word; under 3 characters, an empty list. */
contentful.get(
  '/search/:query',
  readRoute(async (c, { params, query: searchParams }) => {
    const { limit } = contentQuery(searchParams, ContentSearchQuerySchema)
    const query = (params.query ?? '').trim()
    if (query.length > 200) throw new HttpError(400, 'Hakusana on liian pitkä.')
    const req = contentRequest(c)
    const empty: ContentSearchResponse = { items: [], total_count: 0 }
    setVisibility(c, req)
    if ([...query].length < 3) return empty
    try {
      const docs = await cached(c, req, 'search-index', CONTENT_TTL, () => loadSearchDocuments(req.source))
      return searchDocuments(docs, query, limit)
    } catch (error) {
      readFailed(c, req, 'search', error)
      return empty
    }
  }),
)

contentful.get(
  '/entries',
  readRoute(async (c, { query: searchParams }) => {
    const q = contentQuery(searchParams, ContentEntriesQuerySchema)
    const rule = CONTENT_TYPES[q.content_type]
    const order = q.order ?? rule.defaultOrder
    const orderFields: readonly string[] = rule.orderFields
    for (const key of order.split(',')) {
      const path = key.replace(/^-/, '')
      if (path.startsWith('fields.') && !orderFields.includes(path.slice('fields.'.length))) {
        throw new HttpError(400, 'Virheellinen sisältökysely.', {
          order: `Tyyppiä ${q.content_type} ei voi järjestää kentän ${path} mukaan.`,
        })
      }
    }
    if (q['fields.slug'] !== undefined && !('slug' in rule)) {
      throw new HttpError(400, 'Virheellinen sisältökysely.', {
        'fields.slug': `Tyypillä ${q.content_type} ei ole osoitetta.`,
      })
    }
    if (q['fields.loggedIn'] !== undefined && !('audience' in rule)) {
      throw new HttpError(400, 'Virheellinen sisältökysely.', {
        'fields.loggedIn': `Tyypillä ${q.content_type} ei ole kirjautuneille rajattua sisältöä.`,
      })
    }
    return (await readEntries(c, q)) ?? emptyCollection(q.skip, q.limit)
  }),
)

/**
 * The entries of a valid query for this request's audience, with its Cache-Control set; null
 * when the read failed (logged, spec §8), so the caller decides what an empty section is.
 * Also the shell's content lists (worker/api/shell.ts).
 */
export async function readEntries(c: Context<AppEnv>, q: ContentEntriesQuery): Promise<EntryCollection | null> {
  const rule = CONTENT_TYPES[q.content_type]
  const hasAudience = 'audience' in rule
  const req = hasAudience ? await memberRequest(c) : contentRequest(c)
  let loggedIn = q['fields.loggedIn']
  if (hasAudience && !req.member) {
    // Guests get the public notices only, whatever they ask for.
    if (loggedIn === true) {
      setVisibility(c, req)
      return emptyCollection(q.skip, q.limit)
    }
    loggedIn = false
  }
  const query: EntriesQuery = {
    content_type: q.content_type,
    'fields.slug': q['fields.slug'],
    'fields.loggedIn': loggedIn,
    order: q.order ?? rule.defaultOrder,
    limit: q.limit,
    skip: q.skip,
    include: q.include,
    locale: q.locale,
  }
  // Logged-in-only notices are cached under their own audience; everything else is public.
  const audience: Audience = hasAudience && loggedIn !== false ? 'member' : 'public'
  const quiet = q.content_type === 'emergencyNotice'
  try {
    const collection = await cached(
      c,
      req,
      `entries/${audience}?${canonical(query)}`,
      hasAudience ? NOTICE_TTL : CONTENT_TTL,
      () => req.source.getEntries(query),
    )
    setVisibility(c, req)
    return forAudience(collection, req.member)
  } catch (error) {
    readFailed(c, req, `entries ${q.content_type}`, error, quiet)
    return null
  }
}

contentful.get('/entry/:id', async (c) => {
  const id = parseOr400(ContentIdSchema, c.req.param('id'))
  const q = contentQuery(new URL(c.req.url).searchParams, ContentEntryQuerySchema)
  const req = await memberRequest(c)
  const audience: Audience = req.member ? 'member' : 'guest'
  let entry: Entry | null
  try {
    entry = await cached(c, req, `entry/${audience}/${id}?${canonical(q)}`, CONTENT_TTL, async () => {
      const found = await req.source.getEntry(id, q)
      // Entries outside the allow-list, and member-only notices for guests, do not exist here.
      if (!found || !isAllowedType(found.sys.contentType.sys.id)) return null
      return !req.member && isMemberOnly(found) ? null : found
    })
  } catch (error) {
    readFailed(c, req, 'entry', error)
    throw new HttpError(502, 'Sisältöä ei juuri nyt saatu. Yritä hetken kuluttua uudelleen.')
  }
  if (!entry || (!req.member && isMemberOnly(entry))) throw new HttpError(404, 'Sisältöä ei löytynyt.')
  setVisibility(c, req)
  return c.json(entry)
})

contentful.get('/contentTypes', async (c) => {
  contentQuery(new URL(c.req.url).searchParams, ContentNoQuerySchema)
  const req = contentRequest(c)
  try {
    const all = await cached(c, req, 'content-types', CONTENT_TTL, () => req.source.getContentTypes())
    const items = all.items.filter((ct) => isAllowedType(ct.sys.id))
    setVisibility(c, req)
    return c.json({ ...all, total: items.length, items })
  } catch (error) {
    readFailed(c, req, 'contentTypes', error)
    return c.json(emptyCollection())
  }
})

contentful.get('/contentType/:id', async (c) => {
  const id = parseOr400(ContentTypeIdSchema, c.req.param('id'))
  contentQuery(new URL(c.req.url).searchParams, ContentNoQuerySchema)
  const req = contentRequest(c)
  let contentType
  try {
    contentType = await cached(c, req, `content-type/${id}`, CONTENT_TTL, () => req.source.getContentType(id))
  } catch (error) {
    readFailed(c, req, 'contentType', error)
    throw new HttpError(502, 'Sisältöä ei juuri nyt saatu. Yritä hetken kuluttua uudelleen.')
  }
  if (!contentType) throw new HttpError(404, 'Sisältötyyppiä ei löytynyt.')
  setVisibility(c, req)
  return c.json(contentType)
})

contentful.get('/assets', async (c) => {
  const q = contentQuery(new URL(c.req.url).searchParams, ContentAssetsQuerySchema)
  const req = contentRequest(c)
  try {
    const assets = await cached(c, req, `assets?${canonical(q)}`, CONTENT_TTL, () => req.source.getAssets(q))
    setVisibility(c, req)
    return c.json(assets)
  } catch (error) {
    readFailed(c, req, 'assets', error)
    return c.json(emptyCollection(q.skip, q.limit))
  }
})

contentful.get('/asset/:id', async (c) => {
  const id = parseOr400(ContentIdSchema, c.req.param('id'))
  const q = contentQuery(new URL(c.req.url).searchParams, ContentAssetQuerySchema)
  const req = contentRequest(c)
  let asset
  try {
    asset = await cached(c, req, `asset/${id}?${canonical(q)}`, CONTENT_TTL, () => req.source.getAsset(id, q))
  } catch (error) {
    readFailed(c, req, 'asset', error)
    throw new HttpError(502, 'Sisältöä ei juuri nyt saatu. Yritä hetken kuluttua uudelleen.')
  }
  if (!asset) throw new HttpError(404, 'Tiedostoa ei löytynyt.')
  setVisibility(c, req)
  return c.json(asset)
})

contentful.get('/space', async (c) => {
  contentQuery(new URL(c.req.url).searchParams, ContentNoQuerySchema)
  const req = contentRequest(c)
  try {
    const space = await cached(c, req, 'space', CONTENT_TTL, () => req.source.getSpace())
    setVisibility(c, req)
    return c.json(space)
  } catch (error) {
    readFailed(c, req, 'space', error)
    throw new HttpError(502, 'Sisältöä ei juuri nyt saatu. Yritä hetken kuluttua uudelleen.')
  }
})

contentful.get('/locales', async (c) => {
  contentQuery(new URL(c.req.url).searchParams, ContentNoQuerySchema)
  const req = contentRequest(c)
  try {
    const locales = await cached(c, req, 'locales', CONTENT_TTL, () => req.source.getLocales())
    setVisibility(c, req)
    return c.json(locales)
  } catch (error) {
    readFailed(c, req, 'locales', error)
    return c.json(emptyCollection())
  }
})

/** A content page or blog post by its slug: an entries collection; none is a 404. */
contentful.get(
  '/:contentType/:slug',
  readRoute(async (c, { params, query: searchParams }) => {
    const contentType = params.contentType ?? ''
    if (!(SLUG_CONTENT_TYPES as string[]).includes(contentType)) {
      throw new HttpError(400, 'Tuntematon sisältötyyppi.', {
        contentType: `Osoitteella voi hakea vain tyyppejä ${SLUG_CONTENT_TYPES.join(', ')}.`,
      })
    }
    const type = contentType as ContentTypeId
    const q = contentQuery(searchParams, ContentEntryQuerySchema)
    const slug = params.slug
    if (!v.is(ContentSlugSchema, slug)) throw new HttpError(404, 'Sivua ei löytynyt.')
    const req = contentRequest(c)
    const query: EntriesQuery = {
      content_type: type,
      'fields.slug': slug,
      order: CONTENT_TYPES[type].defaultOrder,
      limit: 1,
      skip: 0,
      include: q.include,
      locale: q.locale,
    }
    let collection: EntryCollection
    try {
      collection = await cached(c, req, `slug/${type}/${slug}?${canonical(q)}`, CONTENT_TTL, () =>
        req.source.getEntries(query),
      )
    } catch (error) {
      readFailed(c, req, `slug ${type}`, error)
      return emptyCollection(0, 1)
    }
    if (collection.items.length === 0) throw new HttpError(404, 'Sivua ei löytynyt.')
    setVisibility(c, req)
    return collection
  }),
)
