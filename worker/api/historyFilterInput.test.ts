import { describe, expect, it } from 'vitest'
import { MAX_PRODUCT_FILTER, MAX_REFERENCE_FILTER } from '../../contract/schemas/historyFilters'
import { seedHistory } from '../test/historyFixtures'
import { login, shopFetch, type CookieJar } from '../test/helpers'

// docs/decisions/036: every filter of the order history, the invoices and the CSV exports
// answers 200 or a clear 400 for any input within its limits, whatever characters it holds
// (a web scanner's paths found inputs that failed in the database). A property test over
// seeded random strings, words and punctuation up to each filter's limit.

/** mulberry32: a small seeded generator, so a failure is reproduced by its seed. */
function random(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const PUNCTUATION = `\\/.:;,$%_*?"'()[]{}<>|&^~!#@=+-\` `
const WORDS = ['sideharso', 'AMOKSI', 'hoi-10', 'Itä', 'Åbo', 'C:', 'etc', '..', '::$DATA', 'NEAR', 'OR', 'AND', '*']
const ALPHABETS = [
  PUNCTUATION,
  'abcdefghijklmnopqrstuvwxyzåäöABCDEFGHIJKLMNOPQRSTUVWXYZÅÄÖ0123456789',
  '\\%_',
  '€ÄÖÅé漢字🙂\u00a0\u200b',
]

function randomInput(next: () => number, max: number): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const length = Math.floor(next() * (max + 1))
  const kind = Math.floor(next() * 3)
  let out = ''
  while ([...out].length < length) {
    if (kind === 0) out += pick([...pick(ALPHABETS)])
    else if (kind === 1) out += pick(WORDS) + pick([' ', '/', '\\', '', '.'])
    else out += pick([...PUNCTUATION])
  }
  return [...out].slice(0, length).join('')
}

/** Inputs the scanner sent, and the longest of each kind. */
const KNOWN = (max: number) =>
  [
    'C:\\Windows\\System32\\drivers\\etc\\services::$DATA',
    '../'.repeat(30),
    '..\\'.repeat(30),
    '\\'.repeat(max),
    '%'.repeat(max),
    'ä'.repeat(max),
    '🙂'.repeat(max),
  ].map((s) => [...s].slice(0, max).join(''))

const FILTERS = [
  { param: 'product', max: MAX_PRODUCT_FILTER, paths: ['/api/customer/orders', '/api/customer/orders.csv'] },
  { param: 'reference', max: MAX_REFERENCE_FILTER, paths: ['/api/customer/orders', '/api/customer/orders.csv'] },
  { param: 'status', max: 20, paths: ['/api/customer/orders', '/api/customer/invoices', '/api/customer/invoices.csv'] },
  { param: 'from', max: 20, paths: ['/api/customer/orders', '/api/customer/invoices', '/api/customer/invoices.csv'] },
  { param: 'to', max: 20, paths: ['/api/customer/invoices', '/api/customer/orders.csv'] },
]

async function answer(jar: CookieJar, path: string, param: string, value: string) {
  const res = await shopFetch(`${path}?${param}=${encodeURIComponent(value)}`, { jar })
  const text = await res.text()
  const fine = res.status === 200 || (res.status === 400 && /"message":"[^"]+"/.test(text))
  return fine ? null : `${path}?${param}=${JSON.stringify(value)}: ${res.status} ${text.slice(0, 120)}`
}

describe('the history filters hold for any input within their limits', () => {
  it.each(FILTERS)('$param: known scanner inputs', async ({ param, max, paths }) => {
    await seedHistory()
    const { jar } = await login()
    const failures: string[] = []
    for (const value of KNOWN(max)) {
      for (const path of paths) {
        const failure = await answer(jar, path, param, value)
        if (failure) failures.push(failure)
      }
    }
    expect(failures).toEqual([])
  })

  it.each(FILTERS)('$param: 120 random inputs up to the limit', async ({ param, max, paths }) => {
    await seedHistory()
    const { jar } = await login()
    const seed = 28_000 + max
    const next = random(seed)
    const failures: string[] = []
    for (let i = 0; i < 120; i++) {
      const value = randomInput(next, max)
      const failure = await answer(jar, paths[i % paths.length] ?? '', param, value)
      if (failure) failures.push(`seed ${seed}, input ${i}: ${failure}`)
    }
    expect(failures).toEqual([])
  })
})
