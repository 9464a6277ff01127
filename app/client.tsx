import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { yieldToMain } from './lib/yieldToMain'
import { getRouter } from './router'

// Start's default client entry hydrates through hydrateStart, which registers the server-function
// serialisation adapter and with it the RPC client: seroval's serialiser, the framed-response
// decoder and the fetcher, about 10 KB gzip on every page. The shop has no server functions
// (all data comes through /api, docs/architecture.md §3), so the router hydrates with the
// router's own client instead (docs/decisions/030-home-js.md).
//
// The boot comes in slices (docs/decisions/051-hydration-slices.md): evaluating the root chunk,
// creating the router and hydrating are separate tasks, so none of them blocks a tap for long.
// React DOM's client is a chunk of its own (vite.config.ts), preloaded with the others once the
// page has painted (docs/decisions/026-largest-paint.md).
async function boot() {
  await yieldToMain()
  const router = getRouter()
  await yieldToMain()
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
}

void boot()
