/**
 * The shop's own JavaScript heap in the bench's server, live objects only (docs/decisions/027):
 * workerd's inspector (the DevTools protocol, which `vite preview` turns on with an address of
 * its own) takes a heap snapshot of the shop's isolate, which runs a full garbage collection
 * first, then reports the heap's used size. What a request leaves behind in the shop's code
 * (a module-level cache without a bound, a listener never removed) stays in it; garbage not yet
 * collected does not. workerd's resident memory (bench/processMemory.ts) also holds the local
 * runtime's own services and its allocator's free pages, so it cannot tell the two apart.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'

const SHOP_TARGET = 'core:user:vet-supply-shop'
const PROBE_TIMEOUT_MS = 2_000
/** A snapshot of the shop's heap takes 1–5 s; the first of a server's life may never answer. */
const SNAPSHOT_TIMEOUT_MS = 20_000
const SNAPSHOT_ATTEMPTS = 3

/** Ports the process listens on (TCP over IPv4 on 127.0.0.1), from /proc: its sockets' inodes in the listening table. */
export function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>()
  try {
    for (const fd of readdirSync(`/proc/${pid}/fd`)) {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`, 'utf8'))
      if (match?.[1]) inodes.add(match[1])
    }
    return readFileSync(`/proc/${pid}/net/tcp`, 'utf8')
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((f) => f[3] === '0A' && inodes.has(f[9] ?? ''))
      .map((f) => parseInt(f[1]?.split(':')[1] ?? '0', 16))
  } catch {
    return []
  }
}

/** The DevTools WebSocket of the shop's isolate, among the ports of the group's workerd processes. */
export async function findShopInspector(workerdPids: number[]): Promise<string | null> {
  for (const pid of workerdPids) {
    for (const port of listeningPorts(pid)) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/json/list`, { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
        const targets = (await res.json()) as { id?: string; webSocketDebuggerUrl?: string }[]
        const shop = targets.find((t) => t.id === SHOP_TARGET)
        if (shop?.webSocketDebuggerUrl) return shop.webSocketDebuggerUrl
      } catch {
        // Another of workerd's sockets (the entry, a debug port): not the inspector.
      }
    }
  }
  return null
}

/**
 * MB of live JavaScript objects in the shop's isolate after a full collection (a heap snapshot,
 * streamed and thrown away), or null when the inspector does not answer. The first snapshot
 * asked of a freshly started workerd was seen to never answer while the next ones took 1–5 s,
 * so a snapshot that does not come is asked again on a new connection.
 */
export async function liveHeapMB(inspectorUrl: string | null): Promise<number | null> {
  if (inspectorUrl === null) return null
  for (let attempt = 0; attempt < SNAPSHOT_ATTEMPTS; attempt++) {
    const mb = await snapshotOnce(inspectorUrl)
    if (mb !== null) return mb
  }
  return null
}

async function snapshotOnce(inspectorUrl: string): Promise<number | null> {
  const ws = new WebSocket(inspectorUrl)
  const pending = new Map<number, (result: unknown) => void>()
  let nextId = 0
  const send = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<unknown>((resolve) => {
      const id = ++nextId
      pending.set(id, resolve)
      ws.send(JSON.stringify({ id, method, params }))
    })
  ws.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown }
    if (message.id !== undefined) pending.get(message.id)?.(message.result)
  })
  const measure = async () => {
    await new Promise<void>((resolve, reject) => {
      ws.addEventListener('open', () => resolve())
      ws.addEventListener('error', () => reject(new Error('inspector connection failed')))
    })
    await send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
    const usage = (await send('Runtime.getHeapUsage')) as { usedSize?: number } | undefined
    return typeof usage?.usedSize === 'number' ? Math.round((usage.usedSize / 1024 / 1024) * 10) / 10 : null
  }
  let timer: NodeJS.Timeout | undefined
  try {
    return await Promise.race([
      measure(),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), SNAPSHOT_TIMEOUT_MS)
      }),
    ])
  } catch {
    return null
  } finally {
    clearTimeout(timer)
    ws.close()
  }
}
