/**
 * A gzip-compressing HTTP proxy in front of the bench's `vite preview`, for Lighthouse only.
 * In production Cloudflare's edge compresses HTML, CSS, JS, JSON and SVG for browsers that
 * accept it; `vite preview` sends them uncompressed, and Lighthouse's simulated mobile network
 * (1.6 Mbit/s) would then time three to five times the bytes a phone really downloads. The
 * proxy flushes after every chunk, so a streamed page still streams.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http'
import { constants, createGzip } from 'node:zlib'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg\+xml)/

function shouldCompress(req: IncomingHttpHeaders, res: IncomingHttpHeaders): boolean {
  return (
    /\bgzip\b/.test(req['accept-encoding'] ?? '') &&
    !res['content-encoding'] &&
    COMPRESSIBLE.test(res['content-type'] ?? '')
  )
}

export interface Proxy {
  base: string
  stop: () => Promise<void>
}

/** Listens on an ephemeral 127.0.0.1 port and forwards everything to `target` (http://host:port). */
export async function startCompressingProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target)
  const server: Server = createServer((req, res) => {
    const forward = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (up) => {
        const headers = { ...up.headers }
        if (!shouldCompress(req.headers, up.headers)) {
          res.writeHead(up.statusCode ?? 502, headers)
          up.pipe(res)
          return
        }
        delete headers['content-length']
        headers['content-encoding'] = 'gzip'
        headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding'
        res.writeHead(up.statusCode ?? 502, headers)
        up.pipe(createGzip({ flush: constants.Z_SYNC_FLUSH })).pipe(res)
      },
    )
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502)
      res.end()
    })
    req.pipe(forward)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the compressing proxy has no TCP port')
  return {
    base: `http://127.0.0.1:${address.port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
