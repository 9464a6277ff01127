import { describe, expect, it } from 'vitest'
import { shippingRows } from './shippingRows'

describe('shippingRows', () => {
  it('shows the method and each surcharge as rows of their own', () => {
    expect(
      shippingRows(
        [
          { name: 'Posti', value: 0 },
          { name: 'Kylmäkuljetuslisä', value: 9.9 },
        ],
        9.9,
      ),
    ).toEqual([
      { kind: 'method', name: 'Posti', value: 0 },
      { kind: 'surcharge', name: 'Kylmäkuljetuslisä', value: 9.9 },
    ])
  })

  it('keeps one row of the amount when the breakdown does not add up to it, or is missing', () => {
    expect(shippingRows([{ name: 'DB Schenker', value: 5 }], 12.5)).toEqual([
      { kind: 'method', name: 'DB Schenker', value: 12.5 },
    ])
    expect(shippingRows([], 14.9)).toEqual([{ kind: 'method', name: '', value: 14.9 }])
  })
})
