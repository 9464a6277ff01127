/**
 * Writes worker/backend/cart/holidaysFI.json: Finland's public and bank holidays as
 * date-holidays' own rules with their Finnish names (docs/decisions/054-storefront-worker-size.md).
 * The Worker evaluates these rules itself (worker/backend/cart/finnishHolidays.ts) instead of
 * bundling the library's parser. Run it after updating date-holidays:
 *
 *   npx node scripts/holidays-fi.ts && npx prettier --write worker/backend/cart/holidaysFI.json
 *
 * worker/backend/cart/deliveryDates.test.ts fails when the file no longer gives the library's answer.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'

type Names = Record<string, string>
interface Day {
  _name?: string
  name?: Names
  type?: string
  [field: string]: unknown
}

const require = createRequire(import.meta.url)
const { data } = require('date-holidays/data') as {
  data: {
    version: string
    license: string
    holidays: Record<string, { days: Record<string, Day | false> }>
    names: Record<string, { name: Names }>
  }
}

/** The fields of a day this file and the Worker's evaluator understand; anything else is refused. */
const KNOWN_FIELDS = new Set(['_name', 'name', 'type'])

export function finnishSubset() {
  const fi = data.holidays.FI
  if (!fi) throw new Error('date-holidays has no data for FI')
  const days = Object.entries(fi.days).flatMap(([rule, day]) => {
    if (!day) return []
    // A day without a type is a public holiday in date-holidays.
    const type = day.type ?? 'public'
    if (type !== 'public' && type !== 'bank') return []
    const unknown = Object.keys(day).filter((field) => !KNOWN_FIELDS.has(field))
    if (unknown.length > 0) throw new Error(`holidays-fi: ${rule} has ${unknown.join(', ')}; teach the evaluator first`)
    const name = day.name?.fi ?? (day._name ? data.names[day._name]?.name.fi : undefined)
    if (!name) throw new Error(`holidays-fi: ${rule} has no Finnish name`)
    return [{ rule, name, type }]
  })
  return { source: `date-holidays data ${data.version}`, license: data.license, days }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = new URL('../worker/backend/cart/holidaysFI.json', import.meta.url)
  writeFileSync(target, `${JSON.stringify(finnishSubset(), null, 1)}\n`)
  console.log(`holidays-fi: wrote ${target.pathname}`)
}
