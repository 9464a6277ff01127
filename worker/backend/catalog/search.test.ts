import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { searchProducts } from './search'
import { rebuildSearchIndex } from './searchIndex'

/**
 * A configurable "Taitosside" with three size variants and eleven simple "Taitos" products,
 * beside the test seed (which has no "taitos" product).
 */
async function addTaitosProducts(): Promise<void> {
  const insert = (id: number, sku: string, name: string, type: string, parentId: number | null) =>
    env.DB.prepare(
      `INSERT INTO products (id, sku, name, url_key, type, parent_id, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
       VALUES (?, ?, ?, ?, ?, ?, '', '1 kpl', '/media/x.png', 'x', 1000, 900, 'other', 1, 1)`,
    ).bind(id, sku, name, `${sku.toLowerCase()}-${id}`, type, parentId)
  await env.DB.batch([
    insert(200, 'TAI-200', 'Taitosside', 'configurable', null),
    insert(201, 'TAI-201', 'Taitosside S', 'variant', 200),
    insert(202, 'TAI-202', 'Taitosside M', 'variant', 200),
    insert(203, 'TAI-203', 'Taitosside L', 'variant', 200),
    ...Array.from({ length: 11 }, (_, i) => insert(210 + i, `TAI-${210 + i}`, `Taitos ${i + 1}`, 'simple', null)),
  ])
  await rebuildSearchIndex(env.DB)
}

/**
 * Supplies whose words a buyer mistypes (docs/decisions/065-typos-in-any-word.md): compound
 * parts ("ruisku" of "Injektioruisku", a catalogue word by "Ruiskun"), words of 9+ letters, and
 * forceps whose "hammasta" a typo of "hammastahna" meets as typed.
 */
async function addTypoProducts(): Promise<void> {
  const names = [
    [300, 'TYP-300', 'Injektioruisku 5 ml'],
    [301, 'TYP-301', 'Insuliiniruisku 1 ml'],
    [302, 'TYP-302', 'Steriili sideharso 10 cm'],
    [303, 'TYP-303', 'Kuljetuslaatikko koiralle'],
    [304, 'TYP-304', 'Hammastahna koiralle'],
    [305, 'TYP-305', 'Allis-kudospihdit 15 cm, 5x6 hammasta'],
    [306, 'TYP-306', 'Ruiskun korkki'],
  ] as const
  await env.DB.batch(
    names.map(([id, sku, name]) =>
      env.DB.prepare(
        `INSERT INTO products (id, sku, name, url_key, type, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
         VALUES (?, ?, ?, ?, 'simple', '', '1 kpl', '/media/x.png', 'x', 1000, 900, 'other', 1, 1)`,
      ).bind(id, sku, name, sku.toLowerCase()),
    ),
  )
  await rebuildSearchIndex(env.DB)
}

const skus = (items: { sku: string }[]) => items.map((i) => i.sku)

