/** Table and budget row of the soak (bench/soak.ts). */
import type { Budget } from './report.ts'
import { memoryWithinNoise, type SoakResult } from './soak.ts'
import { table } from './table.ts'

const mb = (m: { workerdMB: number } | null) => (m === null ? '?' : `${m.workerdMB} MB`)
const load = (l: number[]) => l.join(' / ')

export function soakBudget(s: SoakResult | null): Budget {
  const name = 'soak: no error, server memory within noise (end ≤ start × 1.25 + 20 MB)'
  if (s === null) return { name, status: 'n/a', detail: 'n/a (not run)' }
  const figures =
    `${s.requests} requests in ${s.seconds} s at ${s.connections} connections, ${s.errors} errors; ` +
    `workerd RSS ${mb(s.memory.start)} → ${mb(s.memory.end)}; load average ${load(s.loadAverage.start)} → ${load(s.loadAverage.end)}`
  if (s.errors > 0 || s.requests === 0) return { name, status: 'FAIL', detail: figures }
  const { start, end } = s.memory
  if (start === null || end === null) {
    return { name, status: 'n/a', detail: `${figures} (the server's memory could not be read: Linux /proc only)` }
  }
  return { name, status: memoryWithinNoise(start.workerdMB, end.workerdMB) ? 'PASS' : 'FAIL', detail: figures }
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
  console.log(
    table(
      'Soak: server memory (RSS of workerd, started by vite preview) and load average (1 / 5 / 15 min)',
      ['when', 'workerd MB', 'processes', 'whole group MB', 'load average'],
      [
        ['after the logins', m.ready?.workerdMB ?? '?', m.ready?.workerdProcesses ?? '?', m.ready?.groupMB ?? '?', ''],
        [
          'start (after warm-up)',
          m.start?.workerdMB ?? '?',
          m.start?.workerdProcesses ?? '?',
          m.start?.groupMB ?? '?',
          load(s.loadAverage.start),
        ],
        [
          'end',
          m.end?.workerdMB ?? '?',
          m.end?.workerdProcesses ?? '?',
          m.end?.groupMB ?? '?',
          load(s.loadAverage.end),
        ],
        ['every 5 s of the minute', m.samplesMB.join(' '), '', '', ''],
      ],
    ),
  )
  console.log(`\nSoak errors: ${s.errors}${s.errors > 0 ? ` (first ${s.firstErrors.length}):` : ''}`)
  for (const e of s.firstErrors)
    console.log(`  ${e.kind}: ${e.method} ${e.path} → ${e.status || 'no answer'} ${e.detail}`)
}
