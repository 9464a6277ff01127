import { describe, expect, it } from 'vitest'
import { deliveryDifferences, differenceText } from './deliveryDifferences'

// docs/decisions/083-receiving-deliveries.md: what receiving found against the parcel.

const lines = [
  {
    sku: 'LAA-1',
    name: 'Karprofeeni 50 mg',
    quantity: 3,
    lots: [
      { lot: 'A1', quantity: 2 },
      { lot: 'B2', quantity: 1 },
    ],
  },
  { sku: 'HOI-1', name: 'Sideharso', quantity: 2, lots: [] },
]

describe('the differences of a received delivery', () => {
  it('finds none when every lot and line came in full', () => {
    const received = [
      { sku: 'LAA-1', lot: 'A1', quantity: 2 },
      { sku: 'LAA-1', lot: 'B2', quantity: 1 },
      { sku: 'HOI-1', lot: null, quantity: 2 },
    ]
    expect(deliveryDifferences(lines, received)).toEqual([])
  })

  it('fills a line’s lots in order with packs whose code had no lot', () => {
    expect(
      deliveryDifferences(lines, [
        { sku: 'LAA-1', lot: null, quantity: 3 },
        { sku: 'HOI-1', lot: null, quantity: 2 },
      ]),
    ).toEqual([])
    expect(
      deliveryDifferences(lines, [
        { sku: 'LAA-1', lot: null, quantity: 4 },
        { sku: 'HOI-1', lot: null, quantity: 2 },
      ]),
    ).toEqual([{ kind: 'surplus', sku: 'LAA-1', name: 'Karprofeeni 50 mg', lot: null, expected: 0, received: 1 }])
  })

  it('names a short lot, a surplus, a wrong lot and an unknown code', () => {
    const found = deliveryDifferences(
      lines,
      [
        { sku: 'LAA-1', lot: 'A1', quantity: 3 },
        { sku: 'LAA-1', lot: 'X9', quantity: 1 },
        { sku: 'HOI-1', lot: null, quantity: 1 },
      ],
      ['6430000000000', '6430000000000'],
    )
    expect(found.map((d) => [d.kind, d.sku, d.lot, d.expected, d.received])).toEqual([
      ['surplus', 'LAA-1', 'A1', 2, 3],
      ['short', 'LAA-1', 'B2', 1, 0],
      ['wrong-lot', 'LAA-1', 'X9', 0, 1],
      ['short', 'HOI-1', null, 2, 1],
      ['unknown', null, null, 0, 2],
    ])
    expect(found.map(differenceText)).toEqual([
      'Karprofeeni 50 mg, erä A1: 1 kpl enemmän kuin toimituksessa (2)',
      'Karprofeeni 50 mg, erä B2: puuttuu 1 kpl (toimituksessa 1, vastaanotettu 0)',
      'Karprofeeni 50 mg: erä X9 ei ole toimituksen erä (1 kpl)',
      'Sideharso: puuttuu 1 kpl (toimituksessa 2, vastaanotettu 1)',
      'Koodi 6430000000000 ei ole tämän toimituksen tuote (2 kpl)',
    ])
  })

  it('says a line nothing of which arrived is short in full', () => {
    expect(deliveryDifferences(lines, []).map((d) => [d.sku, d.lot, d.received])).toEqual([
      ['LAA-1', 'A1', 0],
      ['LAA-1', 'B2', 0],
      ['HOI-1', null, 0],
    ])
  })
})
