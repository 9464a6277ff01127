import type {
  Asset,
  AssetCollection,
  ContentType,
  ContentTypeCollection,
  Entry,
  EntryCollection,
  LocaleCollection,
  Space,
} from '../../contract/schemas/content'
import type {
  ContentfulExport,
  ExportAsset,
  ExportContentType,
  ExportEntry,
  ExportSys,
  Localized,
} from './exportFormat'
import { plainCollection, plainEntity } from './plain'
import type { AssetsQuery, ContentSource, EntriesQuery, EntryQuery } from './source'

/** The name /space reports for the bundled export (an export file carries no space name). */
export const LOCAL_SPACE_NAME = 'VetTarvike (paikallinen sisältö)'

type JsonObject = Record<string, unknown>
interface Localizable {
  sys: ExportSys
  fields: Record<string, Localized | undefined>
  metadata?: unknown
}

/** 32-bit FNV-1a as 8 hex digits: a change of the export file gives new edge-cache keys. */
function fingerprint(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return (h >>> 0).toString(16).padStart(8, '0')
}
const fingerprints = new WeakMap<ContentfulExport, string>()
function exportFingerprint(data: ContentfulExport): string {
  let id = fingerprints.get(data)
  if (!id) {
    id = fingerprint(JSON.stringify(data))
    fingerprints.set(data, id)
  }
  return id
}

/** What the Delivery API serves: published and not archived. */
const isPublished = (sys: ExportSys) => typeof sys.publishedVersion === 'number' && sys.archivedVersion === undefined

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null

/**
 * The content export bundled into the worker (worker/content/export.json), served with the CDA's
 * shapes and query semantics: only published entities, fields of one locale, the same
 * filters, order, paging, link resolution and removal of unresolvable links.
 */
