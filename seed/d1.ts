/**
 * The local D1 database through `wrangler d1 execute DB --local`, for the seed loaders
 * (scripts/seed-if-empty.ts, scripts/seed-load.ts). Never touches a remote database.
 * Wrangler runs on the Node that runs this script (the project's Node 22), stdin closed, so it
 * works the same in CI (CI=true, no TTY). LOCAL_STATE_DIR points it at another local state
 * directory than .wrangler/state (as vite.config.ts does for the server), e.g. the bench's.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile, rm, writeFile } from 'node:fs/promises'
import { dirname, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const WRANGLER = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js')

function wrangler(args: string[], capture: boolean) {
  const [command, prefix] = existsSync(WRANGLER) ? [process.execPath, [WRANGLER]] : ['npx', ['wrangler']]
  const stateDir = process.env.LOCAL_STATE_DIR
  const persist = stateDir ? ['--persist-to', stateDir] : []
  const result = spawnSync(command, [...prefix, 'd1', 'execute', 'DB', '--local', ...persist, '--yes', ...args], {
    cwd: ROOT,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, CI: process.env.CI ?? 'true', WRANGLER_SEND_METRICS: 'false' },
  })
  if (result.error) throw result.error
  if (result.status !== 0) {
    const detail = capture ? `\n${result.stderr || result.stdout}` : ''
    throw new Error(`wrangler d1 execute ${args.join(' ')} failed (exit ${result.status ?? result.signal})${detail}`)
  }
  return result.stdout ?? ''
}

/** Rows of one SQL statement against the local DB. */
export function query<T = Record<string, unknown>>(sql: string): T[] {
  const out = wrangler(['--command', sql, '--json'], true)
  const start = out.indexOf('[')
  if (start < 0) throw new Error(`wrangler returned no JSON:\n${out}`)
  const parsed = JSON.parse(out.slice(start)) as { results?: T[] }[]
  return parsed.flatMap((r) => r.results ?? [])
}

/** Runs several statements (separated by ';') without output. */
export function execute(sql: string): void {
  wrangler(['--command', sql], true)
}

/** Loads a .sql file into the local DB; prints wrangler's summary line instead of per-statement JSON. */
export function executeFile(file: string): void {
  const out = wrangler(['--file', relative(ROOT, file) || file], true)
  for (const line of out.split('\n')) if (/commands? executed/i.test(line)) console.log(line.trim())
}

/** Names of the tables that exist in the local DB. */
export function tableNames(): Set<string> {
  const rows = query<{ name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
  return new Set(rows.map((r) => r.name))
}

/**
 * Deletes every row of the seeded tables and of every table that references them, directly or
 * through others (tokens, carts, cart_items, orders, order_lines, … whatever later migrations
 * add), children before parents. The references are read from the CREATE TABLE statements in
 * sqlite_master, since D1 does not allow PRAGMA foreign_key_list.
 */
export function clearStatements(seeded: readonly string[]): { tables: string[]; sql: string } {
  const tables = query<{ name: string; sql: string | null }>(
    "SELECT name, sql FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
  )
  const refs = new Map<string, Set<string>>()
  for (const { name, sql } of tables) {
    const targets = [...(sql ?? '').matchAll(/REFERENCES\s+["`[]?(\w+)/gi)].map((m) => m[1] as string)
    refs.set(name, new Set(targets.filter((t) => t !== name)))
  }
  const doomed = new Set(seeded.filter((t) => refs.has(t)))
  for (let grew = true; grew;) {
    grew = false
    for (const [name, targets] of refs) {
      if (!doomed.has(name) && [...targets].some((t) => doomed.has(t))) {
        doomed.add(name)
        grew = true
      }
    }
  }
  const order: string[] = []
  const visit = (table: string, path: Set<string>) => {
    if (order.includes(table) || path.has(table)) return
    path.add(table)
    for (const [name, targets] of refs) if (doomed.has(name) && targets.has(table)) visit(name, path)
    path.delete(table)
    order.push(table)
  }
  for (const table of doomed) visit(table, new Set())
  return { tables: order, sql: order.map((t) => `DELETE FROM "${t}";`).join('\n') }
}

/**
 * Replaces the seeded data in one wrangler run: the DELETEs of clearStatements() followed by the
 * seed file, written to seed/.generated/load.sql (wrangler starts slowly; one run, not two).
 */
export async function replaceSeededData(seedFile: string, seeded: readonly string[]): Promise<string[]> {
  const { tables, sql } = clearStatements(seeded)
  const loadFile = resolve(ROOT, 'seed/.generated/load.sql')
  await writeFile(loadFile, `${sql}\n\n${await readFile(seedFile, 'utf8')}`)
  try {
    executeFile(loadFile)
  } finally {
    await rm(loadFile, { force: true })
  }
  return tables
}
