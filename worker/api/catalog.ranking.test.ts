import { env } from 'cloudflare:workers'
import { rebuildSearchIndex } from '../backend/catalog/searchIndex'
import { beforeEach, describe, expect, it } from 'vitest'
import { shopFetch } from '../test/helpers'

// issue (Done when): ranking pinned by named queries on the test seed, each with its expected
// top 3. The small fixed seed (seed/test.sql) has too few near neighbours to rank, so this file
// adds a family of look-alike products, each query's distractors included: products that match
// the query only in a weaker column (SKU or package text), or with a longer name. Within each
// family the ids run against the expected order, so an order by id alone fails every query.

/** [id, sku, name, package text] */
const RANKING_PRODUCTS: [number, string, string, string][] = [
  // An exact SKU beats longer SKUs with the same prefix, and a name that mentions it.
  [404, 'RIM-100', 'Rimadyl 100 mg purutabletti', '20 tabl'],
  [403, 'RIM-1000', 'Rimadyl 100 mg purutabletti', '100 tabl'],
  [402, 'RIM-1001', 'Rimadyl 20 mg purutabletti', '20 tabl'],
  [401, 'RIM-050', 'Rimadyl 50 mg/ml injektioneste', '20 ml'],
  // Name prefix: a short name first, a longer name next, the package-text mention last.
  [413, 'KAR-200', 'Karprofeeni vet', '50 tabl'],
  [412, 'KAR-201', 'Karprofeeni 50 mg tabletti koiralle', '100 tabl'],
  [411, 'KAR-202', 'Kipugeeli koiralle', 'karprofeenin korvaava 30 g'],
  // Package text: only the package says "läpipainopakkaus".
  [423, 'PAK-300', 'Tramadol 50 mg', 'läpipainopakkaus 10 x 10'],
  [422, 'PAK-301', 'Gabapentiini 100 mg kapseli', 'läpipainopakkaus 5 x 10 kapselia'],
  [421, 'PAK-302', 'Prednisoloni 5 mg', 'purkki 100 tabl'],
  // Finnish letters: "jäähd" and "jaahd" find the same products.
  [434, 'JAA-400', 'Jäähdytysgeeli 200 ml', '200 ml'],
  [433, 'JAA-401', 'Jäähdytyspeite koiralle, iso', '1 kpl'],
  [432, 'JAA-402', 'Kylmäpakkaus, jäähdyttävä, kertakäyttöinen', '10 kpl'],
  [431, 'JAA-403', 'Lämpöpussi', 'ei jäähdytykseen 1 kpl'],
  // Partial words: the first word of the name ranks above a later word.
  [444, 'KOR-500', 'Korvanpuhdistusaine 100 ml', '100 ml'],
  [443, 'KOR-501', 'Korvanpuhdistuslaput 50 kpl', '50 kpl'],
  [442, 'KOR-502', 'Kissan korvanpuhdistus- ja hoitosarja', '1 sarja'],
  [441, 'KOR-503', 'Silmänpuhdistusaine 50 ml', '50 ml'],
]

async function addRankingProducts(): Promise<void> {
  await env.DB.batch(
    RANKING_PRODUCTS.map(([id, sku, name, pack]) =>
      env.DB.prepare(
        `INSERT INTO products (id, sku, name, url_key, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
         VALUES (?, ?, ?, ?, '', ?, '/media/x.png', ?, 1000, 1000, 'other', 1, ?)`,
      ).bind(id, sku, name, `ranking-${id}`, pack, name, id),
    ),
  )
  await rebuildSearchIndex(env.DB)
}

const top3 = async (q: string): Promise<string[]> => {
  const res = await shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}&pageSize=3`)
  expect(res.status).toBe(200)
  return ((await res.json()) as { items: { sku: string }[] }).items.map((i) => i.sku)
}

describe('product search ranking: named queries pin the top 3', () => {
  beforeEach(addRankingProducts)

  it.each([
    // The exact SKU first, whatever its bm25 score; then the SKU prefix matches.
    ['an exact SKU', 'RIM-100', ['RIM-100', 'RIM-1000', 'RIM-1001']],
    ['an exact SKU, typed in lower case', 'rim-1001', ['RIM-1001']],
    // Name matches (weight 10) above the package-text match (weight 1); shorter name first.
    ['a product name prefix', 'karprof', ['KAR-200', 'KAR-201', 'KAR-202']],
    // Only package texts match; the shorter package text ranks first; no other product.
    ['a package text', 'läpipainopakk', ['PAK-300', 'PAK-301']],
    ['a Finnish word with ä, typed with ä', 'jäähd', ['JAA-400', 'JAA-401', 'JAA-402']],
    ['the same word typed without ä', 'jaahd', ['JAA-400', 'JAA-401', 'JAA-402']],
    ['a partial word, no misspelling', 'korvanpuhd', ['KOR-500', 'KOR-501', 'KOR-502']],
    // Every word must match: "korvanp" alone finds three; "100" narrows it to one.
    ['two partial words', 'korvanp 100', ['KOR-500']],
  ])('%s: %s', async (_label, q, expected) => {
    expect(await top3(q)).toEqual(expected)
  })

  it('ranks a name match above a package-text-only match of the same word', async () => {
    const found = await top3('jäähdy')
    expect(found.slice(0, 3)).not.toContain('JAA-403')
    expect(found).toHaveLength(3)
  })
})

describe('product search ranking on the fixed seed', () => {
  it.each([
    ['an exact SKU', 'LAA-1001', ['LAA-1001']],
    ['a product name prefix', 'munuais', ['RUO-1001']],
    ['a package text', 'tabl', ['LAA-1001', 'LAA-1002']],
    ['a Finnish word with ö/ä', 'kertakäyttö', ['HOI-2001']],
    ['the same without ö/ä', 'kertakaytto', ['HOI-2001']],
    ['a partial word', 'haavanpuh', ['HOI-1002']],
  ])('%s: %s', async (_label, q, expected) => {
    expect(await top3(q)).toEqual(expected)
  })

  it('ranks a name match above a package-text match', async () => {
    const top = await top3('100')
    expect(top).toHaveLength(3)
    expect(top[0]).toBe('LAA-1002')
  })
})
