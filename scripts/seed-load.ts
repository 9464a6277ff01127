/**
 * `npm run seed:load [-- --scale N] [-- --out file]`: regenerates the demo seed and loads it into
 * the local D1 database unconditionally, replacing the seeded tables and everything that
 * references them (tokens, carts, orders, …). Safe to re-run. Local only.
 */
import { relative, resolve } from 'node:path'
import { ROOT, query, replaceSeededData } from '../seed/d1.ts'
import { DEFAULT_SCALE, SEEDED_TABLES, generateSeed, parseSeedArgs } from '../seed/generate.ts'

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`

try {
  const argv = process.argv.slice(2)
  const args = parseSeedArgs(argv)
  // A benchmark catalogue gets its own file, so seed/.generated/demo.sql stays the default demo.
  const out = argv.some((a) => a.startsWith('--out'))
    ? args.out
    : args.scale === DEFAULT_SCALE
      ? args.out
      : resolve(ROOT, `seed/.generated/demo-${args.scale}.sql`)
  const started = performance.now()

  await generateSeed({ scale: args.scale, out, log: (line) => console.log(line) })

  const step = performance.now()
  console.log(`seed: replacing the seeded data of the local D1 database with ${relative(ROOT, out)} …`)
  const cleared = await replaceSeededData(out, SEEDED_TABLES)
  console.log(`seed: cleared ${cleared.join(', ')} and loaded the seed in ${seconds(step)}`)

  const [counts] = query<Record<string, number>>(
    'SELECT (SELECT COUNT(*) FROM products) AS products, (SELECT COUNT(*) FROM categories) AS categories, ' +
      '(SELECT COUNT(*) FROM customers) AS customers, (SELECT COUNT(*) FROM contract_prices) AS contract_prices',
  )
  console.log(
    `seed: local DB now has ${Object.entries(counts ?? {})
      .map(([k, v]) => `${v} ${k}`)
      .join(', ')}`,
  )
  console.log(`seed: done in ${seconds(started)}. Log in as demo@example.fi / demo1234.`)
} catch (error) {
  console.error(`seed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
