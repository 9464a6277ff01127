/**
 * A small DevTools-protocol client for workerd's inspector (the shop isolate's WebSocket,
 * bench/isolateHeap.ts finds it): one connection, numbered commands, answers by id.
 */
export interface InspectorSession {
  send: <T = unknown>(method: string, params?: Record<string, unknown>, timeoutMs?: number) => Promise<T>
  close: () => void
}

const COMMAND_TIMEOUT_MS = 20_000
const PROBE_TIMEOUT_MS = 3_000
const ATTEMPTS = 3

/**
 * Opens a session that answers. The first connection to a freshly started workerd was seen to
 * take commands and never answer them (bench/isolateHeap.ts met the same), so a session whose
 * first cheap command does not come back within 3 s is closed and opened again.
 */
export async function openInspector(url: string): Promise<InspectorSession> {
  for (let attempt = 1; ; attempt++) {
    const session = await connect(url)
    try {
      await session.send('Runtime.getIsolateId', {}, PROBE_TIMEOUT_MS)
      return session
    } catch (error) {
      session.close()
      if (attempt >= ATTEMPTS) throw error
    }
  }
}

async function connect(url: string): Promise<InspectorSession> {
  const ws = new WebSocket(url)
  const pending = new Map<number, { resolve: (r: unknown) => void; reject: (e: Error) => void }>()
  let nextId = 0
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } }
    if (message.id === undefined) return
    const waiter = pending.get(message.id)
    pending.delete(message.id)
    if (message.error) waiter?.reject(new Error(message.error.message))
    else waiter?.resolve(message.result)
  })
  await new Promise<void>((resolve, reject) => {
    ws.addEventListener('open', () => resolve())
    ws.addEventListener('error', () => reject(new Error(`inspector ${url} did not open`)))
  })
  const send = <T>(method: string, params: Record<string, unknown> = {}, timeoutMs = COMMAND_TIMEOUT_MS) =>
    new Promise<T>((resolve, reject) => {
      const id = ++nextId
      const timer = setTimeout(() => {
        pending.delete(id)
        reject(new Error(`inspector: ${method} did not answer within ${timeoutMs / 1000} s`))
      }, timeoutMs)
      pending.set(id, {
        resolve: (r) => {
          clearTimeout(timer)
          resolve(r as T)
        },
        reject: (e) => {
          clearTimeout(timer)
          reject(e)
        },
      })
      ws.send(JSON.stringify({ id, method, params }))
    })
  return { send, close: () => ws.close() }
}
