import * as v from 'valibot'

/**
 * The CSV exports of the order history and the invoices (docs/decisions/036-history-filters-and-csv-export.md): GET
 * /api/customer/orders.csv and /api/customer/invoices.csv, as a Finnish Excel opens them without
 * an import wizard: UTF-8 with a byte order mark, `;` between fields, CRLF line ends, decimal
 * commas, dates dd.MM.yyyy (spec §1). Orders are one row per order line; invoices one row per
 * invoice. The header line is part of the contract: a column is added at the end, never moved.
 */

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'
export const CSV_BOM = '\uFEFF'
export const CSV_DELIMITER = ';'
export const CSV_NEWLINE = '\r\n'

export const ORDER_CSV_COLUMNS = [
  'Tilausnumero',
  'Tilauspäivä',
  'Tila',
  'Myyntikanava',
  'Oma viite',
  'Toivottu toimituspäivä',
  'Tuotenumero',
  'Tuote',
  'Vaihtoehto',
  'Määrä',
  'À-hinta (alv 0 %)',
  'Rivin summa (alv 0 %)',
  'ALV %',
] as const

export const INVOICE_CSV_COLUMNS = [
  'Laskunumero',
  'Tilausnumero',
  'Laskun päiväys',
  'Eräpäivä',
  'Tila',
  'Maksettu',
  'Summa (alv 0 %)',
  'ALV',
  'Summa (sis. alv)',
  'Viitenumero',
  // A credit note's sums are negative, and it names the invoice it credits (docs/decisions/084-einvoices.md).
  'Laji',
  'Hyvittää laskun',
] as const

const headerLine = (columns: readonly string[]) => CSV_BOM + columns.join(CSV_DELIMITER) + CSV_NEWLINE

/** The body of a 2xx of GET /api/customer/orders.csv: the BOM and the header line, then the rows. */
export const OrderLinesCsvSchema = v.pipe(v.string(), v.startsWith(headerLine(ORDER_CSV_COLUMNS)))

/** The body of a 2xx of GET /api/customer/invoices.csv. */
export const InvoicesCsvSchema = v.pipe(v.string(), v.startsWith(headerLine(INVOICE_CSV_COLUMNS)))

/** The Finnish words of the exports' status and channel cells (the pages' own texts say the same). */
export const ORDER_STATUS_LABELS = {
  received: 'Vastaanotettu',
  processing: 'Käsittelyssä',
  shipped: 'Lähetetty',
  delivered: 'Toimitettu',
  cancelled: 'Peruttu',
} as const
export const ORDER_CHANNEL_LABELS = { web: 'Verkkokauppa', external: 'Muu myyntikanava' } as const
export const INVOICE_STATUS_LABELS = { open: 'Avoin', paid: 'Maksettu', overdue: 'Erääntynyt' } as const
