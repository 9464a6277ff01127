/**
 * Turns a link-resolved answer (the SDK's object graph, which may be circular) into plain JSON:
 * entities nested deeper than `include` levels and links that could not be resolved are
 * removed, as the SDK's `withoutUnresolvableLinks` client removes links the CDA did not
 * include. Both content sources end here, so their answers have the same shape.
 */

type JsonObject = Record<string, unknown>

const REMOVED = Symbol('removed')

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null

function sysType(value: JsonObject): unknown {
  return isObject(value.sys) ? value.sys.type : undefined
}

const isLink = (value: JsonObject) => sysType(value) === 'Link' || sysType(value) === 'ResourceLink'
const isEntity = (value: JsonObject) => (sysType(value) === 'Entry' || sysType(value) === 'Asset') && 'fields' in value

/** A deep copy of JSON data that holds no resolved links (sys, metadata). */
function copyJson<T>(value: T): T {
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}

function plainValue(value: unknown, depth: number, include: number): unknown {
  if (Array.isArray(value)) {
    const out: unknown[] = []
    for (const item of value) {
      const plain = plainValue(item, depth, include)
      if (plain !== REMOVED) out.push(plain)
    }
    return out
  }
  if (isObject(value)) {
    if (isLink(value)) return REMOVED
    if (isEntity(value)) return depth < include ? plainEntity(value, include, depth + 1) : REMOVED
    const out: JsonObject = {}
    for (const [key, item] of Object.entries(value)) {
      const plain = plainValue(item, depth, include)
      if (plain !== REMOVED) out[key] = plain
    }
    return out
  }
  return value
}

/** An entry or asset at link depth `depth` (0 = an item of the answer). */
export function plainEntity<T>(entity: T, include: number, depth = 0): T {
  const out: JsonObject = {}
  for (const [key, value] of Object.entries(entity as JsonObject)) {
    out[key] = key === 'fields' ? plainValue(value, depth, include) : copyJson(value)
  }
  return out as T
}

/** A collection without `includes` (its items carry the resolved links). */
export function plainCollection<T>(
  collection: { total: number; skip: number; limit: number; items: T[] },
  include: number,
): { sys: { type: 'Array' }; total: number; skip: number; limit: number; items: T[] } {
  return {
    sys: { type: 'Array' },
    total: collection.total,
    skip: collection.skip,
    limit: collection.limit,
    items: collection.items.map((item) => plainEntity(item, include)),
  }
}
