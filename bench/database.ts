/**
 * The bench's own local state: D1, KV and the edge cache under .wrangler/bench-state instead of
 * .wrangler/state, so the budgets are measured on the 20,000-product catalogue they assume
 * (docs/architecture.md §13) while the developer's demo database stays as it is. Another scale
 * (`--scale=100000`) gets a state directory of its own, so switching between the two does not
 * reload either catalogue. vite.config.ts and seed/d1.ts read the directory from LOCAL_STATE_DIR.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

export const BENCH_STATE_DIR = '.wrangler/bench-state'
export const DEFAULT_BENCH_SCALE = 20_000
/** Loading 100,000 products takes minutes; the default catalogue about 15 s. */
const SEED_TIMEOUT_MS = 20 * 60_000

/** The state directory of a catalogue size: the default one keeps the historical path. */
export const benchStateDir = (scale: number): string =>
  scale === DEFAULT_BENCH_SCALE ? BENCH_STATE_DIR : `${BENCH_STATE_DIR}-${scale}`

const stateEnv = (stateDir: string) => ({
  ...process.env,
  LOCAL_STATE_DIR: stateDir,
  CI: process.env.CI ?? 'true',
  WRANGLER_SEND_METRICS: 'false',
})

function run(command: string, args: string[], what: string, stateDir: string, timeout = 300_000): string {
  const res = spawnSync(command, args, { encoding: 'utf8', env: stateEnv(stateDir), timeout })
  if (res.status !== 0) {
    throw new Error(`${what} failed (exit ${res.status ?? res.signal}):\n${(res.stderr || res.stdout).slice(-2000)}`)
  }
  return res.stdout
}

/** `wrangler d1 execute DB --local` on a bench state directory, as wrangler's own argv. */
const d1Execute = (stateDir: string, sql: string, json: boolean) => [
  'wrangler',
  'd1',
  'execute',
  'DB',
  '--local',
  '--persist-to',
  stateDir,
  '--yes',
  ...(json ? ['--json'] : []),
  '--command',
  sql,
]

/** Rows of one SQL statement on the bench's D1 (one wrangler run). */
export function benchQuery<T = Record<string, unknown>>(stateDir: string, sql: string): T[] {
  const res = spawnSync('npx', d1Execute(stateDir, sql, true), {
    encoding: 'utf8',
    timeout: 300_000,
    maxBuffer: 64 * 1024 * 1024,
    env: stateEnv(stateDir),
  })
  if (res.status !== 0) throw new Error(`wrangler d1 execute failed: ${(res.stderr || res.stdout).slice(-1000)}`)
  const start = res.stdout.indexOf('[')
  if (start < 0) throw new Error(`wrangler returned no JSON:\n${res.stdout.slice(-1000)}`)
  return (JSON.parse(res.stdout.slice(start)) as { results?: T[] }[]).flatMap((r) => r.results ?? [])
}

/** Runs `sql` (one or more statements) on the bench's D1; throws when wrangler fails. */
export function benchExecute(stateDir: string, sql: string): void {
  run('npx', d1Execute(stateDir, sql, false), 'wrangler d1 execute', stateDir, SEED_TIMEOUT_MS)
}

/** Wall-clock milliseconds of one wrangler run of `sql` on the bench's D1 (wrangler's start-up included). */
export function timedExecute(stateDir: string, sql: string): number {
  const started = performance.now()
  run('npx', d1Execute(stateDir, sql, false), `wrangler d1 execute ${sql}`, stateDir, SEED_TIMEOUT_MS)
  return performance.now() - started
}

/** Products in the bench's D1, or null before the first migration. */
export function countProducts(stateDir: string): number | null {
  try {
    const n = benchQuery<{ n?: number }>(stateDir, 'SELECT COUNT(*) AS n FROM products')[0]?.n
    return typeof n === 'number' ? n : null
  } catch {
    return null
  }
}

/** Rows of the product search index in the bench's D1, or null when it cannot be read. */
const countOf = (stateDir: string, sql: string): number | null => {
  try {
    const n = benchQuery<{ n?: number }>(stateDir, sql)[0]?.n
    return typeof n === 'number' ? n : null
  } catch {
    return null
  }
}
const countSearchDocuments = (stateDir: string) => countOf(stateDir, 'SELECT COUNT(*) AS n FROM search_docs')
/** Products with an EAN: none in a catalogue loaded before the product codes (migration 0012). */
const countProductCodes = (stateDir: string) =>
  countOf(stateDir, 'SELECT COUNT(*) AS n FROM products WHERE ean IS NOT NULL')
/** Listings without filter tokens: every listing of a catalogue indexed before migration 0022 (each has one at least). */
const countUntokenedListings = (stateDir: string) =>
  countOf(stateDir, "SELECT COUNT(*) AS n FROM search_docs WHERE facets = ' '")

/**
 * Migrates the bench's D1 and loads the seed of `scale` products when the catalogue is another
 * size (the first run, or after `--reseed`). Then empties the bench's edge cache, so the first
 * pass of every measurement is cold however recently the bench last ran.
 */
export function prepareBenchState(opts: { reseed: boolean; scale: number }): number | null {
  const stateDir = benchStateDir(opts.scale)
  console.log(`\nbench: local state in ${stateDir} (the demo database in .wrangler/state is not touched)`)
  run(
    'npx',
    ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', stateDir],
    'migrations',
    stateDir,
  )
  // A migration that rebuilt the search tables (0011) leaves them empty, one that added the
  // product codes (0012) or the filter tokens (0022) leaves them blank: reload, or search, quick
  // order and filters would miss them.
  if (
    opts.reseed ||
    countProducts(stateDir) !== opts.scale ||
    countSearchDocuments(stateDir) === 0 ||
    countProductCodes(stateDir) === 0 ||
    countUntokenedListings(stateDir) !== 0
  ) {
    const eta = opts.scale > DEFAULT_BENCH_SCALE ? 'several minutes' : 'about 15 s'
    console.log(`bench: loading the ${opts.scale}-product seed (${eta})`)
    const out = run(
      'npm',
      ['run', 'seed:load', '--', '--scale', String(opts.scale)],
      'seed:load',
      stateDir,
      SEED_TIMEOUT_MS,
    )
    const summary = out.split('\n').find((line) => line.startsWith('seed: local DB now has'))
    if (summary) console.log(summary)
  }
  rmSync(resolve(stateDir, 'v3/cache'), { recursive: true, force: true })
  return countProducts(stateDir)
}

/** Environment of the bench's preview server: the same state directory. */
export const benchServerEnv = (stateDir: string): Record<string, string> => ({ LOCAL_STATE_DIR: stateDir })
