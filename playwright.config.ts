import { defineConfig, devices } from '@playwright/test'
import { CHAT_SERVER_ENV } from './tests/e2e/fixtures/chat.ts'
import { STOCK_SERVER_ENV } from './tests/e2e/fixtures/stockFeed.ts'
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './tests/e2e/fixtures/chromium.ts'

/**
 * Playwright journeys (tests/e2e) in Debian's Chromium: `scripts/ensure-chromium.ts` installs
 * it with apt when missing; Playwright's own browser download is never used (docs/architecture.md §14).
 * `npm run test:e2e` builds first; the web server prepares the local D1 (migrations + demo
 * seed when empty, then the journeys' fresh customers: tests/e2e/fixtures/freshCustomer.ts) and serves the built worker with `vite preview` on its own port (8788, or E2E_PORT), so a
 * developer's `npm start` on 8787 is left alone.
 *
 * The server runs with the live chat on (spec §4): CHAT_WIDGET_URL and CHATBOT_SECRET come from
 * its environment (CLOUDFLARE_INCLUDE_PROCESS_ENV), and the journeys answer the widget's made-up
 * origin themselves (tests/e2e/fixtures/chat.ts). The ERP's stock feed is open to the journeys'
 * operator secret (tests/e2e/fixtures/stockFeed.ts). Wrangler reads the environment only when
 * there is no `.dev.vars`: with one, add the chat settings and the secret to it too.
 */
const PORT = Number(process.env.E2E_PORT ?? 8788)
const CI = Boolean(process.env.CI)

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: CI,
  // No retries, in CI too: a journey that passes only on a second try is a bug to fix, not to hide.
  retries: 0,
  workers: CI ? 1 : 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // localhost, not 127.0.0.1: Chromium treats localhost as a secure context, so the
    // Secure session cookies are stored over plain http.
    baseURL: `http://localhost:${PORT}`,
    locale: 'fi-FI',
    timezoneId: 'Europe/Helsinki',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  webServer: {
    command: `npm run db:setup && npm run e2e:pool && npx vite preview --port ${PORT} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${PORT}/api/core/storeconfig`,
    reuseExistingServer: !CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { CLOUDFLARE_CF_FETCH_ENABLED: 'false', ...CHAT_SERVER_ENV, ...STOCK_SERVER_ENV },
  },
})
