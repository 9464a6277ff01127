import { afterEach, describe, expect, it, vi } from 'vitest'
import { CACHE_HOST, cachedJson, type CacheOptions } from './edgeCache'
import { MAX_ENTRIES, memoSize, readMemo, writeMemo } from './isolateMemo'

/** cachedJson stores in waitUntil: the tests wait for those writes before they look. */
const pending: Promise<unknown>[] = []
const waitUntil = (p: Promise<unknown>) => void pending.push(p)

/** Reads `key` through cachedJson; returns the value and how often the loader ran. */
function reader(opts: CacheOptions) {
  let loads = 0
  const read = (key: string) =>
    cachedJson(key, opts, async () => ({ version: ++loads, items: [{ name: 'Rokotteet' }] }), waitUntil)
  return { read, loads: () => loads }
}

/** Forgets the Cache API's copy, so only the isolate's memory can still answer. */
async function dropFromCacheApi(key: string) {
  await Promise.all(pending.splice(0))
  await (await caches.open('edge-json')).delete(new Request(`${CACHE_HOST}/${key}`))
}

afterEach(() => vi.useRealTimers())

describe('the isolate memo in front of the Cache API', () => {
  it('answers a public value again from memory, without the Cache API or the loader', async () => {
    const { read, loads } = reader({ ttl: 300, swr: 0, memo: 30 })
    const first = await read('memo/a')
    await dropFromCacheApi('memo/a')
    const second = await read('memo/a')
    expect(second.value).toBe(first.value)
    expect(loads()).toBe(1)
  })

  it('is not used for values without a memo time (prices, search)', async () => {
    const { read, loads } = reader({ ttl: 300, swr: 0 })
    await read('memo/b')
    await dropFromCacheApi('memo/b')
    await read('memo/b')
    expect(loads()).toBe(2)
  })

  it('forgets a value after its memo time, and never keeps it past its TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const long = reader({ ttl: 300, swr: 0, memo: 30 })
    await long.read('memo/c')
    await dropFromCacheApi('memo/c')
    vi.setSystemTime(start + 31_000)
    await long.read('memo/c')
    expect(long.loads()).toBe(2)

    const short = reader({ ttl: 10, swr: 0, memo: 30 })
    vi.setSystemTime(start)
    await short.read('memo/d')
    await dropFromCacheApi('memo/d')
    vi.setSystemTime(start + 11_000)
    await short.read('memo/d')
    expect(short.loads()).toBe(2)
  })

  it('remembers a value read from the Cache API only for what is left of its TTL', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const start = Date.now()
    const { read, loads } = reader({ ttl: 20, swr: 0, memo: 30 })
    await read('memo/e') // stored in the Cache API at `start`
    await Promise.all(pending.splice(0))
    writeMemo('memo/e', { stale: true }, start) // as if the memory had expired
    vi.setSystemTime(start + 15_000)
    const fromCache = await read('memo/e') // 5 s of its TTL left
    expect(fromCache.value).toMatchObject({ version: 1 })
    await dropFromCacheApi('memo/e')
    vi.setSystemTime(start + 21_000)
    await read('memo/e')
    expect(loads()).toBe(2)
  })

  it('shares one frozen value: no request can change it for the next', async () => {
    const { read } = reader({ ttl: 300, swr: 0, memo: 30 })
    const { value } = await read('memo/f')
    expect(() => {
      ;(value.items[0] as { name: string }).name = 'muutettu'
    }).toThrow(TypeError)
    expect((await read('memo/f')).value.items[0]?.name).toBe('Rokotteet')
  })

  it(`holds at most ${MAX_ENTRIES} values and drops the least recently used`, () => {
    const later = Date.now() + 60_000
    for (let i = 0; i <= MAX_ENTRIES; i++) writeMemo(`lru/${i}`, i, later)
    expect(memoSize()).toBe(MAX_ENTRIES)
    expect(readMemo('lru/0')).toBeUndefined()
    expect(readMemo(`lru/${MAX_ENTRIES}`)).toBe(MAX_ENTRIES)
  })
})
