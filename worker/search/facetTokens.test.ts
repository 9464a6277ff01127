import { describe, expect, it } from 'vitest'
import { buildSearchIndex, type SearchableProduct } from './documents'
import {
  COLD_CHAIN_FLAG,
  COLD_CHAIN_TOKEN,
  MEDICINE_FLAG,
  MEDICINE_TOKEN,
  NOT_MEDICINE_TOKEN,
  attributeToken,
  categoryToken,
} from './facetTokens'

const product = (id: number, name: string, vatClass = 'other', parentId: number | null = null): SearchableProduct => ({
  id,
  sku: `VT-${id}`,
  name,
  pack: null,
  parentId,
  inStock: 1,
  vatClass,
})

describe("a listing's filter tokens (docs/decisions/072-search-filters-in-the-index.md)", () => {
  it('writes any value as one unicode61 word of its own', () => {
    for (const token of [
      attributeToken('manufacturer', 'Vetronia ApS'),
      attributeToken('size', '10 x 10 cm'),
      attributeToken('material', 'ruostumaton teräs'),
      categoryToken('hoitotarvikkeet/kasineet'),
    ])
      expect(token).toMatch(/^[a-z][0-9a-f]+$/)
    expect(attributeToken('size', 'M')).not.toBe(attributeToken('size', 'L'))
    expect(attributeToken('size', 'M')).not.toBe(attributeToken('sterile', 'M'))
    expect(attributeToken('size', 'M')).toBe(attributeToken('size', 'M'))
  })

  it("carries the listing's attributes, its categories with their ancestors, and its flags", () => {
    const { documents } = buildSearchIndex({
      products: [
        product(1, 'Rabiesrokote koiralle', 'medicine'),
        product(2, 'Nitriilikäsine'),
        product(3, 'Nitriilikäsine M', 'other', 2),
      ],
      categories: [
        { id: 10, parentId: null, name: 'Lääkkeet', hasDrugs: 1, urlPath: 'laakkeet' },
        { id: 11, parentId: 10, name: 'Rokotteet', hasDrugs: 1, urlPath: 'laakkeet/rokotteet' },
        { id: 20, parentId: null, name: 'Hoitotarvikkeet', hasDrugs: 0, urlPath: 'hoitotarvikkeet' },
        { id: 21, parentId: 20, name: 'Käsineet', hasDrugs: 0, urlPath: 'hoitotarvikkeet/kasineet' },
      ],
      links: [
        { productId: 1, categoryId: 11 },
        { productId: 2, categoryId: 21 },
      ],
      attributes: [
        { productId: 1, code: 'animal', value: 'koira' },
        { productId: 2, code: 'material', value: 'nitriili' },
        { productId: 2, code: 'size', value: 'M' },
      ],
    })
    const vaccine = documents
      .find((d) => d.productId === 1)!
      .facets.trim()
      .split(' ')
    expect(new Set(vaccine)).toEqual(
      new Set([
        attributeToken('animal', 'koira'),
        categoryToken('laakkeet/rokotteet'),
        categoryToken('laakkeet'),
        COLD_CHAIN_TOKEN,
        MEDICINE_TOKEN,
      ]),
    )
    expect(documents.find((d) => d.productId === 1)!.flags).toBe(COLD_CHAIN_FLAG | MEDICINE_FLAG)
    expect(documents.find((d) => d.productId === 2)!.flags).toBe(0)
    // A variant is listed as its parent: one listing, with the parent's tokens.
    expect(documents.map((d) => d.productId).sort()).toEqual([1, 2])
    const gloves = documents
      .find((d) => d.productId === 2)!
      .facets.trim()
      .split(' ')
    expect(new Set(gloves)).toEqual(
      new Set([
        attributeToken('material', 'nitriili'),
        attributeToken('size', 'M'),
        categoryToken('hoitotarvikkeet/kasineet'),
        categoryToken('hoitotarvikkeet'),
        NOT_MEDICINE_TOKEN,
      ]),
    )
  })
})
