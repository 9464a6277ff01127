import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vitest/config'
import { demoCatalogueStatements } from './seed/catalogueSql.ts'

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
          include: ['contract/**/*.test.ts', 'app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              compatibilityDate: '2026-08-22',
              bindings: {
                TEST_MIGRATIONS: await readD1Migrations(
                  decodeURIComponent(new URL('./migrations', import.meta.url).pathname),
                ),
                // The demo catalogue (2,200 products) for the search relevance test, as the seed
                // writes it (worker/test/demoCatalogue.ts loads it on request).
                DEMO_CATALOGUE_SQL: demoCatalogueStatements(),
              },
            },
          })),
          tanstackStart({ srcDirectory: 'app' }),
          react(),
          UnoCSS(),
        ],
        test: {
          name: 'worker',
          include: ['worker/**/*.test.ts'],
          setupFiles: ['./worker/test/setup.ts'],
          // The first page render of a file transforms and loads the whole app: allow for it
          // when the two cores are busy with other files.
          testTimeout: 20_000,
        },
      },
    ],
  },
})
