import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Connect, Plugin } from 'vite'

/**
 * `vite preview` (docs/decisions/004) runs the Worker in workerd behind Node: the Cloudflare
 * plugin turns each Node request into a fetch `Request` and forwards it. Two things failed there
 * with Node's default error page, a 500 carrying a stack trace and the machine's paths:
 * - methods a fetch `Request` cannot carry (CONNECT, TRACE, TRACK): refused here first, 405;
 * - a forward that failed, e.g. when workerd stopped reading a large body the Worker refused:
 *   answered here, 413 when the body was still coming in, else 502, without any detail.
 * Production is unaffected: Cloudflare's edge stands there.
 */

const NOT_FORWARDED = new Set(['CONNECT', 'TRACE', 'TRACK'])
const NOT_ACCEPTED = 'Sivu ei vastaanota tätä pyyntöä.'
const TOO_LARGE = 'Pyyntö on liian suuri (enintään 64 kt).'
const FAILED = 'Palvelussa tapahtui virhe. Yritä hetken kuluttua uudelleen.'

/** JSON under /api (its contract), plain text elsewhere; never a stack or a path. */
function answer(req: IncomingMessage, res: ServerResponse, status: number, message: string, allow?: string) {
  const api = (req.url ?? '').startsWith('/api/')
  res.writeHead(status, {
    'Content-Type': api ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
    'Cache-Control': 'private, no-store',
    ...(allow ? { Allow: allow } : {}),
  })
  res.end(api ? JSON.stringify({ message }) : message)
}

export function previewGuards(): Plugin {
  return {
    name: 'vet-supply:preview-guards',
    enforce: 'pre',
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!NOT_FORWARDED.has(req.method ?? '')) return next()
        // Read any body to its end first, so the next request on the connection starts clean.
        req.once('end', () => answer(req, res, 405, NOT_ACCEPTED, 'GET, HEAD'))
        req.resume()
      })
      // A CONNECT never reaches the middlewares: Node hands over the socket.
      server.httpServer?.on('connect', (_req: IncomingMessage, socket: { end(data: string): void }) => {
        socket.end(
          'HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n',
        )
      })
      // After the Cloudflare plugin's handler: its errors come here instead of Node's error page.
      return () => {
        // Four parameters: connect tells an error handler by its arity.
        const failed: Connect.ErrorHandleFunction = (error, req, res, _next) => {
          server.config.logger.error(`preview: ${req.method} ${req.url} failed: ${String(error)}`)
          if (res.headersSent) return void res.destroy()
          answer(req, res, req.complete ? 502 : 413, req.complete ? FAILED : TOO_LARGE)
        }
        server.middlewares.use(failed)
      }
    },
  }
}
