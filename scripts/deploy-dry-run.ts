/**
 * `wrangler deploy --dry-run` of both Workers (README "Deploy", issue: deploys are checked):
 * the storefront as Vite built it (dist/server/wrangler.json) and the backend Worker
 * (wrangler.backend.toml, bundled into dist/backend, where the two-Worker tests load it from).
 * Prints each upload's gzip size and fails above the budget.
 *
 *   node scripts/deploy-dry-run.ts            both (the storefront needs `npm run build` first)
 *   node scripts/deploy-dry-run.ts backend    the backend only
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

interface Target {
  name: string
  config: string
  outdir: string
  /** gzip KiB. Cloudflare's limit for a Worker on the free plan is 3 MiB gzip; ours are tighter. */
  budgetKiB: number
}

export const BACKEND_BUNDLE: Target = {
  name: 'backend',
  config: 'wrangler.backend.toml',
  outdir: 'dist/backend',
  budgetKiB: 1024,
}
/**
 * Room for the features to come (docs/decisions/054-storefront-worker-size.md), 10 KiB more since
 * the facets (docs/decisions/071-storefront-budget-after-facets.md).
 */
const STOREFRONT_BUNDLE: Target = {
  name: 'storefront',
  config: 'dist/server/wrangler.json',
  outdir: 'dist/storefront-dry-run',
  budgetKiB: 860,
}

/** Whether the upload is within its budget. */
function dryRun(target: Target): boolean {
  if (!existsSync(target.config)) {
    console.error(`deploy-dry-run: ${target.config} is missing (run \`npm run build\` first).`)
    process.exit(1)
  }
  const result = spawnSync(
    'npx',
    ['--no-install', 'wrangler', 'deploy', '--dry-run', '-c', target.config, '--outdir', target.outdir],
    { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
  )
  const output = `${result.stdout}\n${result.stderr}`
  const size = output.match(/Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/)
  if (result.status !== 0 || !size) {
    console.error(output)
    console.error(`deploy-dry-run: ${target.name} failed (exit ${result.status}).`)
    process.exit(1)
  }
  const gzip = Number(size[2])
  const verdict = gzip <= target.budgetKiB ? 'PASS' : 'FAIL'
  console.log(
    `deploy-dry-run: ${target.name}: ${size[1]} KiB, gzip ${gzip} KiB (budget ${target.budgetKiB}) ${verdict}`,
  )
  return gzip <= target.budgetKiB
}

const which = process.argv[2] ?? 'both'
const targets = which === 'backend' ? [BACKEND_BUNDLE] : [BACKEND_BUNDLE, STOREFRONT_BUNDLE]
const within = targets.map(dryRun)
if (within.includes(false)) process.exit(1)
