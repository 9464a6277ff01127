import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { login, shopFetch, USERS } from '../../test/helpers'
import {
  collapsePrefixes,
  formatZeroHits,
  helsinkiToday,
  topZeroHitsSql,
  zeroHitQuery,
  type ZeroHitRow,
} from '../../search/zeroHits'
import { countZeroHitInBackground } from './searchZeroHits'

/** Searches that found nothing (docs/decisions/066-search-synonyms-and-zero-hits.md). */
const counts = async () =>
  (await env.DB.prepare('SELECT day, query, count FROM search_zero_hits ORDER BY day, query').all()).results

const search = (q: string, init: Parameters<typeof shopFetch>[1] = {}) =>
  shopFetch(`/api/catalog/productsearch?q=${encodeURIComponent(q)}&pageSize=8`, init)

describe('zero-hit searches', () => {
  it('counts a search that finds nothing, normalised, per day, with nothing of who searched', async () => {
    const { jar } = await login(USERS.normal)
    expect((await search('Kumihanskat  XL', { jar })).status).toBe(200)
    expect((await search('kumihanskat xl')).status).toBe(200)
    expect((await search('KUMIHÄNSKAT, XL!', { headers: { 'CF-Connecting-IP': '203.0.113.9' } })).status).toBe(200)
    // Found something: not counted. Personal data: not counted at all.
    expect(((await (await search('sideharso')).json()) as { total_count: number }).total_count).toBeGreaterThan(0)
    await search(USERS.normal)
    await search('010190-123A')
    const today = helsinkiToday()
    expect(await counts()).toEqual([{ day: today, query: 'kumihanskat xl', count: 3 }])
    const columns = (await env.DB.prepare('PRAGMA table_info(search_zero_hits)').all<{ name: string }>()).results
    expect(columns.map((c) => c.name)).toEqual(['day', 'query', 'count'])
  })

  it('counts each Helsinki day on its own row', async () => {
    const night = Date.parse('2026-11-26T21:30:00Z') // 23.30 in Helsinki
    const morning = Date.parse('2026-11-26T22:30:00Z') // 00.30 the next day
    await countZeroHitInBackground(env.DB, 'piikki', null, night)
    await countZeroHitInBackground(env.DB, 'Piikki ', null, night)
    await countZeroHitInBackground(env.DB, 'piikki', null, morning)
    expect(await counts()).toEqual([
      { day: '2026-11-26', query: 'piikki', count: 2 },
      { day: '2026-11-27', query: 'piikki', count: 1 },
    ])
  })

  it('normalises as search reads it: case, diacritics, punctuation, spaces; numbers keep their comma', () => {
    expect(zeroHitQuery('  Nitriilikäsine,   M ')).toBe('nitriilikasine m')
    expect(zeroHitQuery('Ruisku 0,5 ml')).toBe('ruisku 0,5 ml')
    expect(zeroHitQuery('VT-100060')).toBe('vt-100060')
    expect(zeroHitQuery('anna.virtanen@example.fi')).toBeNull()
    expect(zeroHitQuery('131052-308T')).toBeNull()
    expect(zeroHitQuery('!!')).toBeNull()
    expect(zeroHitQuery('x'.repeat(500))).toHaveLength(100)
  })

  it('the command lists the top 50 of the last days, most searched first, without the prefixes typed on the way', async () => {
    const rows: [string, string, number][] = [
      ['2026-11-27', 'kumihanskat', 4],
      ['2026-11-20', 'kumihanskat', 3],
      ['2026-11-27', 'kumihansk', 4],
      ['2026-11-26', 'tötterö', 5],
      ['2026-10-01', 'vanha haku', 99], // before the window
      ['2026-11-28', 'huomenna', 99], // after today
      ...Array.from(
        { length: 60 },
        (_, i) => ['2026-11-25', `haku ${String(i).padStart(2, '0')}`, 1] as [string, string, number],
      ),
    ]
    await env.DB.batch(
      rows.map(([day, query, count]) =>
        env.DB.prepare('INSERT INTO search_zero_hits (day, query, count) VALUES (?, ?, ?)').bind(day, query, count),
      ),
    )
    const listed = collapsePrefixes((await env.DB.prepare(topZeroHitsSql(30, '2026-11-27')).all<ZeroHitRow>()).results)
    expect(listed).toHaveLength(50)
    expect(listed.slice(0, 3)).toEqual([
      { query: 'kumihanskat', searches: 7, days: 2, last: '2026-11-27' },
      { query: 'tötterö', searches: 5, days: 1, last: '2026-11-26' },
      { query: 'haku 00', searches: 1, days: 1, last: '2026-11-25' },
    ])
    expect(listed.map((r) => r.query)).not.toContain('kumihansk')
    expect(listed.map((r) => r.query)).not.toContain('vanha haku')
    expect(listed.map((r) => r.query)).not.toContain('huomenna')
    const week = (await env.DB.prepare(topZeroHitsSql(7, '2026-11-27')).all<ZeroHitRow>()).results
    expect(week.find((r) => r.query === 'kumihanskat')).toMatchObject({ searches: 4, days: 1 })
    const day = (await env.DB.prepare(topZeroHitsSql(1, '2026-11-27')).all<ZeroHitRow>()).results
    expect(day.map((r) => r.query)).toEqual(['kumihansk', 'kumihanskat'])
    const text = formatZeroHits(listed, 30)
    expect(text.split('\n')[0]).toBe('Searches without results, last 30 days (top 50):')
    expect(text).toContain('  1       7     2  2026-11-27  kumihanskat')
    expect(formatZeroHits([], 7)).toBe('No searches without results in the last 7 days.')
  })
})
