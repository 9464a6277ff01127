/**
 * Main-thread long tasks of a guest's first load, as Lighthouse mobile weighs them: a phone-sized
 * window, the CPU slowed 4×, Total Blocking Time summed over the tasks that start after the
 * first contentful paint (each task's time beyond 50 ms). Median of the runs, every run's tasks
 * beside it (docs/decisions/051-hydration-slices.md).
 *
 *   npx node bench/mainThread.ts [base URL] [paths, comma-separated] [runs]
 *
 * Runs against a server that is already up (`npm start`, or the journeys' `vite preview`), in
 * Debian's Chromium. The live chat's made-up origin of the journeys' server is answered with
 * an empty script. Read the figures beside the machine's load average: the CPU is shared.
 */
import { chromium } from '@playwright/test'
import { median } from './http.ts'

const base = process.argv[2] ?? 'http://localhost:8787'
const paths = (process.argv[3] ?? '/,/category/kaikki-tuotteet').split(',')
const runs = Number(process.argv[4] ?? 5)
/** Lighthouse mobile's CPU slowdown. */
const CPU_SLOWDOWN = 4
/** Time left after the header hydrated for the deferred parts to hydrate. */
const SETTLE_MS = 4000

interface Run {
  tbtMs: number
  tasksMs: number[]
  hydratedMs: number
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
})
for (const path of paths) {
  const results: Run[] = []
  for (let i = 0; i < runs; i++) results.push(await measure(path))
  const summary = {
    tbtMedianMs: median(results.map((r) => r.tbtMs)),
    longestMedianMs: median(results.map((r) => Math.max(0, ...r.tasksMs))),
    hydratedMedianMs: median(results.map((r) => r.hydratedMs)),
    runs: results,
  }
  console.log(path, JSON.stringify(summary))
}
await browser.close()

async function measure(path: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  })
  await context.route('https://chat.e2e.test/**', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: '' }),
  )
  const page = await context.newPage()
  await page.addInitScript(() => {
    const tasks: [number, number][] = []
    Object.assign(window, { __longTasks: tasks })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration])
    }).observe({ type: 'longtask', buffered: true })
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.goto(base + path, { waitUntil: 'load' })
  // Hydrated once React has attached its props to the site header.
  await page.waitForFunction(() => {
    const header = document.querySelector('[data-testid="site-header"]')
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactProps'))
  })
  const hydratedMs = Math.round(await page.evaluate(() => performance.now()))
  await page.waitForTimeout(SETTLE_MS)
  const { fcp, tasks } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: (window as unknown as { __longTasks: [number, number][] }).__longTasks,
  }))
  await context.close()
  const afterPaint = tasks.filter(([start]) => start >= fcp).map(([, duration]) => duration)
  return {
    tbtMs: Math.round(afterPaint.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0)),
    tasksMs: afterPaint.map(Math.round),
    hydratedMs,
  }
}
