import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { spawnSync } from 'node:child_process'
import { defineConfig } from 'vitest/config'
import { demoCatalogueStatements } from './seed/catalogueSql.ts'

const COMPATIBILITY_DATE = '2026-08-22'
const migrations = () => readD1Migrations(decodeURIComponent(new URL('./migrations', import.meta.url).pathname))
/** The app's Vite plugins: SSR needs Start's virtual modules (see below). */
const appPlugins = () => [tanstackStart({ srcDirectory: 'app' }), react(), UnoCSS()]

/**
 * The backend Worker exactly as `npm run deploy:backend` would upload it: wrangler's dry-run
 * bundle in dist/backend (scripts/deploy-dry-run.ts).
 */
function bundleBackendWorker(): string {
  const result = spawnSync(process.execPath, ['scripts/deploy-dry-run.ts', 'backend'], { stdio: 'inherit' })
  if (result.status !== 0) throw new Error('bundling the backend Worker failed')
  return 'dist/backend/index.js'
}

/** The D1 database of wrangler.toml: the backend Worker binds the same one, as deployed. */
const SHOP_DATABASE_ID = '00000000-0000-0000-0000-000000000000'

// `npm run test:worker` runs two projects (docs/architecture.md §14, testing the whole worker in the pool):
// - unit: pure logic of contract/, app/ and scripts/ in Node;
// - worker: worker/ in workerd with wrangler.toml's bindings and a real, per-file isolated D1
//   (worker/test/setup.ts applies the migrations passed in TEST_MIGRATIONS plus seed/test.sql).
//   SSR needs Start's virtual modules, so the app's Vite plugins are loaded here as in
//   vite.config.ts, except @cloudflare/vite-plugin: the pool itself runs the Worker.
export default defineConfig({
  test: {
    silent: 'passed-only',
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'contract/**/*.test.ts',
            'app/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
            'seed/**/*.test.ts',
            // Worker code checked by tools that run only in Node (the e-invoices' published validators).
            'worker/**/*.node.test.ts',
          ],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              compatibilityDate: COMPATIBILITY_DATE,
              bindings: {
                TEST_MIGRATIONS: await migrations(),
                // The demo catalogue (2,200 products) for the search relevance test, as the seed
                // writes it (worker/test/demoCatalogue.ts loads it on request).
                DEMO_CATALOGUE_SQL: demoCatalogueStatements(),
              },
            },
          })),
          ...appPlugins(),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          exclude: ['worker/twoWorkers/**', 'worker/**/*.node.test.ts'],
          setupFiles: ['./worker/test/setup.ts'],
          // The first page render of a file transforms and loads the whole app: allow for it
          // when the two cores are busy with other files.
          testTimeout: 20_000,
        },
      },
      {
        // docs/architecture.md §6: the storefront against the backend as a separate Worker, through
        // the `BACKEND` Service Binding and over HTTP (API_ORIGIN; miniflare routes the
        // storefront's outbound fetches to the backend Worker). Both bind the same D1 database.
        plugins: [
          cloudflareTest(async () => {
            const backendScript = bundleBackendWorker()
            const backendWorker = (name: string, bindings: Record<string, string> = {}) => ({
              name,
              modules: true,
              scriptPath: backendScript,
              compatibilityDate: COMPATIBILITY_DATE,
              compatibilityFlags: ['nodejs_compat'],
              d1Databases: { DB: SHOP_DATABASE_ID },
              bindings,
            })
            return {
              wrangler: { configPath: './wrangler.toml' },
              miniflare: {
                compatibilityDate: COMPATIBILITY_DATE,
                bindings: { TEST_MIGRATIONS: await migrations() },
                serviceBindings: {
                  BACKEND: 'vet-supply-backend',
                  // The same backend with its contract prices 3 s late, and one that is down.
                  SLOW_BACKEND: 'slow-backend',
                  DOWN_BACKEND: 'down-backend',
                },
                outboundService: 'vet-supply-backend',
                workers: [
                  backendWorker('vet-supply-backend'),
                  backendWorker('slow-backend', { SIMULATED_PRICES_LATENCY_MS: '3000' }),
                  {
                    name: 'down-backend',
                    modules: true,
                    script: 'export default { fetch() { throw new Error("backend down") } }',
                    compatibilityDate: COMPATIBILITY_DATE,
                  },
                ],
              },
            }
          }),
          ...appPlugins(),
        ],
        test: {
          name: 'two-workers',
          include: ['worker/twoWorkers/**/*.test.ts'],
          setupFiles: ['./worker/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
})
