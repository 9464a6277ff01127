import { describe, expect, it } from 'vitest'
import { cartTotals, taxCents, vatLabel } from './totals'

const line = (quantity: number, unitCents: number, vatRate: number, regularCents = unitCents) => ({
  quantity,
  unitCents,
  regularCents,
  vatRate,
})

describe('cart totals (VAT per line, cents)', () => {
  it('labels rates the Finnish way', () => {
    expect(vatLabel(25.5)).toBe('ALV 25,5 %')
    expect(vatLabel(10)).toBe('ALV 10 %')
  })

  it('rounds VAT half up per line, not on the sum', () => {
    // 1,00 € at 25,5 % is 0,255 € → 0,26 € per line; the sum 2,00 € would give 0,51 €.
    expect(taxCents(100, 25.5)).toBe(26)
    const totals = cartTotals([line(1, 100, 25.5), line(1, 100, 25.5)], 0)
    expect(totals.taxes).toEqual([{ rate: 25.5, label: 'ALV 25,5 %', cents: 52 }])
    expect(totals.grandTotalCents).toBe(252)
  })

  it('has one entry per rate in rising order, shipping taxed at 25,5 %', () => {
    const totals = cartTotals([line(2, 1990, 25.5), line(3, 1250, 10), line(1, 6990, 14)], 1490)
    expect(totals.subtotalCents).toBe(3980 + 3750 + 6990)
    expect(totals.taxes).toEqual([
      { rate: 10, label: 'ALV 10 %', cents: 375 },
      { rate: 14, label: 'ALV 14 %', cents: 979 },
      { rate: 25.5, label: 'ALV 25,5 %', cents: 1015 + 380 },
    ])
    expect(totals.taxCents).toBe(375 + 979 + 1395)
    expect(totals.grandTotalCents).toBe(totals.subtotalCents + 1490 + totals.taxCents)
  })

  it('counts the discount against list prices, never below zero per line', () => {
    const totals = cartTotals([line(3, 890, 25.5, 990), line(1, 7000, 14, 6990)], 0)
    expect(totals.discountCents).toBe(300)
    // A line dearer than its list price counts at the price paid in the list subtotal.
    expect(totals.listSubtotalCents).toBe(3 * 990 + 7000)
    expect(totals.listSubtotalCents - totals.discountCents).toBe(totals.subtotalCents)
  })

  it('adds up for any cart: list subtotal − discount + shipping + taxes = grand total (decision 015)', () => {
    let seed = 12345
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const rates = [10, 14, 25.5]
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + random(12) }, () => {
        const regular = 1 + random(50_000)
        const unit = random(3) === 0 ? regular : 1 + random(regular + 500)
        return line(1 + random(40), unit, rates[random(3)] as number, regular)
      })
      const shipping = [0, 990, 1490, 2990][random(4)] as number
      const t = cartTotals(lines, shipping)
      const rows = lines.reduce((sum, l) => sum + l.unitCents * l.quantity, 0)
      expect(t.subtotalCents).toBe(rows)
      expect(t.listSubtotalCents - t.discountCents).toBe(rows)
      expect(t.taxes.reduce((sum, x) => sum + x.cents, 0)).toBe(t.taxCents)
      expect(t.listSubtotalCents - t.discountCents + t.shippingCents + t.taxCents).toBe(t.grandTotalCents)
    }
  })

  it('leaves out rates without tax and shipping without cost', () => {
    expect(cartTotals([], 0)).toEqual({
      listSubtotalCents: 0,
      subtotalCents: 0,
      discountCents: 0,
      shippingCents: 0,
      taxes: [],
      taxCents: 0,
      grandTotalCents: 0,
    })
  })
})
