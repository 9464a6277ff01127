import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { getRouter } from './router'

// Start's default client entry hydrates through hydrateStart, which registers the server-function
// serialisation adapter and with it the RPC client: seroval's serialiser, the framed-response
// decoder and the fetcher, about 10 KB gzip on every page. The shop has no server functions
// (all data comes through /api, docs/architecture.md §3), so the router hydrates with the
// router's own client instead (docs/decisions/030-home-js.md).
const router = getRouter()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <RouterClient router={router} />
    </StrictMode>,
  )
})
