import { DEFAULT_STORE_CONFIG, type StoreConfig } from '../../contract/schemas/core'

/** The store's settings (spec §7 storeconfig): the stored keys over the defaults. */
export async function readStoreConfig(db: D1Database): Promise<StoreConfig> {
  const { results } = await db.prepare('SELECT key, value FROM store_config').all<{ key: string; value: string }>()
  const stored = Object.fromEntries(results.map((r) => [r.key, r.value]))
  return {
    ...DEFAULT_STORE_CONFIG,
    ...stored,
    free_shipping_limit: Number(stored.free_shipping_limit ?? DEFAULT_STORE_CONFIG.free_shipping_limit),
  }
}
