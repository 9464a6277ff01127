/**
 * A stand-in for the Contentful Delivery API in worker tests: answers the requests the
 * `contentful` SDK makes (through globalThis.fetch, which the Worker shares with the test
 * isolate) from a content export, with the CDA's shapes: `items` with unresolved links plus
 * `includes.Entry` / `includes.Asset` to the requested `include` depth, and the CDA's error
 * bodies (`{ sys: { type: 'Error', id }, message, requestId }`) for 401 and 404.
 * Written independently of worker/content/local.ts so the two can be compared.
 */
import { vi } from 'vitest'
import type { ContentfulExport } from '../content/exportFormat'

export const CDA_ORIGIN = 'https://cdn.contentful.com'
export const CDA_TOKEN = 'cda-test-token-0123456789'

type Json = Record<string, unknown>

export interface CdaRequest {
  url: URL
  /** Path below /spaces/{space}/environments/{environment}/, e.g. "entries". */
  path: string
  authorization: string | null
}

export interface CdaStub {
  /** Every request that reached the stub origin. */
  requests: CdaRequest[]
  /** Requests whose path starts with the given prefix (e.g. "entries"). */
  count(prefix?: string): number
  /** Makes the next requests fail: a status with the CDA's error body, or a network error. */
  fail(how: { status: number; id?: string } | 'network' | null): void
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.contentful.delivery.v1+json', 'X-Contentful-Request-Id': 'req-stub' },
  })

export const cdaError = (status: number, id: string, message: string, details?: Json) =>
  json({ sys: { type: 'Error', id }, message, ...(details ? { details } : {}), requestId: `req-${id}` }, status)

const isPublished = (sys: Json) => typeof sys.publishedVersion === 'number' && sys.archivedVersion === undefined

/** The CDA's view of an export entity in one locale, links left as links. */
function deliver(
  entity: { sys: Json; fields: Record<string, Record<string, unknown>>; metadata?: unknown },
  locale: string,
): Json {
  const { sys } = entity
  const fields: Json = {}
  for (const [key, byLocale] of Object.entries(entity.fields)) {
    if (byLocale && locale in byLocale) fields[key] = byLocale[locale]
  }
  const out: Json = {
    metadata: entity.metadata ?? { tags: [], concepts: [] },
    sys: {
      space: sys.space,
      id: sys.id,
      type: sys.type,
      createdAt: sys.createdAt,
      updatedAt: sys.updatedAt,
      environment: {
        sys: { id: (sys.environment as { sys: { id: string } }).sys.id, type: 'Link', linkType: 'Environment' },
      },
      publishedVersion: sys.publishedVersion,
      revision: sys.publishedCounter,
      ...(sys.contentType ? { contentType: sys.contentType } : {}),
      locale,
    },
    fields,
  }
  return JSON.parse(JSON.stringify(out)) as Json
}

function linksIn(value: unknown, out: { linkType: string; id: string }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => linksIn(v, out))
  else if (value && typeof value === 'object') {
    const sys = (value as Json).sys as Json | undefined
    if (sys && sys.type === 'Link' && (sys.linkType === 'Entry' || sys.linkType === 'Asset')) {
      out.push({ linkType: String(sys.linkType), id: String(sys.id) })
    } else Object.values(value).forEach((v) => linksIn(v, out))
  }
  return out
}

function get(entity: Json, path: string): unknown {
  const [root, key] = path.split('.') as [string, string]
  return ((entity[root] as Json | undefined) ?? {})[key]
}