describe('searchProducts', () => {
  it('lists a configurable once and counts it once when its variants match too', async () => {
    await addTaitosProducts()
    const result = await searchProducts(env.DB, 'taitos', 1, 48)
    expect(result.total_count).toBe(12)
    expect(skus(result.items)).toHaveLength(12)
    expect(skus(result.items).filter((s) => s === 'TAI-200')).toHaveLength(1)
    expect(skus(result.items)).not.toContain('TAI-201')
  })

  it('finds the parent by a variant SKU, first', async () => {
    await addTaitosProducts()
    const result = await searchProducts(env.DB, 'tai-202', 1, 3)
    expect(result.items[0]).toMatchObject({ sku: 'TAI-200', type: 'configurable', name: 'Taitosside' })
  })

  it('pages without overlap and keeps the total on every page; a page past the end is the last page', async () => {
    await addTaitosProducts()
    const first = await searchProducts(env.DB, 'taitos', 1, 5)
    const second = await searchProducts(env.DB, 'taitos', 2, 5)
    const third = await searchProducts(env.DB, 'taitos', 3, 5)
    const past = await searchProducts(env.DB, 'taitos', 4, 5)
    const farPast = await searchProducts(env.DB, 'taitos', 1_000_000, 5)
    expect([first, second, third, past, farPast].map((r) => r.total_count)).toEqual([12, 12, 12, 12, 12])
    expect([first, second, third, past, farPast].map((r) => r.items.length)).toEqual([5, 5, 2, 2, 2])
    expect([first, second, third, past, farPast].map((r) => r.page)).toEqual([1, 2, 3, 3, 3])
    expect(skus(past.items)).toEqual(skus(third.items))
    const all = [...first.items, ...second.items, ...third.items].map((i) => i.sku)
    expect(new Set(all).size).toBe(12)
    expect(skus((await searchProducts(env.DB, 'taitos', 1, 48)).items)).toEqual(all)
  })

  it('answers an empty first page with a zero total', async () => {
    expect(await searchProducts(env.DB, 'olematonsana', 1, 8)).toEqual({
      items: [],
      total_count: 0,
      page: 1,
      page_size: 8,
    })
    expect(await searchProducts(env.DB, 'olematonsana', 5, 8)).toMatchObject({ items: [], total_count: 0, page: 1 })
  })

  it('maps the product columns to the summary shape', async () => {
    const [item] = (await searchProducts(env.DB, 'LAA-1002', 1, 1)).items
    expect(item).toMatchObject({
      sku: 'LAA-1002',
      url_key: 'doksisykliini-100-mg-vet',
      type: 'simple',
      pakkauskokoteksti: '30 tabl',
      in_stock: true,
      price_range: { minimum_price: { final_price: { value: 17.9 }, regular_price: { value: 18.9 } } },
    })
  })

  it('corrects one typo in a longer word and offers the correction', async () => {
    const typo = await searchProducts(env.DB, 'meloksikami', 1, 8)
    expect(skus(typo.items)).toEqual(['LAA-2001'])
    expect(typo.suggestion).toBe('meloksikaami')
    const inPhrase = await searchProducts(env.DB, 'meloksikami oraalisuspensio', 1, 8)
    expect(inPhrase.suggestion).toBe('meloksikaami oraalisuspensio')
    expect(skus(inPhrase.items)).toEqual(['LAA-2001'])
  })

  it('offers nothing for a catalogue word, its beginning or its inflected form', async () => {
    for (const q of ['meloksikaami', 'meloksik', 'meloksikaamia', 'amoksisilliinit']) {
      const result = await searchProducts(env.DB, q, 1, 8)
      expect(result.suggestion, q).toBeUndefined()
      expect(result.total_count, q).toBeGreaterThan(0)
    }
  })

  it('corrects two typos in a word of 9+ letters, one in a shorter one, and never a short word', async () => {
    expect(await searchProducts(env.DB, 'meloxsikami', 1, 8)).toMatchObject({ suggestion: 'meloksikaami' })
    expect((await searchProducts(env.DB, 'vey', 1, 8)).suggestion).toBeUndefined()
  })

  it('never names a medicine to a denyMedListing buyer', async () => {
    const restricted = await searchProducts(env.DB, 'meloksikami', 1, 8, { withoutDrugs: true })
    expect(restricted).toEqual({ items: [], total_count: 0, page: 1, page_size: 8 })
  })

  it('ranks a whole word above its inflected form, a prefix, a compound part and the category', async () => {
    await addTaitosProducts()
    await env.DB.batch([
      env.DB.prepare(
        `INSERT INTO products (id, sku, name, url_key, type, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
         VALUES (230, 'ZZZ-1', 'Haavataitokset', 'haavataitokset', 'simple', '', '1 kpl', '/media/x.png', 'x', 1000, 900, 'other', 1, 1),
                (231, 'AAA-1', 'Steriili taitos', 'steriili-taitos', 'simple', '', '1 kpl', '/media/x.png', 'x', 1000, 900, 'other', 0, 1),
                (232, 'AAA-2', 'Taitokset pakkaus', 'taitokset-pakkaus', 'simple', '', '1 kpl', '/media/x.png', 'x', 1000, 900, 'other', 1, 1)`,
      ),
    ])
    await rebuildSearchIndex(env.DB)
    const order = skus((await searchProducts(env.DB, 'taitos', 1, 48)).items)
    // Exact "taitos": the in-stock ones by SKU, then the one out of stock; then "taitokset"
    // (inflected), "taitosside" (prefix), and "haavataitokset" (a compound's part) last.
    expect(order.indexOf('TAI-210')).toBeLessThan(order.indexOf('AAA-1'))
    expect(order.indexOf('AAA-1')).toBeLessThan(order.indexOf('AAA-2'))
    expect(order.indexOf('AAA-2')).toBeLessThan(order.indexOf('TAI-200'))
    expect(order.indexOf('TAI-200')).toBeLessThan(order.indexOf('ZZZ-1'))
  })

  it('pages through the ranking exactly: small pages in a row are the first rows of one long page', async () => {
    await addTaitosProducts()
    const long = skus((await searchProducts(env.DB, 'taitos', 1, 48)).items)
    const paged: string[] = []
    for (let page = 1; page <= 4; page++) paged.push(...skus((await searchProducts(env.DB, 'taitos', page, 3)).items))
    expect(long).toHaveLength(12)
    expect(paged).toEqual(long)
  })

  it('moves a product that runs out of stock behind the ones in stock, without a rebuild', async () => {
    await addTaitosProducts()
    const order = async () => skus((await searchProducts(env.DB, 'taitos', 1, 48)).items)
    const before = await order()
    expect(before.slice(0, 2)).toEqual(['TAI-210', 'TAI-211'])
    await env.DB.prepare('UPDATE products SET in_stock = 0 WHERE id = 210').run()
    const outOfStock = await order()
    expect(outOfStock.slice(0, 1)).toEqual(['TAI-211'])
    expect(outOfStock.indexOf('TAI-210')).toBe(outOfStock.indexOf('TAI-220') + 1)
    // A configurable is in stock while any variant is ("tai" finds all twelve in one tier, by SKU).
    const byCode = async () => skus((await searchProducts(env.DB, 'tai', 1, 48)).items)
    expect((await byCode()).slice(0, 2)).toEqual(['TAI-200', 'TAI-211'])
    await env.DB.prepare('UPDATE products SET in_stock = 0 WHERE id IN (200, 201, 202)').run()
    expect((await byCode()).slice(0, 2)).toEqual(['TAI-200', 'TAI-211'])
    await env.DB.prepare('UPDATE products SET in_stock = 0 WHERE id = 203').run()
    expect((await byCode()).slice(-2)).toEqual(['TAI-200', 'TAI-210'])
    await env.DB.prepare('UPDATE products SET in_stock = 1 WHERE id IN (200, 201, 202, 203, 210)').run()
    expect(await order()).toEqual(before)
    // The FTS5 index still agrees with its content table after the moves.
    await env.DB.prepare("INSERT INTO search_fts(search_fts, rank) VALUES ('integrity-check', 1)").run()
  })
})

