/**
 * `node bench/cpuProfile.ts KIND [N]` (KIND: guest-home, home, category, product, cart, search):
 * where a page's isolate CPU goes. Serves the built worker on the bench's state (run
 * `npm run bench -- --cpu-only` once first: it builds and seeds), warms the isolate, then profiles
 * N (default 40) sequential requests of one page of that kind as one CPU profile at 1 ms
 * sampling, straight to workerd. Prints the functions with the most self time and the share of
 * the stages (rendering, streaming, routing, queries, the reads, valibot, GC) per request, and
 * writes bench/results/KIND.cpuprofile for Chromium's DevTools (Performance → Load profile) and
 * the page's HTML as bench/results/KIND.html.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { BENCH_STATE_DIR, benchServerEnv } from './database.ts'
import { BROWSER_HEADERS, login } from './http.ts'
import { openInspector } from './inspector.ts'
import { findShopInspector } from './isolateHeap.ts'
import { SAMPLING_INTERVAL_US, workerdEntry } from './isolateCpu.ts'
import { groupMemory } from './processMemory.ts'
import { startPreview } from './server.ts'

interface Node {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: Node[]
  samples: number[]
  timeDeltas: number[]
}

/** Stages by a frame on the stack (the first that matches, from the sample up). */
const STAGES: [string, RegExp][] = [
  ['valibot', /valibot/],
  [
    'the reads (services, upstream, cache)',
    /worker\/(api|upstream|cache|backend|content)|ssrRead|upstreamJson|cachedJson/,
  ],
  ['React render', /renderWithHooks|renderElement|retryNode|performWork|renderNode/],
  [
    'React HTML encoding',
    /pushAttribute|pushStartInstance|stringToChunk|writeChunk|escapeTextForBrowser|flushCompletedQueues/,
  ],
  ['router', /RouterCore|buildLocation|matchContext|executeServerLane|loadServerRoute/],
  ['queries and dehydration', /useBaseQuery|QueryObserver|dehydrate|seroval|hydrate/],
]

function stageOf(stack: Node[]): string {
  for (const node of stack) {
    const name = `${node.callFrame.functionName} ${node.callFrame.url}`
    if (node.callFrame.functionName === '(garbage collector)') return 'GC'
    for (const [stage, re] of STAGES) if (re.test(name)) return stage
  }
  return 'other'
}

async function main(): Promise<void> {
  const kind = process.argv[2] ?? 'category'
  const n = Number(process.argv[3] ?? 40)
  const server = await startPreview(Number(process.env.BENCH_PORT ?? 8789), { env: benchServerEnv(BENCH_STATE_DIR) })
  try {
    const pids = groupMemory(server.processGroup)?.workerdPids ?? []
    const inspector = await findShopInspector(pids)
    const entry = await workerdEntry(pids, '/api/core/storeconfig')
    if (!inspector || !entry) throw new Error("workerd's inspector or socket not found")
    const cookie = kind === 'guest-home' ? '' : await login(server.base, 'demo@example.fi', 'demo1234')
    const menu = cookie
      ? ((await (
          await fetch(`${server.base}/api/core/topmenu`, { headers: { Cookie: cookie, Accept: 'application/json' } })
        ).json()) as { categoryList: { url_path: string }[] })
      : { categoryList: [] }
    const category = menu.categoryList[0]?.url_path ?? 'kaikki-tuotteet'
    const listing = (await (
      await fetch(`${server.base}/api/catalog/category?path=${encodeURIComponent(category)}&page=1&pageSize=24`)
    ).json()) as { items: { url_key: string }[] }
    const path =
      {
        'guest-home': '/',
        home: '/',
        category: `/category/${category}`,
        product: `/product/${listing.items[0]?.url_key}`,
        cart: '/cart',
        search: '/searchresults?search=laastari',
      }[kind] ?? '/'
    const headers = cookie ? { ...BROWSER_HEADERS, Cookie: cookie } : BROWSER_HEADERS
    for (let i = 0; i < 10; i++) await (await fetch(`${entry}${path}`, { headers })).arrayBuffer()
    const html = await (await fetch(`${entry}${path}`, { headers })).text()
    const session = await openInspector(inspector)
    await session.send('Profiler.enable')
    await session.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US })
    await session.send('Profiler.start')
    for (let i = 0; i < n; i++) await (await fetch(`${entry}${path}`, { headers })).arrayBuffer()
    const { profile } = await session.send<{ profile: Profile }>('Profiler.stop')
    session.close()
    mkdirSync('bench/results', { recursive: true })
    writeFileSync(`bench/results/${kind}.cpuprofile`, JSON.stringify(profile))
    writeFileSync(`bench/results/${kind}.html`, html)
    report(profile, n, `${kind} ${path}`)
  } finally {
    await server.stop()
  }
}

function report(profile: Profile, n: number, what: string): void {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const self = new Map<string, number>()
  const stages = new Map<string, number>()
  let total = 0
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)
    if (!node || node.callFrame.functionName === '(idle)') return
    const us = Math.min(profile.timeDeltas[i] ?? SAMPLING_INTERVAL_US, 2 * SAMPLING_INTERVAL_US)
    total += us
    const { functionName, url, lineNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`
    self.set(key, (self.get(key) ?? 0) + us)
    const stack: Node[] = []
    for (let at: Node | undefined = node; at; at = byId.get(parent.get(at.id) ?? -1)) stack.push(at)
    const stage = stageOf(stack)
    stages.set(stage, (stages.get(stage) ?? 0) + us)
  })
  const ms = (us: number) => (us / 1000 / n).toFixed(2)
  console.log(`\n${what}: ${ms(total)} ms isolate CPU per request (${n} requests; load average ${loadavg().join(' ')})`)
  console.log('\nstage (first matching frame from the sample up)')
  for (const [stage, us] of [...stages].sort((a, b) => b[1] - a[1])) console.log(`  ${ms(us).padStart(6)} ms  ${stage}`)
  console.log('\nmost self time')
  for (const [key, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
    console.log(`  ${ms(us).padStart(6)} ms  ${key}`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
