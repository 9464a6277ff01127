import * as v from 'valibot'
import { CSV_BOM, CSV_DELIMITER, CSV_NEWLINE } from './historyExport'
import { dateFilter, dateRangeInOrder, FILTER_MESSAGES } from './historyFilters'

/**
 * The medicine record (docs/decisions/081-delivery-lots.md): GET /api/customer/medicine-record.csv,
 * the company's received medicines in the shape EU 2019/6 Art. 103 asks a clinic to keep, one
 * row per lot received, as Finnish Excel opens it (the history exports' format,
 * docs/decisions/036-history-filters-and-csv-export.md). `from` and `to` are Helsinki days of
 * delivery, both included. The header line is part of the contract: a column is added at the
 * end, never moved.
 */

export const MEDICINE_RECORD_COLUMNS = [
  'Vastaanottopäivä',
  'Tuote',
  'Vahvuus',
  'Lääkemuoto',
  'Vnr',
  'Myyntilupanumero',
  'Erä',
  'Viimeinen käyttöpäivä',
  'Määrä',
  'Toimittaja',
  'Toimittajan osoite',
  'Tilausnumero',
  'Lähetystunnus',
  'Tuotenumero',
] as const

export const MedicineRecordQuerySchema = v.pipe(
  v.strictObject({ from: dateFilter(FILTER_MESSAGES.from), to: dateFilter(FILTER_MESSAGES.to) }),
  v.forward(v.partialCheck([['from'], ['to']], dateRangeInOrder, FILTER_MESSAGES.range), ['to']),
)
export type MedicineRecordQuery = v.InferOutput<typeof MedicineRecordQuerySchema>

/** The body of a 2xx: the BOM and the header line, then the rows. */
export const MedicineRecordCsvSchema = v.pipe(
  v.string(),
  v.startsWith(CSV_BOM + MEDICINE_RECORD_COLUMNS.join(CSV_DELIMITER) + CSV_NEWLINE),
)
