import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { searchProducts } from './search'
import { rebuildSearchIndex } from './searchIndex'

/**
 * The operator's synonyms (docs/decisions/066-search-synonyms-and-zero-hits.md) on the test seed: its
 * needles, syringe, gauze and meloxicam, plus a brush with "piikki" in its name and two
 * thermometers named with either word.
 */
async function addProducts(): Promise<void> {
  const insert = (id: number, sku: string, name: string) =>
    env.DB.prepare(
      `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
       VALUES (?, ?, ?, ?, '', '1 kpl', '/media/x.png', 'x', 1000, 900, 'other', 1, 1)`,
    ).bind(id, sku, name, `${sku.toLowerCase()}-${id}`)
  await env.DB.batch([
    insert(300, 'SYN-300', 'Turkkiharja piikki'),
    insert(301, 'SYN-301', 'Digitaalinen kuumemittari'),
    insert(302, 'SYN-302', 'Infrapunalämpömittari korva'),
  ])
  await rebuildSearchIndex(env.DB)
}

type Kind = 'one-way' | 'two-way'

/** Replaces the synonym table, as `npm run search:synonyms` does. */
async function setSynonyms(rows: [Kind, string, string][]): Promise<void> {
  await env.DB.batch([
    env.DB.prepare('DELETE FROM search_synonyms'),
    ...rows.map(([kind, term, targets]) =>
      env.DB.prepare('INSERT INTO search_synonyms (kind, term, targets) VALUES (?, ?, ?)').bind(kind, term, targets),
    ),
  ])
}

const skus = async (q: string) => (await searchProducts(env.DB, q, 1, 20)).items.map((i) => i.sku)

/** A D1Database that counts its round trips: each batch, and each statement run on its own. */
function countingDatabase(db: D1Database): { db: D1Database; trips: () => number } {
  let trips = 0
  const watch = (statement: D1PreparedStatement): D1PreparedStatement => {
    for (const method of ['all', 'first', 'run', 'raw'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown
      Object.assign(statement, {
        [method]: (...args: unknown[]) => {
          trips++
          return original(...args)
        },
      })
    }
    const bind = statement.bind.bind(statement)
    statement.bind = (...values: unknown[]) => watch(bind(...values))
    return statement
  }
  const counted = {
    prepare: (query: string) => watch(db.prepare(query)),
    batch: <T>(statements: D1PreparedStatement[]) => {
      trips++
      return db.batch<T>(statements)
    },
  } as D1Database
  return { db: counted, trips: () => trips }
}

describe('search synonyms', () => {
  it('a one-way synonym finds its target, ranked after what the word finds itself, and not the other way round', async () => {
    await addProducts()
    expect(await skus('piikki')).toEqual(['SYN-300'])
    await setSynonyms([['one-way', 'piikki', 'injektioneula']])
    expect(await skus('piikki')).toEqual(['SYN-300', 'HOI-2003', 'HOI-2002'])
    // Inflected forms of the term are the term.
    expect(await skus('piikkejä')).toEqual(expect.arrayContaining(['HOI-2003', 'HOI-2002']))
    expect(await skus('injektioneula')).toEqual(['HOI-2003', 'HOI-2002'])
  })

  it('a two-way synonym finds both ways', async () => {
    await addProducts()
    expect(await skus('kuumemittari')).toEqual(['SYN-301'])
    expect(await skus('lämpömittari')).toEqual(['SYN-302'])
    await setSynonyms([['two-way', 'lämpömittari', 'kuumemittari']])
    expect(await skus('kuumemittari')).toEqual(['SYN-301', 'SYN-302'])
    // The synonym's exact word (tier 0.5) ranks above the typed word as a compound part (tier 1).
    expect(await skus('lämpömittari')).toEqual(['SYN-301', 'SYN-302'])
  })

  it('a term of several words matches as a whole and gives its targets to each word', async () => {
    await setSynonyms([['one-way', 'clavulanic acid', 'amoksisilliini']])
    expect(await skus('clavulanic acid')).toEqual(['LAA-1001'])
    expect(await skus('acid')).toEqual([])
    // Each word of the query still has to match: the phrase's targets, or a word of its own.
    expect(await skus('clavulanic acid 250 mg')).toEqual(['LAA-1001'])
    expect(await skus('clavulanic acid sideharso')).toEqual([])
  })

  it('an INN name finds the Finnish one beside the other words of the query', async () => {
    await setSynonyms([['one-way', 'meloxicam', 'meloksikaami']])
    expect(await skus('meloxicam')).toEqual(['LAA-2001'])
    expect(await skus('meloxicam oraalisuspensio')).toEqual(['LAA-2001'])
    expect((await searchProducts(env.DB, 'meloxicam', 1, 8)).suggestion).toBeUndefined()
  })

  it('a query of many words with many targets stays within the parameters D1 binds', async () => {
    const many = 'sideharso|injektioneula|meloksikaami|amoksisilliini|doksisykliini|kertakäyttöruisku'
    await setSynonyms(
      ['yksi', 'kaksi', 'kolme', 'neljä', 'viisi'].map((term): [Kind, string, string] => ['one-way', term, many]),
    )
    const found = await searchProducts(env.DB, 'yksi kaksi kolme neljä viisi', 1, 8)
    expect(found.total_count).toBeGreaterThan(0)
  })

  it('an edited table takes effect on the next search, without a reindex', async () => {
    await setSynonyms([['one-way', 'piikki', 'injektioneula']])
    expect(await skus('piikki')).toEqual(['HOI-2003', 'HOI-2002'])
    await env.DB.prepare("UPDATE search_synonyms SET targets = 'kertakäyttöruisku' WHERE term = 'piikki'").run()
    expect(await skus('piikki')).toEqual(['HOI-2001'])
    expect(await skus('kompressi')).toEqual([])
    await env.DB.prepare(
      "INSERT INTO search_synonyms (kind, term, targets) VALUES ('one-way', 'kompressi', 'sideharso')",
    ).run()
    expect(await skus('kompressi')).toEqual(['HOI-1001'])
    await env.DB.prepare('DELETE FROM search_synonyms').run()
    expect(await skus('piikki')).toEqual([])
  })

  it('a search reads the table with no round trip of its own once the isolate has it', async () => {
    await setSynonyms([['one-way', 'piikki', 'injektioneula']])
    await searchProducts(env.DB, 'piikki', 1, 8)
    const counting = countingDatabase(env.DB)
    // A short word: no typo lookups either, so the page's batch is the whole search.
    const found = await searchProducts(counting.db, 'haav', 1, 8)
    expect(found.total_count).toBeGreaterThan(0)
    expect(counting.trips()).toBe(1)
    const synonym = await searchProducts(counting.db, 'piikki', 1, 8)
    expect(synonym.items.map((i) => i.sku)).toEqual(['HOI-2003', 'HOI-2002'])
    expect(counting.trips()).toBe(2)
  })
})
