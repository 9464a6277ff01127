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
    expect(vatLabel(14)).toBe('ALV 14 %')
  })

  it('rounds VAT half up per line, not on the sum', () => {
    // 1,00 € at 25,5 % is 0,255 € → 0,26 € per line; the sum 2,00 € would give 0,51 €.
    expect(taxCents(100, 25.5)).toBe(26)
    const totals = cartTotals([line(1, 100, 25.5), line(1, 100, 25.5)], 0)
    expect(totals.taxes).toEqual([{ rate: 25.5, label: 'ALV 25,5 %', cents: 52 }])
    expect(totals.taxCents).toBe(52)
    expect(totals.grandTotalCents).toBe(252)
  })

  it('rounds VAT half up at exactly half a cent', () => {
    // 0,05 € at 10 % is 0,005 € → 0,01 €; 0,02 € at 25,5 % is 0,0051 € → 0,01 €; 0,01 € at 14 % is 0,0014 € → 0.
    expect(taxCents(5, 10)).toBe(1)
    expect(taxCents(2, 25.5)).toBe(1)
    expect(taxCents(1, 14)).toBe(0)
  })

  // Worked examples, computed by hand: each line's VAT rounded half up, then summed per rate.
  it.each([
    {
      name: 'has one entry per rate in rising order, shipping taxed at 25,5 %',
      //   2 × 19,90 € = 39,80 € at 25,5 % → 10,149 € → 10,15 €
      //   3 × 12,50 € = 37,50 € at 10 %   →  3,75 €
      //   1 × 69,90 € = 69,90 € at 14 %   →  9,786 € → 9,79 €
      //   shipping 14,90 € at 25,5 %      →  3,7995 € → 3,80 €
      //   subtotal 147,20 €; VAT 3,75 + 9,79 + (10,15 + 3,80) = 27,49 €
      //   grand total 147,20 + 14,90 + 27,49 = 189,59 €
      lines: [line(2, 1990, 25.5), line(3, 1250, 10), line(1, 6990, 14)],
      shippingCents: 1490,
      expected: {
        listSubtotalCents: 14720,
        subtotalCents: 14720,
        discountCents: 0,
        shippingCents: 1490,
        taxes: [
          { rate: 10, label: 'ALV 10 %', cents: 375 },
          { rate: 14, label: 'ALV 14 %', cents: 979 },
          { rate: 25.5, label: 'ALV 25,5 %', cents: 1395 },
        ],
        taxCents: 2749,
        grandTotalCents: 18959,
      },
    },
    {
      name: 'counts the discount against list prices, never below zero per line',
      //   3 × 8,90 € (list 9,90 €) = 26,70 €, saves 3 × 1,00 € = 3,00 €; VAT 25,5 % → 6,8085 € → 6,81 €
      //   1 × 70,00 € (list 69,90 €) = 70,00 €, dearer than its list price: saves 0 €; VAT 14 % → 9,80 €
      //   subtotal 96,70 €; list subtotal 96,70 + 3,00 = 99,70 € (the dearer line counts at the price paid)
      //   grand total 96,70 + 6,81 + 9,80 = 113,31 €
      lines: [line(3, 890, 25.5, 990), line(1, 7000, 14, 6990)],
      shippingCents: 0,
      expected: {
        listSubtotalCents: 9970,
        subtotalCents: 9670,
        discountCents: 300,
        shippingCents: 0,
        taxes: [
          { rate: 14, label: 'ALV 14 %', cents: 980 },
          { rate: 25.5, label: 'ALV 25,5 %', cents: 681 },
        ],
        taxCents: 1661,
        grandTotalCents: 11331,
      },
    },
  ])('$name', ({ lines, shippingCents, expected }) => {
    expect(cartTotals(lines, shippingCents)).toEqual(expected)
  })

  it('adds up for any cart: list subtotal − discount + shipping + taxes = grand total (docs/decisions/015-totals-add-up.md)', () => {
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
