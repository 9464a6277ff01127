/**
 * `npm run stock:import -- --file saldot.csv --url https://kauppa.example.fi`: feeds the ERP's stock
 * from a CSV file (format: scripts/stock/stockCsv.ts) to the shop's stock route, PUT
 * /api/operator/stock (docs/decisions/074-operator-stock-feed.md), with the operator's secret from
 * the OPERATOR_STOCK_SECRET environment variable. The route writes the counts to the database the
 * shop at that URL uses: the deployed D1 for the deployed shop, the local one for
 * `npm run start` (with the secret in .dev.vars).
 *
 * The file goes in batches of 5,000 rows. Each batch's id is the file's fingerprint and its
 * number, so sending the same file again changes nothing, and a run cut short can simply be run
 * again. A file with a faulty line sends nothing and names the line. `--check` only reads the file.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { decodeOrderFile } from '../app/features/quickorder/decodeOrderFile.ts'
import type { StockRow } from '../contract/schemas/operatorStock.ts'
import { sendStock } from './stock/sendStock.ts'
import { parseStockCsv } from './stock/stockCsv.ts'

/** The file's rows, or an error naming every faulty line. */
export function readStockFile(file: string): { rows: StockRow[]; fingerprint: string } {
  const bytes = readFileSync(file)
  const { rows, errors } = parseStockCsv(decodeOrderFile(bytes))
  if (errors.length > 0) throw new Error(`${file}:\n${errors.map((e) => `  line ${e.line}: ${e.message}`).join('\n')}`)
  return { rows, fingerprint: createHash('sha256').update(bytes).digest('hex').slice(0, 16) }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const args = process.argv.slice(2)
    const option = (name: string) =>
      args.find((a, i) => args[i - 1] === name) ?? args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1)
    const fileOption = option('--file')
    if (!fileOption) throw new Error('name the file: --file saldot.csv')
    const file = resolve(fileOption)
    const { rows, fingerprint } = readStockFile(file)
    if (args.includes('--check')) {
      console.log(`stock: ${file} has ${rows.length} rows, all valid`)
    } else {
      const url = option('--url')
      const secret = process.env.OPERATOR_STOCK_SECRET
      if (!url) throw new Error('name the shop: --url https://kauppa.example.fi')
      if (!secret) throw new Error('set OPERATOR_STOCK_SECRET to the shop’s stock secret')
      const answers = await sendStock(rows, { url, secret, fingerprint })
      const sum = (key: 'updated' | 'filled_lines') => answers.reduce((n, a) => n + a[key], 0)
      const unknown = answers.flatMap((a) => a.unknown)
      const replayed = answers.filter((a) => a.replayed).length
      console.log(
        `stock: ${sum('updated')} products updated, ${sum('filled_lines')} backordered lines filled` +
          `${replayed ? `, ${replayed} of ${answers.length} batches sent before (unchanged)` : ''}`,
      )
      if (unknown.length > 0) console.log(`stock: not in the shop: ${unknown.join(', ')}`)
    }
  } catch (error) {
    console.error(`stock: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  }
}
