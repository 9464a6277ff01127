/** Table and budget row of the soak (bench/soak.ts). */
import type { Budget } from './report.ts'
import { HEAP_NOISE, memoryWithinNoise, type SoakResult } from './soak.ts'
import { table } from './table.ts'

const mb = (m: { workerdMB: number } | null) => (m === null ? '?' : `${m.workerdMB} MB`)
const orUnknown = (n: number | null) => (n === null ? '?' : `${n} MB`)

/** workerd's RSS growth per 1,000 requests of the measured minute: printed, not judged (docs/decisions/027). */
const rssPerThousand = (s: SoakResult) =>
  s.memory.start && s.memory.end && s.requests > 0
    ? `${Math.round(((s.memory.end.workerdMB - s.memory.start.workerdMB) / s.requests) * 1000 * 10) / 10} MB`
    : '?'
const load = (l: number[]) => l.join(' / ')

export function soakBudget(s: SoakResult | null): Budget {
  const name = `soak: no error, shop heap within noise (end ≤ start × ${HEAP_NOISE.factor} + ${HEAP_NOISE.plusMB} MB)`
  if (s === null) return { name, status: 'n/a', detail: 'n/a (not run)' }
  const figures =
    `${s.requests} requests in ${s.seconds} s at ${s.connections} connections, ${s.errors} errors; ` +
    `live heap ${orUnknown(s.memory.heapStartMB)} → ${orUnknown(s.memory.heapEndMB)}; ` +
    `workerd RSS ${mb(s.memory.start)} → ${mb(s.memory.end)} (${rssPerThousand(s)} per 1,000 requests, not judged); ` +
    `load average ${load(s.loadAverage.start)} → ${load(s.loadAverage.end)}`
  if (s.errors > 0 || s.requests === 0) return { name, status: 'FAIL', detail: figures }
  const { heapStartMB, heapEndMB } = s.memory
  if (heapStartMB === null || heapEndMB === null) {
    return {
      name,
      status: 'n/a',
      detail: `${figures} (the shop isolate's heap could not be read through workerd's inspector)`,
    }
  }
  return { name, status: memoryWithinNoise(heapStartMB, heapEndMB) ? 'PASS' : 'FAIL', detail: figures }
}

export function printSoak(s: SoakResult): void {
  console.log(
    table(
      `Soak: ${s.connections} connections (${s.guests} guests, ${s.customers} customers with a session each), ${s.seconds} s after ${s.warmupSeconds} s of warm-up, ${s.thinkMs.min}–${s.thinkMs.max} ms between a visitor's actions`,
      ['kind', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
      [
        ...s.kinds.map((k) => [k.kind, k.requests, k.p50, k.p99, k.max]),
        [`all (${s.requestsPerSecond} req/s)`, s.requests, '', '', ''],
      ],
    ),
  )
  const m = s.memory
  const row = (when: string, heap: number | null | '', g: typeof m.start, loadAverage: number[] | null) => [
    when,
    heap ?? '?',
    g?.workerdMB ?? '?',
    g?.workerdProcesses ?? '?',
    g?.groupMB ?? '?',
    loadAverage ? load(loadAverage) : '',
  ]
  console.log(
    table(
      "Soak: server memory (the shop isolate's live heap after a full collection, judged; RSS of workerd and of vite preview's whole process group, printed) and load average (1 / 5 / 15 min)",
      ['when', 'shop heap MB', 'workerd RSS MB', 'workerd processes', 'group RSS MB', 'load average'],
      [
        row('after the logins', '', m.ready, null),
        row('start (after warm-up)', m.heapStartMB, m.start, s.loadAverage.start),
        row('end', m.heapEndMB, m.end, s.loadAverage.end),
        ['workerd RSS every 5 s of the minute', '', m.samplesMB.join(' '), '', '', ''],
      ],
    ),
  )
  console.log(`\nSoak errors: ${s.errors}${s.errors > 0 ? ` (first ${s.firstErrors.length}):` : ''}`)
  for (const e of s.firstErrors)
    console.log(`  ${e.kind}: ${e.method} ${e.path} → ${e.status || 'no answer'} ${e.detail}`)
}
