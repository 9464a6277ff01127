import { taxCents } from '../cart/totals'
import type { Seller } from '../operator/seller'

/**
 * One invoice or credit note as its e-invoices carry it (docs/decisions/084-einvoices.md): the
 * facts both formats are written from, in integer cents. Finvoice 3.0 (./finvoice.ts) and Peppol
 * BIS Billing 3.0 UBL (./peppolUbl.ts) are two spellings of this one document.
 */

export type EInvoiceKind = 'invoice' | 'credit_note'

/** Where the buyer receives e-invoices, as stored on the company (contract/einvoiceAddress.ts); null when it has none. */
export interface BuyerEInvoiceAddress {
  address: string
  operator: string
}

export interface EInvoiceBuyer {
  name: string
  /** Y-tunnus, 1234567-1. */
  businessId: string
  /** The shop's customer number of the company (its ERP's). */
  customerNumber: string
  street: string
  postcode: string
  city: string
  einvoice: BuyerEInvoiceAddress | null
}

export interface EInvoiceLine {
  lineNo: number
  sku: string
  name: string
  /** GTIN-13 (the EAN), or null. */
  gtin: string | null
  /** The Nordic article number of a medicine, or null. */
  vnr: string | null
  quantity: number
  /** VAT excluded, per unit. */
  unitPriceCents: number
  /** VAT excluded: quantity × unit price. */
  netCents: number
  /** Percent: 10, 14, 25.5. */
  vatRate: number
}

export interface EInvoiceDocument {
  kind: EInvoiceKind
  number: string
  /** yyyy-mm-dd (Helsinki). */
  issueDate: string
  /** yyyy-mm-dd; for a credit note the date its sum is settled by. */
  dueDate: string
  /** The day the goods were delivered (Helsinki), or null when not yet known. */
  deliveryDate: string | null
  currency: string
  /** The buyer's own order reference (their purchase order), '' when they gave none. */
  buyerOrderReference: string
  /** The shop's order number, or null for a charge without an order. */
  orderNumber: string | null
  /** For a credit note: the invoice it credits. */
  credits: { number: string; issueDate: string } | null
  seller: Seller
  buyer: EInvoiceBuyer
  lines: EInvoiceLine[]
  /** The Finnish reference number (viitenumero) the payment carries. */
  reference: string
  /** What the invoice says is to pay (VAT included), as stored; the totals below add up to it. */
  payableCents: number
}

export interface VatSubtotal {
  rate: number
  taxableCents: number
  taxCents: number
}

export interface EInvoiceTotals {
  /** The lines' net sum. */
  netCents: number
  vat: VatSubtotal[]
  taxCents: number
  /** net + VAT. */
  grossCents: number
  /** What makes net + VAT the stored sum to pay (a cent of an older rounding), usually 0. */
  roundingCents: number
  payableCents: number
}

/**
 * The totals by VAT rate. The VAT of each rate is the sum of its lines' VAT rounded per line, as
 * checkout charged it (worker/backend/cart/totals.ts); EN 16931 allows that (BR-CO-17 accepts a
 * rate's VAT within one unit of its taxable amount × rate).
 */
export function einvoiceTotals(doc: {
  lines: readonly Pick<EInvoiceLine, 'netCents' | 'vatRate'>[]
  payableCents: number
}): EInvoiceTotals {
  const byRate = new Map<number, VatSubtotal>()
  for (const line of doc.lines) {
    const entry = byRate.get(line.vatRate) ?? { rate: line.vatRate, taxableCents: 0, taxCents: 0 }
    entry.taxableCents += line.netCents
    entry.taxCents += taxCents(line.netCents, line.vatRate)
    byRate.set(line.vatRate, entry)
  }
  const vat = [...byRate.values()].sort((a, b) => a.rate - b.rate)
  const netCents = vat.reduce((sum, v) => sum + v.taxableCents, 0)
  const tax = vat.reduce((sum, v) => sum + v.taxCents, 0)
  return {
    netCents,
    vat,
    taxCents: tax,
    grossCents: netCents + tax,
    roundingCents: doc.payableCents - (netCents + tax),
    payableCents: doc.payableCents,
  }
}
