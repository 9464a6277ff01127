/**
 * Second step of `npm run db:setup` (after the local migrations): loads the demo seed into the
 * local D1 database when it has no customers yet, otherwise leaves the data alone. Generates
 * seed/.generated/demo.sql first when it is missing or older than the generator.
 * A deploy never runs this: remote databases get migrations only.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { ROOT, query, replaceSeededData } from '../seed/d1.ts'
import { DEFAULT_OUT, SEEDED_TABLES, generateSeed } from '../seed/generate.ts'
import { reindexLocalSearch } from './search-reindex.ts'
import { replaceSynonyms } from './search-synonyms.ts'
import { SYNONYMS_CSV } from '../seed/search/synonyms.ts'

/** Newest modification time of the generator's sources (seed/*.ts, seed/catalogue/*.ts, seed/search/*, worker/search/*.ts). */
function generatorMtime(): number {
  const dirs = ['seed', 'seed/catalogue', 'seed/search', 'worker/search'].map((dir) => resolve(ROOT, dir))
  let newest = 0
  for (const dir of dirs) {
    for (const file of readdirSync(dir)) {
      if (/\.(ts|csv)$/.test(file)) newest = Math.max(newest, statSync(resolve(dir, file)).mtimeMs)
    }
  }
  return newest
}

try {
  const [row] = query<{ n: number }>('SELECT COUNT(*) AS n FROM customers')
  const customers = Number(row?.n ?? 0)
  if (customers > 0) {
    console.log(`seed: demo data is already there (${customers} customers); \`npm run seed:load\` replaces it.`)
    // A database seeded before product search had its own index (migration 0010), or before the
    // index carried the filters (migration 0022: every listing has a token), gets one now.
    const [index] = query<{ docs: number; products: number; untokened: number }>(
      `SELECT (SELECT COUNT(*) FROM search_docs) AS docs, (SELECT COUNT(*) FROM products) AS products,
        (SELECT COUNT(*) FROM search_docs WHERE facets = ' ') AS untokened`,
    )
    const stale = Number(index?.docs ?? 0) === 0 || Number(index?.untokened ?? 0) > 0
    if (stale && Number(index?.products ?? 0) > 0) {
      console.log('seed: building the product search index …')
      console.log(`seed: indexed ${await reindexLocalSearch()} products for search`)
    }
    // A database seeded before search had synonyms (migration 0021) gets the seed's table now;
    // one the operator filled is left alone (`npm run search:synonyms` replaces it).
    const [synonyms] = query<{ n: number }>('SELECT COUNT(*) AS n FROM search_synonyms')
    if (Number(synonyms?.n ?? 0) === 0) {
      console.log(
        `seed: loaded ${await replaceSynonyms(SYNONYMS_CSV)} search synonyms from ${relative(ROOT, SYNONYMS_CSV)}`,
      )
    }
  } else {
    if (!existsSync(DEFAULT_OUT) || statSync(DEFAULT_OUT).mtimeMs < generatorMtime()) {
      await generateSeed({ log: (line) => console.log(line) })
    }
    // No customers, but maybe leftovers (a partial load, hand-made rows): the load replaces the
    // seeded tables so it cannot collide with them.
    console.log(`seed: loading ${relative(ROOT, DEFAULT_OUT)} into the local D1 database …`)
    const started = performance.now()
    await replaceSeededData(DEFAULT_OUT, SEEDED_TABLES)
    console.log(
      `seed: loaded in ${((performance.now() - started) / 1000).toFixed(1)} s. Log in as demo@example.fi / demo1234.`,
    )
  }
} catch (error) {
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