describe('typos in any word of 5+ letters (docs/decisions/065-typos-in-any-word.md)', () => {
  const syringes = ['TYP-300', 'TYP-301', 'TYP-306']
  it.each([
    ['ruosku', 'a changed letter', 'ruisku', syringes],
    ['rouisku', 'an extra letter', 'ruisku', syringes],
    ['ruiku', 'a missing letter', 'ruisku', syringes],
    ['ruiksu', 'two letters swapped', 'ruisku', syringes],
    ['kuljetuslatiko', 'two typos in a word of 9+ letters', 'kuljetuslaatikko', ['TYP-303']],
    ['insuliini ruiksu', 'a typo in the second word', 'insuliini ruisku', ['TYP-301']],
    ['ruiksuja', 'a typo in an inflected form', 'ruiskuja', syringes],
  ])('"%s" (%s) finds what "%s" finds and offers it', async (q, _kind, suggestion, expected) => {
    await addTypoProducts()
    const result = await searchProducts(env.DB, q, 1, 8)
    expect(result.suggestion, q).toBe(suggestion)
    expect(skus(result.items), q).toEqual(expect.arrayContaining(expected))
    const corrected = await searchProducts(env.DB, suggestion, 1, 8)
    expect(skus(result.items).sort(), q).toEqual(skus(corrected.items).sort())
  })

  it('ranks a typo correction below what the query finds as typed', async () => {
    await addTypoProducts()
    const result = await searchProducts(env.DB, 'hammastahan', 1, 8)
    expect(result.suggestion).toBe('hammastahna')
    expect(skus(result.items)).toEqual(['TYP-305', 'TYP-304'])
  })

  it('allows two typos only in a word of 9+ letters, never three', async () => {
    await addTypoProducts()
    for (const q of ['ruskiu', 'kuljetslatiko']) {
      const result = await searchProducts(env.DB, q, 1, 8)
      expect(result.suggestion, q).toBeUndefined()
      expect(result.total_count, q).toBe(0)
    }
  })

  it('offers nothing for a compound part typed right, or its inflected form', async () => {
    await addTypoProducts()
    for (const q of ['ruisku', 'ruiskuja', 'injektioruiskut']) {
      const result = await searchProducts(env.DB, q, 1, 8)
      expect(result.suggestion, q).toBeUndefined()
      expect(result.total_count, q).toBeGreaterThan(0)
    }
  })
})

