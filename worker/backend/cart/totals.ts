/**
 * Cart money (docs/architecture.md §11): cents everywhere, VAT per line by the product's VAT
 * class and rounded per line, one applied_taxes entry per rate, shipping taxed at 25,5 %.
 *
 * The figures add up the way spec §3 shapes them (docs/decisions/015-totals-add-up.md):
 *   listSubtotal − discount = subtotal (what the goods cost at the prices paid)
 *   subtotal + shipping + taxes = grandTotal
 * so subtotal_excluding_tax − discounts + shipping + applied_taxes = grand_total, to the cent.
 */
export const VAT_RATES = { medicine: 10, food: 14, other: 25.5 } as const
export type VatClass = keyof typeof VAT_RATES
export const SHIPPING_VAT_RATE = VAT_RATES.other

export interface TotalsLine {
  quantity: number
  unitCents: number
  regularCents: number
  vatRate: number
}

export interface Totals {
  /** The goods at list prices, before any discount (spec §3 subtotal_excluding_tax). */
  listSubtotalCents: number
  /** The goods at the prices paid (contract or catalogue price): the sum of the row totals. */
  subtotalCents: number
  /** What the customer saves against list prices: listSubtotal − subtotal (spec §3 discounts). */
  discountCents: number
  shippingCents: number
  taxes: { rate: number; label: string; cents: number }[]
  taxCents: number
  grandTotalCents: number
}

/** 'ALV 25,5 %' */
export const vatLabel = (rate: number) => `ALV ${String(rate).replace('.', ',')} %`

export const rowTotalCents = (line: Pick<TotalsLine, 'quantity' | 'unitCents'>) => line.unitCents * line.quantity

/** VAT of one row, rounded half up to a cent (rates have at most one decimal: exact in basis points). */
export const taxCents = (amountCents: number, rate: number) =>
  Math.round((amountCents * Math.round(rate * 100)) / 10_000)

export const euros = (cents: number) => cents / 100

export function cartTotals(lines: TotalsLine[], shippingCents: number): Totals {
  const byRate = new Map<number, number>()
  let subtotalCents = 0
  let discountCents = 0
  for (const line of lines) {
    const row = rowTotalCents(line)
    subtotalCents += row
    // spec §9 'Alennus': what the customer saves against the list price, never negative per line.
    discountCents += Math.max(0, line.regularCents - line.unitCents) * line.quantity
    // VAT is on what is actually paid: the row at its contract or catalogue price.
    byRate.set(line.vatRate, (byRate.get(line.vatRate) ?? 0) + taxCents(row, line.vatRate))
  }
  if (shippingCents > 0) {
    byRate.set(SHIPPING_VAT_RATE, (byRate.get(SHIPPING_VAT_RATE) ?? 0) + taxCents(shippingCents, SHIPPING_VAT_RATE))
  }
  const taxes = [...byRate]
    .filter(([, cents]) => cents > 0)
    .sort(([a], [b]) => a - b)
    .map(([rate, cents]) => ({ rate, label: vatLabel(rate), cents }))
  const taxCentsTotal = taxes.reduce((sum, t) => sum + t.cents, 0)
  return {
    listSubtotalCents: subtotalCents + discountCents,
    subtotalCents,
    discountCents,
    shippingCents,
    taxes,
    taxCents: taxCentsTotal,
    grandTotalCents: subtotalCents + shippingCents + taxCentsTotal,
  }
}
