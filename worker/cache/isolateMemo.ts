/**
 * The isolate's own copy of public JSON it has just read from the Cache API
 * (docs/decisions/031-isolate-memo.md). A logged-in page asks for about ten public values (store
 * config, content entries, the menu, the catalogue); matching each in the Cache API and parsing
 * its JSON again was the largest single cost of a render after the framework itself.
 *
 * Values are deep-frozen: every caller shares the same object, so a caller that changed one
 * would change it for the next request. The memo holds at most MAX_ENTRIES values and drops the
 * least recently used; it lives as long as the isolate does.
 */
export const MAX_ENTRIES = 256

interface Entry {
  value: unknown
  expiresAt: number
}

const entries = new Map<string, Entry>()

export function readMemo<T>(key: string, now = Date.now()): T | undefined {
  const entry = entries.get(key)
  if (!entry) return undefined
  entries.delete(key)
  if (entry.expiresAt <= now) return undefined
  entries.set(key, entry) // most recently used last
  return entry.value as T
}

/** Keeps `value` until `expiresAt`; returns it frozen. */
export function writeMemo<T>(key: string, value: T, expiresAt: number): T {
  entries.delete(key)
  entries.set(key, { value: deepFreeze(value), expiresAt })
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value
    if (oldest === undefined) break
    entries.delete(oldest)
  }
  return value
}

/** Tests start each case without memory of the last one. */
export function clearMemo(): void {
  entries.clear()
}

export function memoSize(): number {
  return entries.size
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}
