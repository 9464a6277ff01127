import { backend } from './app'
import { scheduledHousekeeping } from './housekeeping'

/**
 * The embedded backend as its own Worker (wrangler.backend.toml, docs/architecture.md §6):
 * the storefront reaches it through its `BACKEND` Service Binding, or over HTTPS as API_ORIGIN.
 * It answers the upstream contract and nothing else.
 */
export default {
  fetch: backend.fetch,
  scheduled: scheduledHousekeeping,
} satisfies ExportedHandler<Env>
