/**
 * The bench's own local state: D1, KV and the edge cache under .wrangler/bench-state instead of
 * .wrangler/state, so the budgets are measured on the 20,000-product catalogue they assume
 * (docs/architecture.md §13) while the developer's demo database stays as it is. vite.config.ts
 * and seed/d1.ts read the directory from LOCAL_STATE_DIR.
 */
import { spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

export const BENCH_STATE_DIR = '.wrangler/bench-state'
export const BENCH_SCALE = 20_000

const stateEnv = () => ({ ...process.env, LOCAL_STATE_DIR: BENCH_STATE_DIR })

function run(command: string, args: string[], what: string): string {
  const res = spawnSync(command, args, { encoding: 'utf8', env: stateEnv(), timeout: 300_000 })
  if (res.status !== 0) {
    throw new Error(`${what} failed (exit ${res.status ?? res.signal}):\n${(res.stderr || res.stdout).slice(-2000)}`)
  }
  return res.stdout
}

/** Products in the bench's D1, or null before the first migration. */
export function countProducts(): number | null {
  const res = spawnSync(
    'npx',
    [
      'wrangler',
      'd1',
      'execute',
      'DB',
      '--local',
      '--persist-to',
      BENCH_STATE_DIR,
      '--json',
      '--command',
      'SELECT COUNT(*) AS n FROM products',
    ],
    { encoding: 'utf8', timeout: 60_000, env: stateEnv() },
  )
  try {
    const n = (JSON.parse(res.stdout) as { results?: { n?: number }[] }[])[0]?.results?.[0]?.n
    return typeof n === 'number' ? n : null
  } catch {
    return null
  }
}

/**
 * Migrates the bench's D1 and loads the 20,000-product seed when the catalogue is another size
 * (the first run, or after `--reseed`). Then empties the bench's edge cache, so the first pass
 * of every measurement is cold however recently the bench last ran.
 */
export function prepareBenchState(opts: { reseed: boolean }): number | null {
  console.log(`\nbench: local state in ${BENCH_STATE_DIR} (the demo database in .wrangler/state is not touched)`)
  run('npx', ['wrangler', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', BENCH_STATE_DIR], 'migrations')
  if (opts.reseed || countProducts() !== BENCH_SCALE) {
    console.log(`bench: loading the ${BENCH_SCALE}-product seed (about 15 s)`)
    const out = run('npm', ['run', 'seed:load', '--', '--scale', String(BENCH_SCALE)], 'seed:load')
    const summary = out.split('\n').find((line) => line.startsWith('seed: local DB now has'))
    if (summary) console.log(summary)
  }
  rmSync(resolve(BENCH_STATE_DIR, 'v3/cache'), { recursive: true, force: true })
  return countProducts()
}

/** Environment of the bench's preview server: the same state directory. */
export const benchServerEnv = (): Record<string, string> => ({ LOCAL_STATE_DIR: BENCH_STATE_DIR })
