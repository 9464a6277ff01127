/**
 * Isolate CPU per request (docs/architecture.md, Budgets; docs/decisions/028-page-cost-and-server-cpu.md):
 * the shop isolate's CPU profiler (workerd's inspector, 1 ms sampling) runs around each request,
 * one request at a time, sent straight to workerd's own socket, so neither `vite preview`'s Node
 * proxy nor another request is in the figure. A request's CPU is the time of the samples in
 * which the isolate ran: JavaScript, garbage collection and the engine's own work, not the
 * "(idle)" samples of a thread waiting for D1 or the network.
 */
import { openInspector, type InspectorSession } from './inspector.ts'
import { listeningPorts } from './isolateHeap.ts'

export const SAMPLING_INTERVAL_US = 1_000

interface ProfileNode {
  id: number
  callFrame: { functionName: string }
}
interface Profile {
  nodes: ProfileNode[]
  samples?: number[]
  timeDeltas?: number[]
}

/** Sample names that are not the isolate working. */
const NOT_WORKING = new Set(['(idle)'])

/** Milliseconds of the profile in which the isolate worked, and how many of them were "(program)". */
export function workingMs(profile: Profile): { ms: number; programMs: number; gcMs: number } {
  const names = new Map(profile.nodes.map((n) => [n.id, n.callFrame.functionName]))
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  let us = 0
  let programUs = 0
  let gcUs = 0
  // A sample stands for the time since the one before it, but no more than two intervals: the
  // sampler pauses while the isolate waits outside JavaScript (a timer, D1), and the gap that
  // follows such a wait is the wait, not work of the sample after it.
  for (let i = 0; i < samples.length; i++) {
    const name = names.get(samples[i] ?? -1) ?? ''
    const gap = Math.min(deltas[i] ?? SAMPLING_INTERVAL_US, 2 * SAMPLING_INTERVAL_US)
    if (NOT_WORKING.has(name)) continue
    us += gap
    if (name === '(program)') programUs += gap
    if (name === '(garbage collector)') gcUs += gap
  }
  return { ms: us / 1000, programMs: programUs / 1000, gcMs: gcUs / 1000 }
}

/** The port of workerd's own HTTP entry: the listening socket that answers the shop's /api. */
export async function workerdEntry(workerdPids: number[], probePath: string): Promise<string | null> {
  for (const pid of workerdPids) {
    for (const port of listeningPorts(pid)) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}${probePath}`, { signal: AbortSignal.timeout(2_000) })
        const body = await res.text()
        if (res.ok && body.startsWith('{')) return `http://127.0.0.1:${port}`
      } catch {
        // The inspector or another of workerd's sockets.
      }
    }
  }
  return null
}

export interface CpuRequest {
  kind: string
  path: string
  headers: Record<string, string>
}

export interface CpuSample {
  kind: string
  path: string
  status: number
  cpuMs: number
  programMs: number
  gcMs: number
  /** Bytes of the answer's body. */
  bytes?: number
}

/** Profiles each request alone (start, request read to its end, stop) and returns its isolate CPU. */
export async function profileRequests(
  inspectorUrl: string,
  entry: string,
  requests: readonly CpuRequest[],
): Promise<CpuSample[]> {
  const session = await openInspector(inspectorUrl)
  try {
    await session.send('Profiler.enable')
    await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US })
    const out: CpuSample[] = []
    for (const request of requests) out.push(await profileOne(session, entry, request))
    await session.send('Profiler.disable')
    return out
  } finally {
    session.close()
  }
}

async function profileOne(session: InspectorSession, entry: string, request: CpuRequest): Promise<CpuSample> {
  await session.send('Profiler.start')
  const res = await fetch(`${entry}${request.path}`, {
    headers: request.headers,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  })
  const bytes = (await res.arrayBuffer()).byteLength
  // Work the answer scheduled after its last byte (waitUntil: cache writes) belongs to it too.
  await new Promise((resolve) => setTimeout(resolve, 5))
  const { profile } = await session.send<{ profile: Profile }>('Profiler.stop')
  const { ms, programMs, gcMs } = workingMs(profile)
  return { kind: request.kind, path: request.path, status: res.status, cpuMs: ms, programMs, gcMs, bytes }
}
