import { MAX_STOCK_ITEMS, type OperatorStockResponse, type StockRow } from '../../contract/schemas/operatorStock.ts'

/**
 * The stock command's sender (scripts/stock-import.ts): the rows in batches of 5,000 to PUT
 * /api/operator/stock, each batch's id the file's fingerprint and its number, so the same file
 * sent twice changes nothing (docs/decisions/074-operator-stock-feed.md).
 */
/** The one call the sender makes: global fetch, or a test's stand-in for it. */
export type SendFetch = (url: URL, init: RequestInit) => Promise<Response>

/** Sends the rows in batches; answers each batch's result. */
export async function sendStock(
  rows: StockRow[],
  opts: { url: string; secret: string; fingerprint: string; batchSize?: number; fetchImpl?: SendFetch },
): Promise<OperatorStockResponse[]> {
  const answers: OperatorStockResponse[] = []
  const size = opts.batchSize ?? MAX_STOCK_ITEMS
  for (let start = 0, n = 1; start < rows.length; start += size, n++) {
    const body = { batch_id: `csv-${opts.fingerprint}-${n}`, items: rows.slice(start, start + size) }
    const res = await (opts.fetchImpl ?? fetch)(new URL('/api/operator/stock', opts.url), {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${opts.secret}` },
      body: JSON.stringify(body),
    })
    const answer = (await res.json().catch(() => ({}))) as OperatorStockResponse & { message?: string }
    if (!res.ok) throw new Error(`batch ${body.batch_id}: ${res.status} ${answer.message ?? ''}`.trim())
    answers.push(answer)
  }
  return answers
}
