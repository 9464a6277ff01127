import { describe, expect, it } from 'vitest'
import { parsePack, substituteQuantity } from './substitutes'

describe('parsePack', () => {
  it('reads counts, decimals and units, litres and kilograms as ml and g', () => {
    expect(parsePack('100 ml')).toEqual({ amount: 100, unit: 'ml' })
    expect(parsePack('3 x 30 g')).toEqual({ amount: 90, unit: 'g' })
    expect(parsePack('2,5 l')).toEqual({ amount: 2500, unit: 'ml' })
    expect(parsePack('1,5 kg')).toEqual({ amount: 1500, unit: 'g' })
    expect(parsePack('10 x 1 annos')).toEqual({ amount: 10, unit: 'annos' })
    expect(parsePack('50 paria')).toEqual({ amount: 50, unit: 'pari' })
    expect(parsePack('1 sarja')).toBeNull()
    expect(parsePack('20 tabl / 100 tabl')).toBeNull()
  })
})

describe('substituteQuantity', () => {
  const pack = (pakkauskokoteksti: string, quantity = 1) => ({ pakkauskokoteksti, quantity })

  it('converts by the amount: 2 × 50 ml for 100 ml, rounding up to whole packs', () => {
    expect(substituteQuantity(pack('100 ml'), pack('50 ml'))).toEqual({ quantity: 2, note: '2 × 50 ml korvaa 100 ml' })
    expect(substituteQuantity(pack('50 tabl', 3), pack('100 tabl'))).toEqual({
      quantity: 2,
      note: '2 × 100 tabl korvaa 3 × 50 tabl',
    })
    expect(substituteQuantity(pack('1 l'), pack('250 ml'))?.quantity).toBe(4)
  })

  it('says nothing for alike packs, and keeps the count when units differ', () => {
    expect(substituteQuantity(pack('200 kpl', 2), pack('200 kpl'))).toEqual({ quantity: 2, note: null })
    expect(substituteQuantity(pack('1 sarja', 2), pack('100 kpl'))).toEqual({
      quantity: 2,
      note: '2 × 100 kpl korvaa 2 × 1 sarja',
    })
  })

  it("follows the substitute's rules: up to its increment and minimum, none above its maximum", () => {
    const rules = { min_sale_qty: 10, max_sale_qty: 990, qty_increments: 10 }
    expect(substituteQuantity(pack('100 kpl', 2), { pakkauskokoteksti: '1 kpl', quantity_rules: rules })).toEqual({
      quantity: 200,
      note: '200 × 1 kpl korvaa 2 × 100 kpl',
    })
    expect(substituteQuantity(pack('5 kpl'), { pakkauskokoteksti: '1 kpl', quantity_rules: rules })?.quantity).toBe(10)
    expect(substituteQuantity(pack('100 kpl', 20), { pakkauskokoteksti: '1 kpl', quantity_rules: rules })).toBeNull()
  })
})
