import { describe, expect, it } from 'vitest'
import type { ListingFacets } from '../../../../contract/schemas/listingFacets'
import { filterParams, NO_FILTERS, type ListingFilters } from '../../../../contract/schemas/listingFilters'
import { chosenFilters } from './chosenFilters'
import { filterGroups } from './filterGroups'
import { listingHref } from './listingHref'

const facets: ListingFacets = {
  categories: [
    { name: 'Käsineet', url_path: 'kertakayttotarvikkeet/kasineet', count: 40 },
    { name: 'Ruiskut', url_path: 'kertakayttotarvikkeet/ruiskut', count: 0 },
  ],
  in_stock: 30,
  cold_chain: 0,
  medicine: { yes: 0, no: 40 },
  attributes: [
    {
      code: 'size',
      values: [
        { value: 'S', count: 5 },
        { value: 'M', count: 12 },
      ],
    },
    {
      code: 'sterile',
      values: [
        { value: 'yes', count: 3 },
        { value: 'no', count: 37 },
      ],
    },
    { code: 'powder_free', values: [{ value: 'yes', count: 20 }] },
    { code: 'colour', values: [{ value: 'sininen', count: 2 }] },
  ],
}

const titles = (filters: ListingFilters, categories = false) =>
  filterGroups(facets, filters, { categories }).map((g) => g.title)

describe('the filter panel groups (docs/decisions/069-facets-and-filters.md)', () => {
  it('come in the agreed order, without empty groups and unknown attributes', () => {
    expect(titles(NO_FILTERS, true)).toEqual(['Kategoria', 'Saatavuus', 'Lääkkeet', 'Koko', 'Steriili', 'Puuteriton'])
    expect(titles(NO_FILTERS)).not.toContain('Kategoria')
  })

  it('leave out zero counts but keep a chosen value so it can be unchosen', () => {
    const groups = filterGroups(facets, { attributes: { size: ['XL'] }, cold: true }, { categories: true })
    const size = groups.find((g) => g.id === 'size')!
    expect(size.choices.map((c) => [c.label, c.count, c.chosen])).toEqual([
      ['S', 5, false],
      ['M', 12, false],
      ['XL', 0, true],
    ])
    expect(groups.find((g) => g.id === 'cold')!.choices[0]).toMatchObject({
      count: 0,
      chosen: true,
      next: { attributes: { size: ['XL'] } },
    })
    expect(groups.find((g) => g.id === 'category')!.choices.map((c) => c.label)).toEqual(['Käsineet'])
    expect(groups.find((g) => g.id === 'medicine')!.choices.map((c) => c.label)).toEqual(['Muut tuotteet'])
  })

  it('name yes/no values in words and toggle into the next filters', () => {
    const [sterile] = filterGroups(facets, NO_FILTERS, { categories: false }).filter((g) => g.id === 'sterile')
    expect(sterile!.choices.map((c) => c.label)).toEqual(['Steriili', 'Ei steriili'])
    expect(filterParams(sterile!.choices[0]!.next)).toEqual({ sterile: 'yes' })
    const powder = filterGroups(facets, NO_FILTERS, { categories: false }).find((g) => g.id === 'powder_free')!
    expect(powder.choices[0]!.label).toBe('Puuteriton')
  })

  it('show a chosen search category with its subcategories one step in', () => {
    const filters = { category: 'kertakayttotarvikkeet', attributes: {} }
    const [category] = filterGroups(facets, filters, { categories: true, categoryName: 'Kertakäyttötarvikkeet' })
    expect(category!.choices.map((c) => [c.label, c.chosen, Boolean(c.nested)])).toEqual([
      ['Kertakäyttötarvikkeet', true, false],
      ['Käsineet', false, true],
    ])
    expect(category!.choices[0]!.next).toEqual({ attributes: {} })
  })
})

describe('chosen filters as chips', () => {
  it('name each filter and leave the others when removed', () => {
    const filters: ListingFilters = { stock: true, attributes: { size: ['M', 'L'], sterile: ['yes'] } }
    const chips = chosenFilters(filters)
    expect(chips.map((c) => c.label)).toEqual(['Varastossa', 'Koko: M', 'Koko: L', 'Steriili'])
    expect(filterParams(chips[1]!.without)).toEqual({ stock: '1', size: 'L', sterile: 'yes' })
  })
})

describe('a listing address', () => {
  it('keeps the page text first, the filters in order, the order, and starts from page 1', () => {
    const filters: ListingFilters = { attributes: { sterile: ['yes'], size: ['L', '0,5 ml'] }, stock: true }
    expect(
      listingHref('/searchresults', {
        keep: { search: 'käsine' },
        filters,
        sort: 'price_asc',
        defaultSort: 'relevance',
      }),
    ).toBe('/searchresults?search=k%C3%A4sine&stock=1&size=0%2C5+ml%7CL&sterile=yes&sort=price_asc')
    expect(
      listingHref('/category/x', { filters: NO_FILTERS, sort: 'position', defaultSort: 'position', page: 2 }),
    ).toBe('/category/x?page=2')
  })
})
