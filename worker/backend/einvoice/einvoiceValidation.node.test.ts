import { describe, expect, it } from 'vitest'
import { officialExample, schematronFailures, xsdErrors, type RuleFailure } from '../../test/einvoiceValidators'
import type { Seller } from '../operator/seller'
import { einvoiceTotals, type EInvoiceDocument, type EInvoiceLine } from './document'
import { finvoice } from './finvoice'
import { peppolUbl } from './peppolUbl'

// The shop's e-invoices against the standards' own published rules (docs/decisions/084-einvoices.md):
// the UBL 2.1 XSD, the EN 16931 and Peppol BIS Billing 3.0 Schematron, and the Finvoice 3.0 XSD.
// Runs in Node (the validators are not Worker code); the first run compiles the rules (~30 s).

const SELLER: Seller = {
  name: 'VetTarvike Oy',
  street: 'Tiilitie 6 B',
  postcode: '01720',
  city: 'Vantaa',
  businessId: '1618033-3',
  vatNumber: 'FI16180333',
  iban: 'FI2112345600000785',
  bic: 'NDEAFIHH',
  ovt: '003716180333',
  einvoiceOperator: '003723327487',
}

const line = (lineNo: number, over: Partial<EInvoiceLine>): EInvoiceLine => {
  const quantity = over.quantity ?? 1
  const unitPriceCents = over.unitPriceCents ?? 1000
  return {
    lineNo,
    sku: `SKU-${lineNo}`,
    name: `Tuote ${lineNo}`,
    gtin: null,
    vnr: null,
    vatRate: 25.5,
    ...over,
    quantity,
    unitPriceCents,
    netCents: quantity * unitPriceCents,
  }
}

/** A medicine (10 %), a pet food (14 %), a supply and the shipping (25,5 %), to a clinic with an OVT address. */
const THREE_RATES: EInvoiceDocument = {
  kind: 'invoice',
  number: 'L300002',
  issueDate: '2026-06-20',
  dueDate: '2026-07-04',
  deliveryDate: '2026-06-18',
  currency: 'EUR',
  buyerOrderReference: 'PO-2026/17 "Ähtäri" & <varasto>',
  orderNumber: 'W100002',
  credits: null,
  seller: SELLER,
  buyer: {
    name: 'Eläinklinikka Testi Oy',
    businessId: '1234567-1',
    customerNumber: 'C10001',
    street: 'Laskutuskatu 1',
    postcode: '00100',
    city: 'Helsinki',
    einvoice: { address: '003712345671', operator: '003723327487' },
  },
  lines: [
    line(1, {
      sku: 'LAA-1001',
      name: 'Amoksisilliini 250 mg 100 tabl',
      gtin: '6430009000031',
      vnr: '012345',
      vatRate: 10,
      quantity: 1,
      unitPriceCents: 2450,
    }),
    line(2, {
      sku: 'RUO-1001',
      name: 'Kissan täysravinto 2 kg',
      gtin: '6430009000048',
      vatRate: 14,
      quantity: 3,
      unitPriceCents: 1290,
    }),
    line(3, { sku: 'HOI-1001', name: 'Sideharso 10 cm', gtin: '6430009000017', quantity: 2, unitPriceCents: 890 }),
    line(4, { sku: 'TOIMITUS', name: 'Toimitus: Posti', quantity: 1, unitPriceCents: 1490 }),
  ],
  reference: '1232',
  payableCents: 0, // set below from the lines, as the shop stored it
}
THREE_RATES.payableCents = einvoiceTotals({ ...THREE_RATES, payableCents: 0 }).grossCents

/** The medicine and one pack of food returned: a credit note naming the invoice, to a Peppol id. */
const CREDIT_NOTE: EInvoiceDocument = {
  ...THREE_RATES,
  kind: 'credit_note',
  number: 'H300001',
  issueDate: '2026-06-25',
  dueDate: '2026-06-25',
  credits: { number: 'L300002', issueDate: '2026-06-20' },
  buyer: { ...THREE_RATES.buyer, einvoice: { address: '0216:003712345671', operator: '' } },
  lines: [THREE_RATES.lines[0]!, { ...THREE_RATES.lines[1]!, lineNo: 2, quantity: 1, netCents: 1290 }],
  payableCents: 0,
}
CREDIT_NOTE.payableCents = einvoiceTotals({ ...CREDIT_NOTE, payableCents: 0 }).grossCents

