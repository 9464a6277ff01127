/// <reference types="@cloudflare/vitest-pool-workers/types" />
// Runs in every worker test file. Storage is isolated per file but shared by the tests of a
// file, so each test starts from an empty D1 with the schema and the small fixed seed.
import { applyD1Migrations, reset, type D1Migration } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { beforeEach } from 'vitest'
import seedSql from '../../seed/test.sql?raw'
import { rebuildSearchIndex } from '../backend/catalog/searchIndex'
import { clearMemo } from '../cache/isolateMemo'

const { TEST_MIGRATIONS } = env as unknown as { TEST_MIGRATIONS: D1Migration[] }

/** seed/test.sql split into statements: comment lines dropped, one statement per `;` at a line end. */
function statements(sql: string): string[] {
  return sql
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('--'))
    .join('\n')
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean)
}

const seed = statements(seedSql)

async function freshDatabase(): Promise<void> {
  await reset()
  await applyD1Migrations(env.DB, TEST_MIGRATIONS)
  await env.DB.batch(seed.map((s) => env.DB.prepare(s)))
  await rebuildSearchIndex(env.DB)
}

beforeEach(async () => {
  // Each test starts from its own data, so nothing an earlier test read may be remembered.
  clearMemo()
  // After the first (cold, slow) page render of a file, storage has occasionally not been
  // empty yet when the next test's reset returned; start over once more in that case.
  try {
    await freshDatabase()
  } catch (error) {
    if (!String(error).includes('UNIQUE constraint failed')) throw error
    await new Promise((resolve) => setTimeout(resolve, 50))
    await freshDatabase()
  }
})
