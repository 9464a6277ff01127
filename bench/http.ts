/**
 * HTTP measurements of the bench: one timed request, a bounded load loop, percentiles.
 * Everything goes to the bench's own server on 127.0.0.1 and every loop is bounded in time.
 */

/** Start disables streaming for bots (isbot), so the bench looks like a browser (docs/architecture.md §14). */
export const BROWSER_HEADERS = {
  'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36',
  Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  // Measure the stream itself, not a compressor's buffering.
  'Accept-Encoding': 'identity',
  'Accept-Language': 'fi-FI,fi;q=0.9',
}

const REQUEST_TIMEOUT_MS = 15_000

export interface Timing {
  status: number
  /** Response headers received. */
  headersMs: number
  /** First body chunk received: for a streamed page, the shell. */
  firstByteMs: number
  /** Whole body received. */
  lastByteMs: number
  bytes: number
  body?: string
  /** When each `marks` string first appeared in the body (ms), null if it never did. */
  markMs: Record<string, number | null>
}

/** GET `url` and time headers, first body chunk, last byte and the arrival of each of `opts.marks`. */
export async function timedGet(
  url: string,
  headers: Record<string, string> = {},
  opts: { keepBody?: boolean; marks?: string[] } = {},
): Promise<Timing> {
  const marks = opts.marks ?? []
  const markMs: Record<string, number | null> = Object.fromEntries(marks.map((m) => [m, null]))
  const decoder = new TextDecoder()
  let text = ''

  const started = performance.now()
  const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
  const headersMs = performance.now() - started
  let firstByteMs = Number.NaN
  let bytes = 0
  const chunks: Uint8Array[] = []
  if (res.body) {
    for await (const chunk of res.body) {
      if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started
      bytes += chunk.byteLength
      if (opts.keepBody) chunks.push(chunk)
      if (marks.length) {
        // Search the text so far, so a mark split across two chunks still counts.
        text += decoder.decode(chunk, { stream: true })
        const at = performance.now() - started
        for (const m of marks) if (markMs[m] === null && text.includes(m)) markMs[m] = at
      }
    }
  }
  const lastByteMs = performance.now() - started
  if (Number.isNaN(firstByteMs)) firstByteMs = lastByteMs
  const body = opts.keepBody ? Buffer.concat(chunks).toString('utf8') : undefined
  return { status: res.status, headersMs, firstByteMs, lastByteMs, bytes, body, markMs }
}

/**
 * Logs in through the BFF like the login form does and returns the Cookie header to carry
 * (the `session` cookie; Secure cookies are fine here, we send them ourselves).
 */
export async function login(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', Origin: base },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  const body = await res.text()
  if (!res.ok) throw new Error(`login as ${email} failed: HTTP ${res.status} ${body.slice(0, 200)}`)
  const cookies = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair.startsWith('session=') || pair.startsWith('logged_in='))
  if (!cookies.some((pair) => pair.startsWith('session='))) throw new Error('login answered without a session cookie')
  return cookies.join('; ')
}

export interface LoadResult {
  url: string
  connections: number
  seconds: number
  requests: number
  errors: number
  requestsPerSecond: number
  latencyMs: { p50: number; p99: number; max: number }
}

/**
 * `connections` loops, each with one request in flight, for `seconds`; bodies are read to the end.
 * Node's fetch keeps connections alive, so this is `connections` concurrent connections.
 */
export async function loadTest(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const latencies: number[] = []
  let errors = 0
  const started = performance.now()
  const deadline = started + seconds * 1000
  const worker = async () => {
    while (performance.now() < deadline) {
      const t0 = performance.now()
      try {
        const res = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
        await res.arrayBuffer()
        if (res.status >= 400) errors++
        else latencies.push(performance.now() - t0)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
  const elapsed = (performance.now() - started) / 1000
  return {
    url: new URL(url).pathname,
    connections,
    seconds: round(elapsed, 1),
    requests: latencies.length,
    errors,
    requestsPerSecond: round(latencies.length / elapsed, 1),
    latencyMs: { p50: percentile(latencies, 50), p99: percentile(latencies, 99), max: percentile(latencies, 100) },
  }
}

/** Nearest-rank percentile, rounded to 0.1 ms; NaN for no samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN
  const sorted = [...samples].sort((a, b) => a - b)
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length)))
  return round(sorted[rank - 1] ?? Number.NaN, 1)
}

export const median = (samples: number[]) => percentile(samples, 50)

export function round(value: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(value * f) / f
}