/** A company with no e-invoice address and no order reference: its files are downloads for its bookkeeping. */
const NO_ADDRESS: EInvoiceDocument = {
  ...THREE_RATES,
  number: 'L300005',
  deliveryDate: null,
  buyerOrderReference: '',
  buyer: { ...THREE_RATES.buyer, name: 'Trimmaamo Rajattu Tmi', businessId: '1572860-0', einvoice: null },
  lines: [line(1, { quantity: 2, unitPriceCents: 1995 })],
  payableCents: 0,
}
NO_ADDRESS.payableCents = einvoiceTotals({ ...NO_ADDRESS, payableCents: 0 }).grossCents

/** The same invoice to each kind of Peppol id a company may give (contract/einvoiceAddress.ts). */
const withAddress = (address: string): EInvoiceDocument => ({
  ...THREE_RATES,
  buyer: { ...THREE_RATES.buyer, einvoice: { address, operator: '' } },
})

const SENT_AT = '2026-06-20T09:00:00+03:00'
const fatal = (failures: RuleFailure[]) => failures.filter((f) => f.flag === 'fatal')

describe('the validators themselves', { timeout: 180_000 }, () => {
  it('pass Peppol’s own examples and fail a broken copy', async () => {
    for (const name of ['peppol-base-example.xml', 'peppol-base-creditnote-correction.xml'] as const) {
      const xml = officialExample(name)
      expect(await xsdErrors(xml), name).toEqual([])
      expect(fatal(schematronFailures(xml, 'en16931')), name).toEqual([])
      expect(fatal(schematronFailures(xml, 'peppol')), name).toEqual([])
    }
    // The shop's invoice with its payable sum off by a euro: the sums no longer add up (BR-CO-16).
    const broken = peppolUbl({ ...THREE_RATES, payableCents: THREE_RATES.payableCents }).replace(
      /<cbc:PayableAmount currencyID="EUR">([\d.]+)</,
      (_, sum: string) => `<cbc:PayableAmount currencyID="EUR">${(Number(sum) + 1).toFixed(2)}<`,
    )
    expect(fatal(schematronFailures(broken, 'en16931')).map((f) => f.id)).toContain('BR-CO-16')
    expect(await xsdErrors(broken.replace('<cbc:IssueDate>2026-06-20', '<cbc:IssueDate>20.6.2026'))).not.toEqual([])
  })
})

describe.each([
  ['an invoice with three VAT rates', THREE_RATES],
  ['a credit note', CREDIT_NOTE],
  ['a company without an e-invoice address', NO_ADDRESS],
  ['a company with a Peppol id by its Y-tunnus', withAddress('0212:1234567-1')],
  ['a company with a Peppol id by its VAT number', withAddress('0213:FI12345671')],
  ['a company with a Peppol id by its GLN', withAddress('0088:6412345678907')],
  [
    'a company that receives through its bank',
    {
      ...withAddress('FI2112345600000785'),
      buyer: { ...THREE_RATES.buyer, einvoice: { address: 'FI2112345600000785', operator: 'NDEAFIHH' } },
    },
  ],
])('%s', { timeout: 180_000 }, (_, doc) => {
  it('is valid Peppol BIS Billing 3.0 UBL: the XSD, EN 16931 and Peppol rules, no fatal and no warning', async () => {
    const xml = peppolUbl(doc)
    expect(await xsdErrors(xml)).toEqual([])
    expect(schematronFailures(xml, 'en16931')).toEqual([])
    expect(schematronFailures(xml, 'peppol')).toEqual([])
  })

  it('is valid Finvoice 3.0 by its XSD', async () => {
    expect(await xsdErrors(finvoice(doc, SENT_AT))).toEqual([])
  })
})
