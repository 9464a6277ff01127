/**
 * What the seed's parcels carried, with lots and expiry (docs/decisions/081-delivery-lots.md;
 * migration 0027): a parcel of a two-parcel order carries every other line. A product with lots
 * (medicines, diets, sterile supplies) arrives from the lot made in the quarter before: the
 * same lot for every clinic that quarter, as a wholesaler picks it. A few lines come from two
 * lots, and a few medicine lots are short-dated (below the promised six months), so the
 * delivery view's flag shows in the demo. Its own PRNG: the rest of the history stays as it was.
 */
import type { Product } from './catalogue/build.ts'
import { addDays, createRng, hash32, type Rng } from './lib.ts'

type Row = (string | number | null)[]

export interface ParcelLine {
  product: Product
  quantity: number
}

export const DELIVERY_LINE_COLUMNS = [
  'delivery_id',
  'line_no',
  'product_id',
  'sku',
  'name',
  'ean',
  'vnr',
  'strength',
  'dosage_form',
  'marketing_authorisation',
  'is_medicine',
  'min_shelf_life_months',
  'quantity',
] as const
export const DELIVERY_LOT_COLUMNS = ['delivery_id', 'line_no', 'lot', 'expiry', 'quantity'] as const

/** Months a lot keeps from its making: medicines two years, diets eighteen months, sterile supplies three years. */
const shelfMonths = (p: Product) => (p.vatClass === 'medicine' ? 24 : p.vatClass === 'food' ? 18 : 36)

/** The last day of the month `months` after the date's month. */
function monthEnd(date: string, months: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m + months, 0)).toISOString().slice(0, 10)
}

/** The lot a product was picked from in a quarter: two letters of the product, year, month letter, number. */
function lotOf(p: Product, madeOn: string): string {
  const h = hash32(`${p.sku}:${madeOn.slice(0, 7)}`)
  const letters = String.fromCharCode(65 + (hash32(p.sku) % 26), 65 + (hash32(`${p.sku}#`) % 26))
  const month = 'ABCDEFGHJKLM'[Number(madeOn.slice(5, 7)) - 1]
  return `${letters}${madeOn.slice(2, 4)}${month}${String(h % 1000).padStart(3, '0')}`
}

/** The start of the quarter before the day's: the lot on the shelf was made then. */
function quarterBefore(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number]
  const quarterStart = Math.floor((m - 1) / 3) * 3
  return new Date(Date.UTC(y, quarterStart - 3, 1)).toISOString().slice(0, 10)
}

export class DeliveryLotSeed {
  readonly lines: Row[] = []
  readonly lots: Row[] = []
  private readonly rng: Rng = createRng('delivery-lots')

  /** The lines (and their lots) of one parcel, delivered on `deliveredOn` (yyyy-mm-dd). */
  add(deliveryId: number, parcelLines: readonly ParcelLine[], deliveredOn: string) {
    parcelLines.forEach(({ product: p, quantity }, index) => {
      const lineNo = index + 1
      const { variantAttribute, variantValue } = p
      const name = variantAttribute && variantValue ? `${p.name} (${variantAttribute}: ${variantValue})` : p.name
      this.lines.push([
        deliveryId,
        lineNo,
        p.id,
        p.sku,
        name,
        p.ean,
        p.vnr,
        p.strength,
        p.dosageForm,
        p.marketingAuthorisation,
        p.vatClass === 'medicine' ? 1 : 0,
        p.minShelfLifeMonths,
        quantity,
      ])
      if (p.hasLots)
        for (const lot of this.lotsOf(p, quantity, deliveredOn)) this.lots.push([deliveryId, lineNo, ...lot])
    })
  }

  private lotsOf(p: Product, quantity: number, deliveredOn: string): [string, string, number][] {
    const made = quarterBefore(deliveredOn)
    const expiry = monthEnd(made, shelfMonths(p))
    // A short-dated medicine lot: four months left, below the promise of six.
    const short = p.vatClass === 'medicine' && this.rng.chance(0.03)
    const first: [string, string, number] = [lotOf(p, made), short ? monthEnd(deliveredOn, 4) : expiry, quantity]
    if (quantity < 2 || !this.rng.chance(0.12)) return [first]
    // The rest of an older lot first, then the new one.
    const older = addDays(made, -92)
    const fromOlder = this.rng.int(1, quantity - 1)
    return [
      [lotOf(p, older), monthEnd(older, shelfMonths(p)), fromOlder],
      [first[0], first[1], quantity - fromOlder],
    ]
  }
}
