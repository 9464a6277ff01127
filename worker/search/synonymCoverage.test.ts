import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { FAMILIES } from '../../seed/catalogue/index.ts'
import { catalogueSubstances } from '../../seed/catalogue/substances.ts'
import { searchProducts } from '../backend/catalog/search'
import { loadDemoCatalogue } from '../test/demoCatalogue'
import { fold } from './finnish.ts'

/**
 * The seed's synonym table against the demo catalogue (docs/decisions/066-search-synonyms-and-zero-hits.md): every active
 * substance of its medicines has a row that names it alone as its target (its INN or English
 * name), and each such name finds a product of the substance in the top 8.
 */
const words = (text: string) =>
  text
    .split(/[\s|]+/)
    .map(fold)
    .filter(Boolean)

describe('the seed synonym table', () => {
  it('covers every active substance of the catalogue, and each of its names finds the substance', async () => {
    await loadDemoCatalogue()
    const substances = catalogueSubstances(FAMILIES)
    expect(substances.length).toBeGreaterThan(80)
    expect(substances).toEqual(
      expect.arrayContaining(['Karprofeeni', 'Klavulaanihappo', 'Polymyksiini B', 'Insuliini']),
    )
    const rows = (
      await env.DB.prepare('SELECT kind, term, targets FROM search_synonyms').all<{
        kind: string
        term: string
        targets: string
      }>()
    ).results
    const missing: string[] = []
    const notFound: string[] = []
    for (const substance of substances) {
      const [key = ''] = words(substance)
      // A name of the substance: a row with this one target (a group word such as "opioidi" names several).
      const naming = rows.filter(
        (r) => !r.targets.includes('|') && words(r.targets).includes(key) && !words(r.term).includes(key),
      )
      if (naming.length === 0) missing.push(substance)
      for (const row of naming) {
        const { items } = await searchProducts(env.DB, row.term, 1, 8)
        if (!items.some((i) => words(i.name).some((w) => w.includes(key)))) notFound.push(`${row.term} → ${substance}`)
      }
    }
    expect(missing, 'substances without an INN or English name').toEqual([])
    expect(notFound, 'names that do not find their substance in the top 8').toEqual([])
  }, 120_000)
})
