import { createMiddleware } from 'hono/factory'
import type { AppEnv } from '../env'
import { createLogger } from '../log'

/** Gives each request an id (echoed as X-Request-Id) and a logger that prints it. */
export const requestContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header('X-Request-Id')
    const requestId = incoming && /^[\w-]{8,64}$/.test(incoming) ? incoming : crypto.randomUUID()
    c.set('requestId', requestId)
    c.set('log', createLogger(requestId))
    await next()
    c.header('X-Request-Id', requestId)
  })
