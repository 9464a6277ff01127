/** Small helpers shared by the seed generator: a seeded PRNG, slugs, SQL literals. */

/** A deterministic random source (mulberry32) with the handful of draws the seed needs. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number
  /** True with the given probability. */
  chance(p: number): boolean
  pick<T>(list: readonly T[]): T
  /** Fisher–Yates copy. */
  shuffle<T>(list: readonly T[]): T[]
  /** Log-uniform in [min, max]: prices spread the way catalogue prices do. */
  logUniform(min: number, max: number): number
}

/** 32-bit FNV-1a, used to turn a label into a PRNG seed. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/**
 * A PRNG per purpose ("products", "customers", …) so that changing one part of the seed does
 * not reshuffle every other part.
 */
export function createRng(label: string): Rng {
  let state = hash32(`vet-seed:${label}`)
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (list) => {
      if (list.length === 0) throw new Error('pick from an empty list')
      return list[Math.floor(next() * list.length)] as (typeof list)[number]
    },
    shuffle: (list) => {
      const copy = list.slice()
      for (let i = copy.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1))
        const tmp = copy[i] as (typeof copy)[number]
        copy[i] = copy[j] as (typeof copy)[number]
        copy[j] = tmp
      }
      return copy
    },
    logUniform: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  }
  return rng
}

const FOLD: Record<string, string> = { ä: 'a', ö: 'o', å: 'a', é: 'e', è: 'e', ü: 'u', µ: 'u', μ: 'u', ß: 'ss' }

/** ASCII url key: "Käsineet" → "kasineet", "2,5 mg" → "2-5-mg". */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöåéèüµμß]/g, (ch) => FOLD[ch] ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/%/g, '-pros-')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** A SQL literal: NULL, a number, or a single-quoted string. */
export function sqlValue(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'NULL'
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`)
    return String(value)
  }
  return `'${value.replace(/'/g, "''")}'`
}

/** Max rows per INSERT, and max bytes per statement (D1 refuses statements over 100 kB). */
const MAX_ROWS = 500
const MAX_BYTES = 90_000

/**
 * Batched multi-row INSERTs for one table. No BEGIN/COMMIT: `wrangler d1 execute --file`
 * refuses explicit transactions.
 */
export function insertStatements(
  table: string,
  columns: readonly string[],
  rows: readonly (readonly (string | number | null | undefined)[])[],
): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`
  const statements: string[] = []
  let batch: string[] = []
  let bytes = Buffer.byteLength(head)
  const flush = () => {
    if (batch.length === 0) return
    statements.push(`${head}${batch.join(',\n')};`)
    batch = []
    bytes = Buffer.byteLength(head)
  }
  for (const row of rows) {
    if (row.length !== columns.length) throw new Error(`${table}: expected ${columns.length} values`)
    const tuple = `(${row.map(sqlValue).join(', ')})`
    const size = Buffer.byteLength(tuple) + 2
    if (batch.length >= MAX_ROWS || (batch.length > 0 && bytes + size > MAX_BYTES)) flush()
    batch.push(tuple)
    bytes += size
  }
  flush()
  return statements
}

/** yyyy-mm-dd of a UTC date shifted by whole days. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Cents rounded to the nearest 5 cents, as price lists usually are. */
export function toCents(euros: number): number {
  return Math.max(5, Math.round((euros * 100) / 5) * 5)
}

/** A row object's values in the order of `columns`, for insertStatements. */
export const columnValues = <R, K extends keyof R>(row: R, columns: readonly K[]): R[K][] => columns.map((c) => row[c])
