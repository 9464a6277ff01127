import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, describe, expect, it, vi } from 'vitest'
import sample from '../../test/fixtures/fimea-saatavuushairiot.txt?raw'
import { getJson } from '../../test/customerFixtures'
import { login } from '../../test/helpers'
import worker from '../../index'
import { parseFimeaFile } from './fimeaFile'
import { importFimeaShortages } from './importFimea'

/**
 * Fimea's shortage notices (docs/decisions/075-fimea-shortages.md) from a recorded copy of the open
 * data file: real rows of its 2022 copy with their quirks, plus rows for the test seed's medicines.
 * No test reaches the network.
 */

const notices = () =>
  env.DB.prepare("SELECT vnr, starts_on, ends_on, text FROM shortage_notices WHERE source = 'fimea' ORDER BY vnr")
    .all()
    .then((r) => r.results)

describe('Fimea’s shortage file', () => {
  it('reads one notice per Vnr (the latest change wins), skips broken rows, and drops an end before the start', () => {
    const { notices: read, skipped } = parseFimeaFile(sample)
    expect(read.find((n) => n.vnr === '184220')).toMatchObject({ inForce: false, endsOn: '2026-11-15' })
    expect(read.find((n) => n.vnr === '099813')).toMatchObject({ inForce: true, startsOn: '2023-11-30', endsOn: null })
    expect(read.find((n) => n.vnr === '020566')?.company).toBe('Vet Medic Animal Health Oy')
    expect(skipped.map((s) => s.line)).toEqual([13, 14])
    expect(() => parseFimeaFile('"VNR";"Yritys"\n"039512";"Oy"\n')).toThrow(/Voimassa|voimassa/)
  })

  it('stores the notices in force on the shop’s own medicines, replacing the last import', async () => {
    await env.DB.prepare(
      "INSERT INTO shortage_notices (vnr, source, text) VALUES ('114873', 'fimea', 'vanha'), ('114873', 'operator', 'Oma ilmoitus')",
    ).run()
    expect(await importFimeaShortages(env.DB, sample)).toEqual({ read: 10, inForce: 6, stored: 2, skipped: 2 })
    expect(await notices()).toEqual([
      {
        vnr: '039512',
        starts_on: '2026-11-02',
        ends_on: '2027-01-15',
        text: 'Saatavuushäiriö ilmoitettu Fimealle 30.10.2026; myyntiluvan haltija Vet Medic Animal Health Oy.',
      },
      { vnr: '071906', starts_on: '2026-11-10', ends_on: null, text: expect.stringContaining('Huvepharma NV') },
    ])
    // The operator's own notice is not Fimea's to end.
    const own = await env.DB.prepare("SELECT COUNT(*) AS n FROM shortage_notices WHERE source = 'operator'").first()
    expect(own).toEqual({ n: 1 })
  })

  it('gives a sold-out medicine in shortage its notice and expected end in the product’s answer', async () => {
    await importFimeaShortages(env.DB, sample)
    await env.DB.prepare("UPDATE products SET available = 0 WHERE sku = 'LAA-1001'").run()
    const { jar } = await login()
    const res = await getJson('/api/catalog/productdetails/amoksisilliini-250-mg-vet', { jar })
    const { product } = (await res.json()) as { product: { in_stock: boolean; availability: unknown } }
    expect(product.in_stock).toBe(false)
    expect(product.availability).toEqual({
      available: 0,
      restock_date: null,
      discontinued: false,
      shortage: {
        source: 'fimea',
        starts_on: '2026-11-02',
        ends_on: '2027-01-15',
        text: expect.stringContaining('Fimealle'),
      },
    })
  })
})

describe('the nightly import', () => {
  afterEach(() => vi.restoreAllMocks())

  it('fetches the file from FIMEA_SHORTAGES_URL in the cron, and never without it', async () => {
    const url = 'https://data.example.test/Saatavuushairiot.txt'
    const fetched = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      expect(String(input instanceof Request ? input.url : input)).toBe(url)
      return new Response(new TextEncoder().encode(sample), { status: 200 })
    })
    const run = async (bindings: Env) => {
      const ctx = createExecutionContext()
      await worker.scheduled(
        createScheduledController({ scheduledTime: Date.now(), cron: '17 3 * * *' }),
        bindings,
        ctx,
      )
      await waitOnExecutionContext(ctx)
    }
    await run(env)
    expect(fetched).not.toHaveBeenCalled()
    await run({ ...env, FIMEA_SHORTAGES_URL: url })
    expect(fetched).toHaveBeenCalledTimes(1)
    expect((await notices()).map((n) => (n as { vnr: string }).vnr)).toEqual(['039512', '071906'])
  })
})
