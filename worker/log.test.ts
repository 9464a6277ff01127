import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { pageFetch, shopFetch } from './test/helpers'

// spec §8: every log line carries the request id; one event is one line. Before, a missing
// product's page printed its upstream 404 twice (the page's query was asked again), and an
// embedded-backend failure was printed by the backend and again by the upstream client.

/** Every console line the Worker prints during `run`, parsed. */
async function captureLines(
  run: () => Promise<Response>,
): Promise<{ res: Response; lines: Record<string, unknown>[] }> {
  const printed: string[] = []
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      printed.push(args.map(String).join(' '))
    })
  }
  const res = await run()
  vi.restoreAllMocks()
  const lines = printed.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>]
    } catch {
      return []
    }
  })
  return { res, lines }
}

afterEach(() => {
  vi.restoreAllMocks()
})

// The first render of the file loads the whole app: allow for it on a busy machine.
describe('one event, one log line', { timeout: 60_000 }, () => {
  it('a missing product page prints its upstream 404 once, with the request id', async () => {
    const { res, lines } = await captureLines(() => pageFetch('/product/ei-ole-olemassa'))
    expect(res.status).toBe(404)
    const requestId = res.headers.get('X-Request-Id')
    expect(requestId).toBeTruthy()
    const ofRequest = lines.filter((line) => line.requestId === requestId)
    expect(ofRequest.map((line) => line.path)).toEqual(['/api/catalog/productdetails/ei-ole-olemassa'])
  })

  it('a failing backend call prints one error line with its cause and the request id', async () => {
    const down = () => {
      throw new Error('D1 is down')
    }
    vi.spyOn(env.DB, 'prepare').mockImplementation(down)
    // The backend queries through a D1 session (backend/readReplicas.ts).
    vi.spyOn(env.DB, 'withSession').mockImplementation(
      () => ({ prepare: down, batch: down, getBookmark: () => null }) as unknown as D1DatabaseSession,
    )
    const { res, lines } = await captureLines(() => shopFetch('/api/catalog/productdetails/jokin-tuote'))
    expect(res.status).toBe(502)
    const requestId = res.headers.get('X-Request-Id')
    expect(lines.filter((line) => line.requestId === requestId)).toEqual([
      expect.objectContaining({ level: 'error', error: 'Error: D1 is down' }),
    ])
    // Nothing about this failure is printed without the request id either.
    expect(lines.filter((line) => line.requestId === undefined)).toEqual([])
  })
})
