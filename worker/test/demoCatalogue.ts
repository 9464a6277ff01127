import { env } from 'cloudflare:workers'

/**
 * Replaces the small test catalogue with the demo seed's 2,200-product catalogue, its search
 * index and the seed's search synonyms, as `npm run db:setup` loads them (vitest.config.ts passes the seed's statements in).
 * For tests that judge search over a realistic catalogue; customers and prices stay the test's.
 */
export async function loadDemoCatalogue(): Promise<void> {
  const { DEMO_CATALOGUE_SQL } = env as unknown as { DEMO_CATALOGUE_SQL: string[] }
  await env.DB.batch(
    [
      'search_synonyms',
      'search_docs',
      'search_vocab',
      'search_typos',
      'product_categories',
      'product_attributes',
      'products',
      'categories',
    ].map((t) => env.DB.prepare(`DELETE FROM ${t}`)),
  )
  for (const sql of DEMO_CATALOGUE_SQL) await env.DB.prepare(sql).run()
}
