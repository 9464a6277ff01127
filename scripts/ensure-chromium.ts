/**
 * First step of `npm run test:e2e`: make sure Debian's Chromium is there for Playwright.
 * We never download a browser any other way (no `npx playwright install`): the machines
 * reach only the npm registry and Debian's apt mirrors (docs/architecture.md §14).
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const CHROMIUM = '/usr/bin/chromium'

function run(command: string, args: string[]): void {
  console.log(`ensure-chromium: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  })
  if (result.status !== 0) {
    console.error(`ensure-chromium: \`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`)
    process.exit(1)
  }
}

const hasAptGet = () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} found.`)
  process.exit(0)
}

if (process.getuid?.() === 0 && hasAptGet()) {
  console.log(`ensure-chromium: ${CHROMIUM} is missing; installing Debian's chromium with apt-get.`)
  run('apt-get', ['update'])
  run('apt-get', ['install', '-y', 'chromium'])
  if (!existsSync(CHROMIUM)) {
    console.error(`ensure-chromium: apt-get finished but ${CHROMIUM} is still missing.`)
    process.exit(1)
  }
  process.exit(0)
}

console.error(`ensure-chromium: ${CHROMIUM} is missing. Install it with:`)
console.error('sudo apt-get install -y chromium')
process.exit(1)
