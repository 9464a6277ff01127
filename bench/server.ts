import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'

/** Runs an npm script with inherited output; throws when it fails. */
export function npmRun(script: string): void {
  console.log(`\n> npm run ${script}`)
  const result = spawnSync('npm', ['run', script], { stdio: 'inherit', env: process.env })
  if (result.status !== 0) throw new Error(`npm run ${script} failed (exit ${result.status ?? result.signal})`)
}

export interface Server {
  base: string
  stop: () => Promise<void>
  /** The process group of `vite preview` and the workerd it starts (bench/processMemory.ts). */
  processGroup: number | null
}

/** Where `vite preview` reads local vars and secrets of the built worker. */
const PREVIEW_DEV_VARS = 'dist/server/.dev.vars'

/**
 * Serves the built worker with `vite preview` (the same streaming server as `npm start`,
 * docs/decisions/004) on its own port, in its own process group so stopping it also stops
 * workerd. `vars` (e.g. SIMULATED_PRICES_LATENCY_MS) are added to dist/server/.dev.vars only
 * until this server has started (workerd reads them once), then the file is restored. `env`
 * goes to the server process (e.g. LOCAL_STATE_DIR, read by vite.config.ts).
 * Resolves when /api answers; rejects after `timeoutMs`.
 */
export async function startPreview(
  port: number,
  opts: { vars?: Record<string, string>; env?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Server> {
  const { vars = {}, env = {}, timeoutMs = 60_000 } = opts
  const base = `http://127.0.0.1:${port}`
  if (await answers(`${base}/api/core/storeconfig`)) {
    throw new Error(`port ${port} is already in use; stop whatever serves ${base} first`)
  }
  const restoreVars = addPreviewVars(vars)
  const child = spawn('npx', ['vite', 'preview', '--port', String(port), '--strictPort', '--host', '127.0.0.1'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, CLOUDFLARE_CF_FETCH_ENABLED: 'false' },
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  const stop = () => stopGroup(child)

  try {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if (child.exitCode !== null) break
      if (await answers(`${base}/api/core/storeconfig`)) return { base, stop, processGroup: child.pid ?? null }
      await sleep(250)
    }
  } finally {
    restoreVars()
  }
  await stop()
  throw new Error(`vite preview did not answer on ${base} within ${timeoutMs / 1000} s:\n${output}`)
}

function addPreviewVars(vars: Record<string, string>): () => void {
  const lines = Object.entries(vars).map(([key, value]) => `${key}=${JSON.stringify(value)}\n`)
  if (lines.length === 0) return () => {}
  const original = existsSync(PREVIEW_DEV_VARS) ? readFileSync(PREVIEW_DEV_VARS, 'utf8') : null
  writeFileSync(
    PREVIEW_DEV_VARS,
    `${original ?? ''}${original && !original.endsWith('\n') ? '\n' : ''}${lines.join('')}`,
  )
  return () =>
    original === null ? rmSync(PREVIEW_DEV_VARS, { force: true }) : writeFileSync(PREVIEW_DEV_VARS, original)
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) })
    await res.arrayBuffer()
    return res.ok
  } catch {
    return false
  }
}

/** SIGTERM to the whole process group (npx, vite, workerd); SIGKILL whatever is left after 5 s. */
async function stopGroup(child: ChildProcess): Promise<void> {
  const pid = child.pid
  if (pid === undefined) return
  const signalGroup = (sig: NodeJS.Signals | 0) => {
    try {
      process.kill(-pid, sig)
      return true
    } catch {
      return false // the group is gone
    }
  }
  if (!signalGroup('SIGTERM')) return
  const deadline = Date.now() + 5_000
  while (Date.now() < deadline && signalGroup(0)) await sleep(100)
  signalGroup('SIGKILL')
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))