export function createLocalSource(data: ContentfulExport): ContentSource {
  const defaultLocale = data.locales.find((l) => l.default)?.code ?? 'fi-FI'
  const first = data.entries[0] ?? data.assets[0] ?? data.contentTypes[0]
  const spaceId = first?.sys.space.sys.id ?? 'local'
  const environmentId = first?.sys.environment.sys.id ?? 'master'

  const fieldValue = (field: Localized | undefined, locale: string): unknown => {
    if (!field) return undefined
    if (locale in field) return field[locale]
    // The CDA falls back along the locale chain; the export's only chain ends in the default.
    const fallback = data.locales.find((l) => l.code === locale)?.fallbackCode ?? defaultLocale
    return field[fallback]
  }

  /** The CDA's view of an entity: delivery sys fields and single-locale values (fresh copies). */
  function localize(entity: Localizable, locale: string): JsonObject {
    const { sys } = entity
    const fields: JsonObject = {}
    for (const [key, field] of Object.entries(entity.fields)) {
      const value = fieldValue(field, locale)
      if (value !== undefined) fields[key] = structuredClone(value)
    }
    const cdaSys: JsonObject = {
      space: sys.space,
      id: sys.id,
      type: sys.type,
      createdAt: sys.createdAt,
      updatedAt: sys.updatedAt,
      environment: { sys: { id: environmentId, type: 'Link', linkType: 'Environment' } },
      publishedVersion: sys.publishedVersion,
      revision: sys.publishedCounter ?? 1,
    }
    if ('contentType' in sys) cdaSys.contentType = sys.contentType
    cdaSys.locale = locale
    return {
      metadata: structuredClone(entity.metadata ?? { tags: [], concepts: [] }),
      sys: structuredClone(cdaSys),
      fields,
    }
  }

  /**
   * Every published entry and asset of the export in one locale, with links replaced by the
   * linked objects (shared, so the graph may be circular, as the SDK's is) and links to
   * anything missing or unpublished removed.
   */
  function resolvedGraph(locale: string): Map<string, JsonObject> {
    const graph = new Map<string, JsonObject>()
    for (const entry of data.entries as ExportEntry[]) {
      if (isPublished(entry.sys)) graph.set(`Entry!${entry.sys.id}`, localize(entry, locale))
    }
    for (const asset of data.assets as ExportAsset[]) {
      if (isPublished(asset.sys)) graph.set(`Asset!${asset.sys.id}`, localize(asset as unknown as Localizable, locale))
    }
    const UNRESOLVED = Symbol('unresolved')
    const resolve = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(resolve).filter((item) => item !== UNRESOLVED)
      if (!isObject(value)) return value
      const sys = value.sys
      if (isObject(sys) && sys.type === 'Link')
        return graph.get(`${String(sys.linkType)}!${String(sys.id)}`) ?? UNRESOLVED
      for (const [key, item] of Object.entries(value)) {
        const resolved = resolve(item)
        if (resolved === UNRESOLVED) delete value[key]
        else value[key] = resolved
      }
      return value
    }
    for (const entity of graph.values()) entity.fields = resolve(entity.fields)
    return graph
  }

  const pathValue = (entity: JsonObject, path: string): unknown => {
    const [root, key] = path.split('.') as [string, string]
    const container = entity[root]
    return isObject(container) ? container[key] : undefined
  }

  /** The CDA's `order`: comma-separated keys, '-' for descending; missing values last. */
  function sortBy(order: string): (a: JsonObject, b: JsonObject) => number {
    const keys = order.split(',').map((k) => (k.startsWith('-') ? { path: k.slice(1), dir: -1 } : { path: k, dir: 1 }))
    keys.push({ path: 'sys.id', dir: 1 })
    return (a, b) => {
      for (const { path, dir } of keys) {
        const x = pathValue(a, path)
        const y = pathValue(b, path)
        if (x === y) continue
        if (x === undefined) return 1
        if (y === undefined) return -1
        if (typeof x === 'string' && typeof y === 'string') return x.localeCompare(y, 'fi') * dir
        return ((x as number) < (y as number) ? -1 : 1) * dir
      }
      return 0
    }
  }

  const page = <T>(items: T[], skip: number, limit: number) => items.slice(skip, skip + limit)

  function findEntries(query: EntriesQuery, graph: Map<string, JsonObject>): JsonObject[] {
    const out: JsonObject[] = []
    for (const entity of graph.values()) {
      const sys = entity.sys as JsonObject
      if (sys.type !== 'Entry' || (sys.contentType as { sys: { id: string } }).sys.id !== query.content_type) continue
      const fields = entity.fields as JsonObject
      if (query['fields.slug'] !== undefined && fields.slug !== query['fields.slug']) continue
      if (query['fields.loggedIn'] !== undefined && fields.loggedIn !== query['fields.loggedIn']) continue
      out.push(entity)
    }
    return out.sort(sortBy(query.order))
  }

  function contentType(ct: ExportContentType): ContentType {
    const cdaContentType = {
      sys: {
        space: ct.sys.space,
        id: ct.sys.id,
        type: 'ContentType' as const,
        createdAt: ct.sys.createdAt,
        updatedAt: ct.sys.updatedAt,
        environment: { sys: { id: environmentId, type: 'Link', linkType: 'Environment' } },
        revision: ct.sys.publishedCounter ?? 1,
      },
      displayField: ct.displayField,
      name: ct.name,
      description: ct.description,
      fields: ct.fields,
    }
    return structuredClone(cdaContentType) as unknown as ContentType
  }

  const deliveryLocales = () => data.locales.filter((l) => l.contentDeliveryApi)

  return {
    kind: 'local',
    cacheId: `local/${exportFingerprint(data)}`,

    async getEntries(query: EntriesQuery): Promise<EntryCollection> {
      const found = findEntries(query, resolvedGraph(query.locale))
      return plainCollection(
        { total: found.length, skip: query.skip, limit: query.limit, items: page(found, query.skip, query.limit) },
        query.include,
      ) as EntryCollection
    },

    async getEntry(id: string, query: EntryQuery): Promise<Entry | null> {
      const entry = resolvedGraph(query.locale).get(`Entry!${id}`)
      return entry ? (plainEntity(entry, query.include) as Entry) : null
    },

    async getContentTypes(): Promise<ContentTypeCollection> {
      const items = data.contentTypes.filter((ct) => isPublished(ct.sys)).map(contentType)
      return { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 100, items }
    },

    async getContentType(id: string): Promise<ContentType | null> {
      const ct = data.contentTypes.find((t) => t.sys.id === id && isPublished(t.sys))
      return ct ? contentType(ct) : null
    },

    async getAssets(query: AssetsQuery): Promise<AssetCollection> {
      const all = (data.assets as ExportAsset[])
        .filter((a) => isPublished(a.sys))
        .map((a) => localize(a as unknown as Localizable, query.locale))
        .sort(sortBy(query.order))
      return {
        sys: { type: 'Array' },
        total: all.length,
        skip: query.skip,
        limit: query.limit,
        items: page(all, query.skip, query.limit) as Asset[],
      }
    },

    async getAsset(id: string, query: { locale: string }): Promise<Asset | null> {
      const asset = (data.assets as ExportAsset[]).find((a) => a.sys.id === id && isPublished(a.sys))
      return asset ? (localize(asset as unknown as Localizable, query.locale) as Asset) : null
    },

    async getSpace(): Promise<Space> {
      return {
        sys: { type: 'Space', id: spaceId },
        name: LOCAL_SPACE_NAME,
        locales: deliveryLocales().map((l) => ({
          code: l.code,
          default: l.default,
          name: l.name,
          fallbackCode: l.fallbackCode,
        })),
      }
    },

    async getLocales(): Promise<LocaleCollection> {
      const items = deliveryLocales().map((l) => ({
        code: l.code,
        name: l.name,
        default: l.default,
        fallbackCode: l.fallbackCode,
        sys: { id: l.sys.id, type: 'Locale' as const, version: l.sys.version },
      }))
      return { sys: { type: 'Array' }, total: items.length, skip: 0, limit: 1000, items }
    },
  }
}
