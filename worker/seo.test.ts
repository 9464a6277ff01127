import { describe, expect, it } from 'vitest'
import { pageFetch } from './test/helpers'

// issue: SEO basics for public pages: a title and meta description per product and category,
// and a canonical URL without sort order or tracking parameters.

describe('product and category pages carry a description and a canonical URL', { timeout: 60_000 }, () => {
  it('a product page describes the product and names its canonical URL', async () => {
    const res = await pageFetch('/product/amoksisilliini-250-mg-vet?utm_source=uutiskirje')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain('<title>Amoksisilliini 250 mg vet | VetTarvike</title>')
    expect(html).toMatch(
      /<meta name="description" content="Amoksisilliini 250 mg vet\. 100 tabl\. Mikrobilääke koirille ja kissoille\."/,
    )
    expect(html).toContain('<link rel="canonical" href="/product/amoksisilliini-250-mg-vet"')
  })

  it('a category page counts its products; sorting is not part of the canonical URL (later pages: app/lib/seo.test.ts)', async () => {
    const res = await pageFetch('/category/hoitotarvikkeet?sort=name_asc')
    expect([res.status, res.headers.get('Location')]).toEqual([200, null])
    const first = await res.text()
    expect(first).toMatch(/<meta name="description" content="Hoitotarvikkeet ammattilaisille: \d+ tuotetta? /)
    expect(first).toContain('<link rel="canonical" href="/category/hoitotarvikkeet"')
  })
})
