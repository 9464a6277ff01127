/**
 * `npm run standing:run -- [YYYY-MM-DDTHH:MM] [--port 8787]`: runs the standing orders' scheduler
 * of the shop started with `npm start` (or `npm run dev`, --port 5173) once, as its hourly Cron
 * Trigger would at that Helsinki time (default: now). It calls the local runtime's scheduled
 * handler (`/cdn-cgi/local/scheduled`, the trigger endpoint of Miniflare that the Cloudflare
 * Vite plugin enables), so the run is the deployed code's own (docs/decisions/079-standing-orders.md).
 *
 * The time decides which runs are due (their notice or their cut-off has come); the orders
 * themselves are placed on the real clock. Notices and confirmations land in the outbox.
 */

export {}

const HOURLY_CRON = '5 * * * *'

function usage(message: string): never {
  console.error(`standing:run: ${message}`)
  console.error('usage: npm run standing:run -- [YYYY-MM-DDTHH:MM] [--port 8787]')
  process.exit(2)
}

/** A Helsinki wall-clock time as an instant: EEST (UTC+3) when Helsinki says so, else EET (UTC+2). */
function helsinkiInstant(local: string): number {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) usage(`not a time: ${local}`)
  for (const offset of ['+03:00', '+02:00']) {
    const ms = Date.parse(`${local}:00${offset}`)
    if (Number.isNaN(ms)) usage(`not a time: ${local}`)
    const shown = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Helsinki',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .format(ms)
      .replace(' ', 'T')
    if (shown === local) return ms
  }
  return Date.parse(`${local}:00+02:00`)
}

let port = Number(process.env.PORT ?? 8787)
let at = Date.now()
const argv = process.argv.slice(2)
for (let i = 0; i < argv.length; i++) {
  const arg = argv[i] ?? ''
  if (arg === '--port') port = Number(argv[++i])
  else if (arg.startsWith('--port=')) port = Number(arg.slice('--port='.length))
  else if (arg.startsWith('--')) usage(`unknown option ${arg}`)
  else at = helsinkiInstant(arg)
}
if (!Number.isInteger(port) || port <= 0) usage('--port needs a port number')

const url = new URL(`http://127.0.0.1:${port}/cdn-cgi/local/scheduled`)
url.searchParams.set('cron', HOURLY_CRON)
url.searchParams.set('time', String(at))
url.searchParams.set('format', 'json')
try {
  const res = await fetch(url)
  const text = await res.text()
  console.log(`standing:run at ${new Date(at).toISOString()}: ${res.status} ${text}`)
  console.log(
    'The summary (noticed, requested, ordered, failed, paused) is in the shop’s log; mails are in the outbox.',
  )
  process.exit(res.ok ? 0 : 1)
} catch (error) {
  usage(`the shop is not answering on port ${port} (start it with npm start): ${String(error)}`)
}
