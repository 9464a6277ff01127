/**
 * Resident memory of the bench's server: the workerd process(es) that `vite preview` starts in
 * its own process group (bench/server.ts). Linux /proc only; null elsewhere or when the group is
 * gone, so the bench still runs and prints "?".
 */
import { readdirSync, readFileSync } from 'node:fs'

export interface GroupMemory {
  /** Sum of VmRSS of the group's workerd processes, MB. */
  workerdMB: number
  workerdProcesses: number
  /** Their ids (bench/isolateHeap.ts finds the inspector among their sockets). */
  workerdPids: number[]
  /** Sum of VmRSS of every process of the group (npx, vite's Node, workerd), MB. */
  groupMB: number
}

/** `pid (comm) state ppid pgrp …`: comm may hold spaces or parentheses, so split after the last ')'. */
function commAndGroup(pid: string): { comm: string; pgrp: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const open = stat.indexOf('(')
    const close = stat.lastIndexOf(')')
    const fields = stat.slice(close + 2).split(' ')
    return { comm: stat.slice(open + 1, close), pgrp: Number(fields[2]) }
  } catch {
    return null // the process ended while we read
  }
}

function rssKB(pid: string): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) : 0
  } catch {
    return 0
  }
}

export function groupMemory(processGroup: number | null): GroupMemory | null {
  if (processGroup === null) return null
  let pids: string[]
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  let workerdKB = 0
  let groupKB = 0
  const workerdPids: number[] = []
  for (const pid of pids) {
    const info = commAndGroup(pid)
    if (!info || info.pgrp !== processGroup) continue
    const kb = rssKB(pid)
    groupKB += kb
    if (info.comm === 'workerd') {
      workerdKB += kb
      workerdPids.push(Number(pid))
    }
  }
  if (groupKB === 0) return null
  const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10
  return { workerdMB: mb(workerdKB), workerdProcesses: workerdPids.length, workerdPids, groupMB: mb(groupKB) }
}
