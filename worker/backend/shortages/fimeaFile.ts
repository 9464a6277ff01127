import Papa from 'papaparse'

/**
 * Fimea's open data on medicine shortages (docs/decisions/075-fimea-shortages.md), the file
 * https://data.pilvi.fimea.fi/avoin-data/Saatavuushairiot.txt: `;`-separated, every field in
 * double quotes, a header row, then one notice a line:
 *
 *   "VNR";"Voimassa";"SaatavuushairioAlkupaiva";"SaatavuushairioLoppupaiva";"Ilmoituspaiva";"Muokkauspaiva";"Yritys"
 *
 * VNR is the Nordic article number (six digits, leading zeros kept), Voimassa `K` (in force) or
 * `E` (ended), the dates ISO; the end is an estimate while the notice is in force; Yritys is the
 * marketing-authorisation holder. The file has no product name and no free text: a notice is
 * matched to a product by Vnr only.
 */
export interface FimeaNotice {
  vnr: string
  inForce: boolean
  startsOn: string | null
  /** Null where the file gives none, or one before the start (the file has such rows). */
  endsOn: string | null
  announcedOn: string | null
  modifiedOn: string | null
  company: string
}

export interface FimeaFile {
  /** One notice per Vnr: of several rows, the one modified last. */
  notices: FimeaNotice[]
  /** Rows that could not be read (no Vnr, a date that is no date), by line. */
  skipped: { line: number; reason: string }[]
}

const COLUMNS = {
  vnr: 'vnr',
  inForce: 'voimassa',
  startsOn: 'saatavuushairioalkupaiva',
  endsOn: 'saatavuushairioloppupaiva',
  announcedOn: 'ilmoituspaiva',
  modifiedOn: 'muokkauspaiva',
  company: 'yritys',
} as const

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

export function parseFimeaFile(text: string): FimeaFile {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: ';', skipEmptyLines: 'greedy' })
  const [header, ...rows] = parsed.data
  const names = (header ?? []).map((h) => h.trim().toLowerCase())
  const missing = Object.values(COLUMNS).filter((c) => !names.includes(c))
  if (missing.length > 0) throw new Error(`Fimean tiedostosta puuttuu sarakkeita: ${missing.join(', ')}`)
  const byVnr = new Map<string, FimeaNotice>()
  const skipped: FimeaFile['skipped'] = []
  rows.forEach((row, i) => {
    const line = i + 2
    const cell = (name: string) => (row[names.indexOf(name)] ?? '').trim()
    const vnr = cell(COLUMNS.vnr)
    if (!/^\d{6}$/.test(vnr)) return void skipped.push({ line, reason: `Vnr "${vnr}" ei ole kuusinumeroinen` })
    const dates = [COLUMNS.startsOn, COLUMNS.endsOn, COLUMNS.announcedOn, COLUMNS.modifiedOn].map(cell)
    const bad = dates.find((d) => d !== '' && !ISO_DATE.test(d))
    if (bad !== undefined) return void skipped.push({ line, reason: `päivä "${bad}" ei ole muotoa VVVV-KK-PP` })
    const [startsOn, endsOn, announcedOn, modifiedOn] = dates.map((d) => d || null) as (string | null)[]
    const notice: FimeaNotice = {
      vnr,
      inForce: cell(COLUMNS.inForce).toUpperCase() === 'K',
      startsOn: startsOn ?? null,
      endsOn: endsOn && (!startsOn || endsOn >= startsOn) ? endsOn : null,
      announcedOn: announcedOn ?? null,
      modifiedOn: modifiedOn ?? null,
      company: cell(COLUMNS.company),
    }
    const earlier = byVnr.get(vnr)
    if (!earlier || (notice.modifiedOn ?? '') >= (earlier.modifiedOn ?? '')) byVnr.set(vnr, notice)
  })
  return { notices: [...byVnr.values()], skipped }
}

/** The words a buyer reads with the notice (the file has none of its own). */
export function fimeaNoticeText(notice: FimeaNotice): string {
  const announced = notice.announcedOn ? ` ${notice.announcedOn.split('-').reverse().map(Number).join('.')}` : ''
  const holder = notice.company ? `; myyntiluvan haltija ${notice.company}` : ''
  return `Saatavuushäiriö ilmoitettu Fimealle${announced}${holder}.`
}
