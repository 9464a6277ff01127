/**
 * Writes worker/backend/cart/holidaysFI.json: Finland's holiday rules and their names, taken
 * from date-holidays' own data (docs/decisions/035-order-details-and-delivery-dates.md). The
 * library's data for every country is about 800 KB; the Worker needs Finland's only, so this
 * copies that part out instead of bundling the rest. Run it after updating date-holidays:
 *
 *   npx node scripts/holidays-fi.ts && npx prettier --write worker/backend/cart/holidaysFI.json
 *
 * worker/backend/cart/finnishHolidays.test.ts fails when the file no longer matches the library.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { data } = require('date-holidays/data') as {
  data: {
    version: string
    license: string
    holidays: Record<string, { days: Record<string, { _name?: string }> }>
    names: Record<string, unknown>
  }
}

export function finnishSubset() {
  const fi = data.holidays.FI
  if (!fi) throw new Error('date-holidays has no data for FI')
  const referenced = new Set(Object.values(fi.days).flatMap((day) => (day._name ? [day._name] : [])))
  const names = Object.fromEntries(Object.entries(data.names).filter(([key]) => referenced.has(key)))
  return { version: data.version, license: data.license, holidays: { FI: fi }, names }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../worker/backend/cart/holidaysFI.json', import.meta.url)
  writeFileSync(target, `${JSON.stringify(finnishSubset(), null, 1)}\n`)
  console.log(`holidays-fi: wrote ${target.pathname}`)
}
