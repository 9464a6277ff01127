import Papa from 'papaparse'
import { CSV_BOM, CSV_CONTENT_TYPE, CSV_DELIMITER, CSV_NEWLINE } from '../../../contract/schemas/historyExport'
import { createLogger } from '../../log'

/**
 * Writing the history exports (contract/schemas/historyExport.ts) with papaparse's unparse, one
 * page of rows at a time, into a streamed answer.
 *
 * CSV injection: a cell that starts with = + - @, a tab or a line break is a formula to Excel
 * (or turns into one), so it gets a leading apostrophe and quotes; fields with ; " or a line
 * break are quoted with "" inside (RFC 4180). papaparse's own pattern (`^[=+\-@\t\r].*$`)
 * misses a cell with a line break after the first character ('=1+1\nx'), hence ours. A cell that
 * is only a negative amount (a credit note's '-11,17': docs/decisions/084-einvoices.md) is a
 * number to Excel, not a formula, and stays one.
 */
const FORMULA_START = /^(?!-\d+(?:,\d+)?$)[=+\-@\t\r\n]/

/** Rows as CSV lines, each ended by CRLF ('' for no rows). */
export function csvLines(rows: readonly (readonly string[])[]): string {
  if (rows.length === 0) return ''
  const text = Papa.unparse(rows as string[][], {
    delimiter: CSV_DELIMITER,
    newline: CSV_NEWLINE,
    header: false,
    escapeFormulae: FORMULA_START,
  })
  return text + CSV_NEWLINE
}

/** A download's headers: an attachment with its file name, never stored by a cache (per-customer data). */
export function csvHeaders(filename: string): Headers {
  return new Headers({
    'Content-Type': CSV_CONTENT_TYPE,
    'Content-Disposition': `attachment; filename="${filename}"`,
    'Cache-Control': 'private, no-store',
  })
}

/**
 * A streamed CSV answer: the BOM, the header line and the first page at once, then one page
 * per read as the client takes them, so a large export is never one string in memory. The
 * first page is read before answering: a failure there is still an error answer, not a 200
 * with a cut file. A later failure ends the stream with an error (the download fails rather
 * than looking complete), logged with the request id.
 */
export async function csvStream(
  columns: readonly string[],
  pages: AsyncGenerator<string[][]>,
  headers: Headers,
  requestId: string,
): Promise<Response> {
  const encoder = new TextEncoder()
  const first = await pages.next()
  let head: string | null = CSV_BOM + csvLines([[...columns]]) + (first.done ? '' : csvLines(first.value))
  let finished = first.done === true
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        if (head !== null) {
          controller.enqueue(encoder.encode(head))
          head = null
        } else {
          const next = await pages.next()
          if (next.done) finished = true
          else controller.enqueue(encoder.encode(csvLines(next.value)))
        }
        if (finished) controller.close()
      } catch (error) {
        createLogger(requestId).error('csv export failed mid-stream', { error: String(error) })
        controller.error(error)
      }
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
  return new Response(stream, { headers })
}
