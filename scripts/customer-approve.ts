/**
 * `npm run customer:approve -- EMAIL [--remote] [--env staging|production]`: approves the
 * company of the user with that e-mail (any of its users), so all its users may place orders
 * and its administrators may invite (new registrations wait for approval;
 * worker/backend/account/approval.ts, docs/decisions/045-invitations-and-company-approval.md).
 * Local by default (the database `npm start` serves,
 * or LOCAL_STATE_DIR); `--remote` runs the same statement on the deployed D1 through
 * `wrangler d1 execute DB --remote`, with `--env` choosing the wrangler.toml environment.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import * as v from 'valibot'
import { ROOT } from '../seed/d1.ts'

const WRANGLER = resolve(ROOT, 'node_modules/wrangler/bin/wrangler.js')
const EmailSchema = v.pipe(v.string(), v.trim(), v.maxLength(254), v.email())

function usage(message: string): never {
  console.error(`customer:approve: ${message}`)
  console.error('usage: npm run customer:approve -- EMAIL [--remote] [--env staging|production]')
  process.exit(2)
}

function parseApproveArgs(argv: string[]) {
  let remote = false
  let env: string | null = null
  const rest: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    if (arg === '--remote') remote = true
    else if (arg === '--local') remote = false
    else if (arg === '--env') env = argv[++i] ?? usage('--env needs a name')
    else if (arg.startsWith('--env=')) env = arg.slice('--env='.length)
    else if (arg.startsWith('--')) usage(`unknown option ${arg}`)
    else rest.push(arg)
  }
  if (rest.length !== 1) usage('give exactly one e-mail address')
  const parsed = v.safeParse(EmailSchema, rest[0])
  if (!parsed.success) usage(`not an e-mail address: ${rest[0]}`)
  if (env !== null && !/^[a-z][a-z0-9_-]{0,31}$/.test(env)) usage(`not an environment name: ${env}`)
  return { email: parsed.output, remote, env }
}

const { email, remote, env } = parseApproveArgs(process.argv.slice(2))
// The address passed v.email(), which allows no quote; doubling quotes keeps the literal safe anyway.
const literal = `'${email.replace(/'/g, "''")}'`
// Approval is the company's (migrations/0017): every user of it may order once it is approved.
const sql = `UPDATE companies SET approval_pending = 0
WHERE id = (SELECT company_id FROM customers WHERE email = ${literal} COLLATE NOCASE)
RETURNING name, business_id, (SELECT COUNT(*) FROM customers WHERE company_id = companies.id) AS users`
const stateDir = process.env.LOCAL_STATE_DIR
const target = remote ? ['--remote'] : ['--local', ...(stateDir ? ['--persist-to', stateDir] : [])]
const [command, prefix] = existsSync(WRANGLER) ? [process.execPath, [WRANGLER]] : ['npx', ['wrangler']]
const result = spawnSync(
  command,
  [...prefix, 'd1', 'execute', 'DB', ...target, ...(env ? ['--env', env] : []), '--yes', '--json', '--command', sql],
  {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
  },
)
if (result.error) throw result.error
if (result.status !== 0) {
  console.error(result.stdout)
  console.error(`customer:approve: wrangler d1 execute failed (exit ${result.status})`)
  process.exit(1)
}
const out = result.stdout ?? ''
const rows = (
  JSON.parse(out.slice(out.indexOf('['))) as { results?: { name: string; business_id: string; users: number }[] }[]
).flatMap((r) => r.results ?? [])
const [row] = rows
if (!row) {
  console.error(`customer:approve: no customer with the e-mail ${email} (${remote ? 'remote' : 'local'} database)`)
  process.exit(1)
}
console.log(
  `customer:approve: ${row.name} (${row.business_id}) is approved: its ${row.users} user(s) may now place orders (${remote ? 'remote' : 'local'} database)`,
)
