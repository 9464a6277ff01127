import { cloudflare } from '@cloudflare/vite-plugin'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import { defineConfig } from 'vite'

// Start's successor of the design card's app.config.ts (docs/decisions/002-vite-config-replaces-app-config.md).
// The Cloudflare plugin runs the SSR environment inside workerd, with worker/index.ts as entry.
// LOCAL_STATE_DIR moves local D1/KV/cache state away from .wrangler/state (the bench keeps its
// 20,000-product catalogue there, so the developer's demo database stays as it is).
const stateDir = process.env.LOCAL_STATE_DIR

export default defineConfig({
  server: { port: 5173 },
  plugins: [
    cloudflare({ viteEnvironment: { name: 'ssr' }, persistState: stateDir ? { path: stateDir } : true }),
    tanstackStart({
      srcDirectory: 'app',
      router: {
        // Loaders are split out too: each route's queries and schemas load with that route,
        // not with every page (ARCHITECTURE budget: client JS ≤ 1.3 × the framework floor).
        codeSplittingOptions: {
          defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    react(),
    UnoCSS(),
  ],
})
