import { DEFAULT_STORE_CONFIG, type StoreConfig } from '../../contract/schemas/core'

const PUBLIC_KEYS = Object.keys(DEFAULT_STORE_CONFIG)

/**
 * The store's settings (spec §7 storeconfig): the stored keys over the defaults. Only the
 * storefront's own keys: the table also holds the operator's settings (the seller's bank details,
 * customer service's address), which are not every page's business.
 */
export async function readStoreConfig(db: D1Database): Promise<StoreConfig> {
  const { results } = await db
    .prepare(`SELECT key, value FROM store_config WHERE key IN (${PUBLIC_KEYS.map(() => '?').join(', ')})`)
    .bind(...PUBLIC_KEYS)
    .all<{ key: string; value: string }>()
  const stored = Object.fromEntries(results.map((r) => [r.key, r.value]))
  return {
    ...DEFAULT_STORE_CONFIG,
    ...stored,
    free_shipping_limit: Number(stored.free_shipping_limit ?? DEFAULT_STORE_CONFIG.free_shipping_limit),
  }
}
