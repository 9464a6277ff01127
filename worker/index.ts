import { app } from './app'
import { housekeeping } from './backend/housekeeping'

export default {
  fetch: app.fetch,
  async scheduled(_controller, env, ctx) {
    ctx.waitUntil(
      housekeeping(env.DB).then((removed) =>
        console.log(JSON.stringify({ level: 'info', message: 'housekeeping done', ...removed })),
      ),
    )
  },
} satisfies ExportedHandler<Env>
