import http from 'node:http'
import { expect, test } from '@playwright/test'

// A refused write must not break the next request on the same keep-alive connection: the
// local server (`vite preview`, as `npm start` serves) failed it with a 500 when the Worker
// answered without reading the body. No browser here: node's http with ONE pooled socket, so
// every request of a round really shares the connection.

interface Answer {
  status: number
  headers: http.IncomingHttpHeaders
  body: string
}

function request(agent: http.Agent, port: number, method: string, path: string, headers = {}, body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, agent, method, path, headers }, (res) => {
      let text = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

const json = JSON.stringify({ email: 'demo@example.fi', password: 'x'.repeat(4000) })
const form = `email=demo%40example.fi&password=${'x'.repeat(4000)}`

const refusals = [
  {
    name: 'a cross-site login (403)',
    method: 'POST',
    path: '/api/auth/login',
    headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' },
    body: json,
    status: 403,
  },
  {
    name: 'a logged-out checkout (401)',
    method: 'POST',
    path: '/api/checkout/placeOrder',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    status: 401,
  },
  {
    name: 'an unknown /api path (404)',
    method: 'POST',
    path: '/api/no/such/thing',
    headers: { 'Content-Type': 'application/json' },
    body: json,
    status: 404,
  },
  ...['/account/register', '/account/forgot-password', '/product/no-such-product'].map((path) => ({
    name: `a form post to ${path} (405)`,
    method: 'POST',
    path,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
    status: 405,
  })),
]

for (const refusal of refusals) {
  test(`after ${refusal.name}, the next request on the connection answers normally (20 rounds)`, async ({
    baseURL,
  }) => {
    const port = Number(new URL(baseURL ?? '').port)
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const sockets = new Set<unknown>()
    const failures: string[] = []
    try {
      for (let round = 0; round < 20; round++) {
        const refused = await request(agent, port, refusal.method, refusal.path, refusal.headers, refusal.body)
        expect(refused.status).toBe(refusal.status)
        if (refusal.status === 405) expect(refused.headers.allow).toBe('GET, HEAD')
        const next = await new Promise<Answer>((resolve, reject) => {
          const req = http.request({ host: '127.0.0.1', port, agent, path: '/api/core/storeconfig' }, (res) => {
            let text = ''
            res.on('data', (chunk: Buffer) => (text += chunk.toString()))
            res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }))
          })
          req.on('socket', (socket) => sockets.add(socket))
          req.on('error', reject)
          req.end()
        })
        if (next.status !== 200) failures.push(`round ${round}: ${next.status} ${next.body.slice(0, 80)}`)
      }
    } finally {
      agent.destroy()
    }
    expect(failures).toEqual([])
    // One socket throughout: the rounds really reused the connection.
    expect(sockets.size).toBe(1)
  })
}
