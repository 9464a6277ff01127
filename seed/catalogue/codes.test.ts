import { describe, expect, it } from 'vitest'
import { buildCatalogue } from './build.ts'
import { flattenCategories } from './categories.ts'
import { eanFor, gtinCheckDigit, isValidGtin13, vnrFor } from './codes.ts'
import { FAMILIES } from './index.ts'

describe('product codes of the seed', () => {
  it('computes the GS1 check digit', () => {
    // Two GTIN-13s printed as examples of valid codes: 4006381333931 and 5901234123457.
    expect(gtinCheckDigit('400638133393')).toBe(1)
    expect(isValidGtin13('4006381333931')).toBe(true)
    expect(isValidGtin13('4006381333932')).toBe(false)
    expect(isValidGtin13('5901234123457')).toBe(true)
    expect(isValidGtin13(eanFor(1))).toBe(true)
  })

  it('gives every orderable product a unique valid EAN, every orderable medicine a unique Vnr, and rules on the increment', () => {
    const { products } = buildCatalogue(FAMILIES, flattenCategories(), 2200)
    const orderable = products.filter((p) => p.type !== 'configurable')
    expect(orderable.every((p) => p.ean !== null && isValidGtin13(p.ean))).toBe(true)
    expect(new Set(orderable.map((p) => p.ean)).size).toBe(orderable.length)
    const medicines = orderable.filter((p) => p.vatClass === 'medicine')
    expect(medicines.every((p) => p.vnr !== null && /^\d{6}$/.test(p.vnr))).toBe(true)
    expect(new Set(medicines.map((p) => p.vnr)).size).toBe(medicines.length)
    expect(products.filter((p) => p.type === 'configurable').every((p) => p.ean === null)).toBe(true)
    const stepped = products.filter((p) => p.qtyIncrement > 1)
    expect(stepped.length).toBeGreaterThan(20)
    expect(stepped.every((p) => p.minSaleQty === p.qtyIncrement && p.maxSaleQty % p.qtyIncrement === 0)).toBe(true)
    expect(vnrFor(1)).not.toBe(vnrFor(2))
  })
})
