import { app } from './app'
import { scheduledHousekeeping } from './backend/housekeeping'

export default {
  fetch: app.fetch,
  scheduled: scheduledHousekeeping,
} satisfies ExportedHandler<Env>