/** Replaces fetch with the stub origin for `space`/`environment`; other hosts are not reachable. */
export function stubCda(data: ContentfulExport, opts: { space?: string; environment?: string } = {}): CdaStub {
  const requests: CdaRequest[] = []
  let failure: { status: number; id?: string } | 'network' | null = null
  const locale = data.locales.find((l) => l.default)?.code ?? 'fi-FI'

  const entries = () => data.entries.filter((e) => isPublished(e.sys as unknown as Json))
  const assets = () => data.assets.filter((a) => isPublished(a.sys as unknown as Json))
  const byId = (linkType: string, id: string) =>
    (linkType === 'Entry' ? entries() : assets()).find((e) => e.sys.id === id) as
      { sys: Json; fields: Record<string, Record<string, unknown>> } | undefined

  function collection(items: Json[], params: URLSearchParams, extra: Json = {}) {
    const skip = Number(params.get('skip') ?? 0)
    const limit = Number(params.get('limit') ?? 100)
    return {
      sys: { type: 'Array' },
      total: items.length,
      skip,
      limit,
      items: items.slice(skip, skip + limit),
      ...extra,
    }
  }

  function sorted(items: Json[], order: string | null) {
    const keys = (order ?? 'sys.id').split(',').concat('sys.id')
    return items.sort((a, b) => {
      for (const key of keys) {
        const desc = key.startsWith('-')
        const x = get(a, key.replace(/^-/, '')) as string | number | undefined
        const y = get(b, key.replace(/^-/, '')) as string | number | undefined
        if (x === y) continue
        if (x === undefined) return 1
        if (y === undefined) return -1
        const cmp = typeof x === 'string' ? x.localeCompare(String(y), 'fi') : x < (y as number) ? -1 : 1
        return desc ? -cmp : cmp
      }
      return 0
    })
  }

  function entriesAnswer(params: URLSearchParams) {
    let items = entries().map((e) => deliver(e as never, params.get('locale') ?? locale))
    for (const [key, value] of params) {
      if (key === 'content_type')
        items = items.filter(
          (e) =>
            (get(e, 'sys.contentType') as Json | undefined) &&
            (get(e, 'sys.contentType') as { sys: Json }).sys.id === value,
        )
      else if (key === 'sys.id') items = items.filter((e) => get(e, 'sys.id') === value)
      else if (key.startsWith('fields.')) {
        items = items.filter((e) => {
          const actual = get(e, key)
          return typeof actual === 'boolean' ? String(actual) === value : actual === value
        })
      }
    }
    const answer = collection(sorted(items, params.get('order')), params)
    // includes: everything linked from the items, level by level, to `include` levels.
    const depth = Math.min(Number(params.get('include') ?? 1), 10)
    const included = { Entry: new Map<string, Json>(), Asset: new Map<string, Json>() }
    let frontier: Json[] = answer.items
    for (let level = 0; level < depth; level++) {
      const next: Json[] = []
      for (const { linkType, id } of linksIn(frontier.map((e) => e.fields))) {
        const target = byId(linkType, id)
        const bucket = included[linkType as 'Entry' | 'Asset']
        if (!target || bucket.has(id)) continue
        const delivered = deliver(target as never, params.get('locale') ?? locale)
        bucket.set(id, delivered)
        next.push(delivered)
      }
      frontier = next
    }
    const includes: Json = {}
    if (included.Entry.size) includes.Entry = [...included.Entry.values()]
    if (included.Asset.size) includes.Asset = [...included.Asset.values()]
    return Object.keys(includes).length ? { ...answer, includes } : answer
  }

  const space = opts.space ?? data.entries[0]?.sys.space.sys.id ?? 'space'
  const environment = opts.environment ?? 'master'

  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const prefix = `/spaces/${space}/environments/${environment}/`
    const path = url.pathname.startsWith(prefix) ? url.pathname.slice(prefix.length) : url.pathname
    requests.push({ url, path, authorization: request.headers.get('Authorization') })

    if (url.origin !== CDA_ORIGIN) throw new TypeError(`fetch failed: ${url.origin} is not reachable in tests`)
    if (failure === 'network') throw new TypeError('fetch failed: connection refused')
    if (failure) return cdaError(failure.status, failure.id ?? 'ServerError', 'Stubbed failure.')
    if (request.headers.get('Authorization') !== `Bearer ${CDA_TOKEN}`) {
      return cdaError(401, 'AccessTokenInvalid', 'The access token you sent could not be found or is invalid.')
    }
    if (url.pathname === `/spaces/${space}` || url.pathname === `/spaces/${space}/`) {
      return json({
        sys: { type: 'Space', id: space },
        name: 'VetTarvike',
        locales: data.locales.map((l) => ({
          code: l.code,
          default: l.default,
          name: l.name,
          fallbackCode: l.fallbackCode,
        })),
      })
    }
    if (!url.pathname.startsWith(prefix)) {
      return cdaError(404, 'NotFound', 'The resource could not be found.', {
        type: 'Space',
        id: url.pathname.split('/')[2],
      })
    }
    const params = url.searchParams
    const [kind, id] = path.split('/') as [string, string | undefined]
    const notFound = (type: string) =>
      cdaError(404, 'NotFound', 'The resource could not be found.', { type, id, environment, space })

    switch (kind) {
      case 'entries':
        return json(entriesAnswer(params))
      case 'assets': {
        const delivered = assets().map((a) => deliver(a as never, params.get('locale') ?? locale))
        if (id)
          return delivered.find((a) => get(a, 'sys.id') === id)
            ? json(delivered.find((a) => get(a, 'sys.id') === id))
            : notFound('Asset')
        return json(collection(sorted(delivered, params.get('order')), params))
      }
      case 'content_types': {
        const types = data.contentTypes.map((ct) => ({
          sys: {
            space: ct.sys.space,
            id: ct.sys.id,
            type: 'ContentType',
            createdAt: ct.sys.createdAt,
            updatedAt: ct.sys.updatedAt,
            environment: { sys: { id: environment, type: 'Link', linkType: 'Environment' } },
            revision: ct.sys.publishedCounter,
          },
          displayField: ct.displayField,
          name: ct.name,
          description: ct.description,
          fields: ct.fields,
        }))
        if (id)
          return types.find((t) => t.sys.id === id) ? json(types.find((t) => t.sys.id === id)) : notFound('ContentType')
        return json(collection(types as unknown as Json[], params))
      }
      case 'locales':
        return json(
          collection(
            data.locales.map((l) => ({
              code: l.code,
              name: l.name,
              default: l.default,
              fallbackCode: l.fallbackCode,
              sys: { id: l.sys.id, type: 'Locale', version: l.sys.version },
            })),
            new URLSearchParams({ limit: '1000' }),
          ),
        )
      default:
        return notFound('Unknown')
    }
  })

  return {
    requests,
    count: (prefix = '') => requests.filter((r) => r.path.startsWith(prefix)).length,
    fail: (how) => {
      failure = how
    },
  }
}