/** Products whose names carry measures, sizes and compounds a buyer types otherwise (docs/decisions/067-units-sizes-and-query-compounds.md). */
async function addMeasuredProducts(): Promise<void> {
  const rows: [number, string, string, string][] = [
    [300, 'UNI-1', 'Injektioruisku Luer 20 ml, steriili', '100 kpl'],
    [301, 'UNI-2', 'Injektioneula 23G x 25 mm', '100 kpl'],
    [302, 'UNI-3', 'Kiinnitysteippi silkki 2,5 cm x 9,1 m', '12 rullaa'],
    [303, 'UNI-4', 'Nitriilikäsine puuteriton, sininen, L', '100 kpl'],
    [304, 'UNI-5', 'DHPPi-rokote koiralle', '10 x 1 annos'],
    [305, 'UNI-6', 'Lateksikäsine puuteriton, M', '100 kpl'],
    [306, 'UNI-7', 'Kivennäisrehu hevoselle', '20 kg'],
    [307, 'UNI-8', 'Injektioruisku Luer 2 ml, steriili', '100 kpl'],
  ]
  await env.DB.batch(
    rows.map(([id, sku, name, pack]) =>
      env.DB.prepare(
        `INSERT INTO products (id, sku, name, url_key, type, description, pakkauskokoteksti, image_url, image_label, regular_price_cents, final_price_cents, vat_class, in_stock, position)
         VALUES (?, ?, ?, ?, 'simple', '', ?, '/media/x.png', 'x', 1000, 900, 'other', 1, 1)`,
      ).bind(id, sku, name, sku.toLowerCase(), pack),
    ),
  )
  await rebuildSearchIndex(env.DB)
}

describe('searchProducts reads measures, sizes and the query’s own compounds', () => {
  it.each([
    ['ruisku 20ml', 'UNI-1'],
    ['ruisku 20 ml', 'UNI-1'],
    ['ruisku 20 millilitraa', 'UNI-1'],
    ['neula 23 G', 'UNI-2'],
    ['neula 23 g', 'UNI-2'],
    ['neula 23g', 'UNI-2'],
    ['neula 25mm', 'UNI-2'],
    ['teippi 2,5cm', 'UNI-3'],
    ['teippi 2,5 senttiä', 'UNI-3'],
    ['käsine koko L', 'UNI-4'],
    ['L-koko käsine', 'UNI-4'],
    ['kivennäisrehu 20 kiloa', 'UNI-7'],
    ['koirarokote', 'UNI-5'],
    ['lateksiset käsineet', 'UNI-6'],
    ['hevoskivennäinen', 'UNI-7'],
  ])('"%s" finds %s', async (q, sku) => {
    await addMeasuredProducts()
    expect(skus((await searchProducts(env.DB, q, 1, 8)).items)).toContain(sku)
  })

  it('a measure finds its own number only: 2 ml is not 20 ml, 2,5 cm is not 25 cm', async () => {
    await addMeasuredProducts()
    expect(skus((await searchProducts(env.DB, 'ruisku 2ml', 1, 8)).items)).toEqual(['UNI-8'])
    expect(skus((await searchProducts(env.DB, 'teippi 25cm', 1, 8)).items)).toEqual([])
  })

  it('a size finds its own size only', async () => {
    await addMeasuredProducts()
    expect(skus((await searchProducts(env.DB, 'koko M käsine', 1, 8)).items)).toEqual(['UNI-6'])
  })
})
