import { ovtOf, parseEInvoiceAddress } from '../../../contract/einvoiceAddress'
import { PAYMENT_TERMS_TEXT } from '../orders/invoices'
import { einvoiceTotals, type EInvoiceDocument, type EInvoiceLine } from './document'
import { text, ublAmount, ublPercent, writeXml, type XmlNode } from './xml'

/**
 * An invoice or credit note as Peppol BIS Billing 3.0 UBL (docs/decisions/084-einvoices.md),
 * elements in UBL 2.1's order. Tested against the UBL XSD and the EN 16931 and Peppol rules
 * (./einvoiceValidation.node.test.ts).
 */

const NS = {
  invoice: 'urn:oasis:names:specification:ubl:schema:xsd:Invoice-2',
  credit_note: 'urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2',
  cac: 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2',
  cbc: 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2',
}
const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0'
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0'
/** UNCL 1001: a commercial invoice, a credit note. */
const TYPE_CODE = { invoice: '380', credit_note: '381' } as const
/** UNCL 4461 58: a SEPA credit transfer. */
const SEPA_CREDIT_TRANSFER = '58'
/** ICD 0212: the Finnish organisation identifier (Y-tunnus); EAS / ICD 0216: an OVT code. */
const FINNISH_ORGANISATION = '0212'
const OVT = '0216'
/** ICD 0160: a GS1 GTIN. */
const GTIN = '0160'
/** UN/ECE rec 20 H87: a piece, how the shop sells (kpl). */
const PIECE = 'H87'

const money = (currency: string, cents: number) => ({ '@currencyID': currency, '#text': ublAmount(cents) })
const vatScheme = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
/** Every Finnish rate is the standard category S. */
const vatCategory = (rate: number) => ({ 'cbc:ID': 'S', 'cbc:Percent': ublPercent(rate), ...vatScheme })

/** The Peppol address schemes (EAS) a Finnish buyer's id may be written in as it is. */
const ENDPOINT_SCHEMES = new Set([OVT, '0088'])

/**
 * The buyer's electronic address: its OVT code, or its Peppol id where the scheme is one of
 * Peppol's address schemes (an OVT code, a GLN); else (no e-invoice address, a bank's IBAN, or an
 * id by Y-tunnus or VAT number, which Peppol's address list refuses: CL008) the OVT code of its
 * Y-tunnus, the organisation's own.
 */
function buyerEndpoint(doc: EInvoiceDocument) {
  const address = doc.buyer.einvoice ? parseEInvoiceAddress(doc.buyer.einvoice.address) : null
  if (address?.kind === 'ovt') return { '@schemeID': OVT, '#text': address.code }
  if (address?.kind === 'peppol' && ENDPOINT_SCHEMES.has(address.scheme)) {
    return { '@schemeID': address.scheme, '#text': address.id }
  }
  return { '@schemeID': OVT, '#text': ovtOf(doc.buyer.businessId) }
}

/** An address; a part not known is left out (Peppol refuses an empty element, R008), the country never is. */
const address = (street: string, city: string, postcode: string) => ({
  'cbc:StreetName': text(street, 100) || undefined,
  'cbc:CityName': text(city, 60) || undefined,
  'cbc:PostalZone': postcode || undefined,
  'cac:Country': { 'cbc:IdentificationCode': 'FI' },
})

function supplierParty(doc: EInvoiceDocument): XmlNode {
  const { seller } = doc
  return {
    'cac:Party': {
      'cbc:EndpointID': { '@schemeID': OVT, '#text': seller.ovt },
      'cac:PartyName': { 'cbc:Name': text(seller.name, 120) },
      'cac:PostalAddress': address(seller.street, seller.city, seller.postcode),
      'cac:PartyTaxScheme': { 'cbc:CompanyID': seller.vatNumber, ...vatScheme },
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': text(seller.name, 120),
        'cbc:CompanyID': { '@schemeID': FINNISH_ORGANISATION, '#text': seller.businessId },
      },
    },
  }
}

function customerParty(doc: EInvoiceDocument): XmlNode {
  const { buyer } = doc
  return {
    'cac:Party': {
      'cbc:EndpointID': buyerEndpoint(doc),
      'cac:PartyIdentification': { 'cbc:ID': text(buyer.customerNumber, 35) },
      'cac:PartyName': { 'cbc:Name': text(buyer.name, 120) },
      'cac:PostalAddress': address(buyer.street, buyer.city, buyer.postcode),
      'cac:PartyTaxScheme': { 'cbc:CompanyID': `FI${buyer.businessId.replace('-', '')}`, ...vatScheme },
      'cac:PartyLegalEntity': {
        'cbc:RegistrationName': text(buyer.name, 120),
        'cbc:CompanyID': { '@schemeID': FINNISH_ORGANISATION, '#text': buyer.businessId },
      },
    },
  }
}

function line(doc: EInvoiceDocument, l: EInvoiceLine): XmlNode {
  const quantityElement = doc.kind === 'invoice' ? 'cbc:InvoicedQuantity' : 'cbc:CreditedQuantity'
  return {
    'cbc:ID': String(l.lineNo),
    [quantityElement]: { '@unitCode': PIECE, '#text': String(l.quantity) },
    'cbc:LineExtensionAmount': money(doc.currency, l.netCents),
    'cac:Item': {
      'cbc:Name': text(l.name, 200),
      'cac:SellersItemIdentification': { 'cbc:ID': text(l.sku, 70) },
      'cac:StandardItemIdentification': l.gtin ? { 'cbc:ID': { '@schemeID': GTIN, '#text': l.gtin } } : undefined,
      'cac:ClassifiedTaxCategory': vatCategory(l.vatRate),
      // The Nordic article number has no UBL element of its own: a named property, as Finnish receivers read it.
      'cac:AdditionalItemProperty': l.vnr ? { 'cbc:Name': 'Vnr', 'cbc:Value': l.vnr } : undefined,
    },
    'cac:Price': { 'cbc:PriceAmount': money(doc.currency, l.unitPriceCents) },
  }
}

/** The document as Peppol BIS Billing 3.0 UBL: an Invoice, or a CreditNote naming the invoice it credits. */
export function peppolUbl(doc: EInvoiceDocument): string {
  const totals = einvoiceTotals(doc)
  const isInvoice = doc.kind === 'invoice'
  const root = isInvoice ? 'Invoice' : 'CreditNote'
  const currency = doc.currency
  const body: XmlNode = {
    '@xmlns': NS[doc.kind],
    '@xmlns:cac': NS.cac,
    '@xmlns:cbc': NS.cbc,
    'cbc:CustomizationID': CUSTOMIZATION,
    'cbc:ProfileID': PROFILE,
    'cbc:ID': doc.number,
    'cbc:IssueDate': doc.issueDate,
    // A CreditNote of UBL 2.1 has no DueDate of its own: its PaymentMeans would carry one.
    'cbc:DueDate': isInvoice ? doc.dueDate : undefined,
    [isInvoice ? 'cbc:InvoiceTypeCode' : 'cbc:CreditNoteTypeCode']: TYPE_CODE[doc.kind],
    'cbc:DocumentCurrencyCode': currency,
    // Peppol asks for the buyer's reference or their order's (R003): theirs when they gave one, else the shop's order.
    'cbc:BuyerReference': text(doc.buyerOrderReference || doc.orderNumber || doc.number, 70),
    'cac:OrderReference': doc.orderNumber
      ? { 'cbc:ID': text(doc.buyerOrderReference || 'NA', 70), 'cbc:SalesOrderID': doc.orderNumber }
      : undefined,
    'cac:BillingReference': doc.credits
      ? { 'cac:InvoiceDocumentReference': { 'cbc:ID': doc.credits.number, 'cbc:IssueDate': doc.credits.issueDate } }
      : undefined,
    'cac:AccountingSupplierParty': supplierParty(doc),
    'cac:AccountingCustomerParty': customerParty(doc),
    'cac:Delivery': doc.deliveryDate ? { 'cbc:ActualDeliveryDate': doc.deliveryDate } : undefined,
    'cac:PaymentMeans': isInvoice
      ? {
          'cbc:PaymentMeansCode': SEPA_CREDIT_TRANSFER,
          'cbc:PaymentID': doc.reference,
          'cac:PayeeFinancialAccount': {
            'cbc:ID': doc.seller.iban,
            'cac:FinancialInstitutionBranch': { 'cbc:ID': doc.seller.bic },
          },
        }
      : undefined,
    'cac:PaymentTerms': isInvoice ? { 'cbc:Note': PAYMENT_TERMS_TEXT } : undefined,
    'cac:TaxTotal': {
      'cbc:TaxAmount': money(currency, totals.taxCents),
      'cac:TaxSubtotal': totals.vat.map((v) => ({
        'cbc:TaxableAmount': money(currency, v.taxableCents),
        'cbc:TaxAmount': money(currency, v.taxCents),
        'cac:TaxCategory': vatCategory(v.rate),
      })),
    },
    'cac:LegalMonetaryTotal': {
      'cbc:LineExtensionAmount': money(currency, totals.netCents),
      'cbc:TaxExclusiveAmount': money(currency, totals.netCents),
      'cbc:TaxInclusiveAmount': money(currency, totals.grossCents),
      'cbc:PayableRoundingAmount': totals.roundingCents !== 0 ? money(currency, totals.roundingCents) : undefined,
      'cbc:PayableAmount': money(currency, totals.payableCents),
    },
    [isInvoice ? 'cac:InvoiceLine' : 'cac:CreditNoteLine']: doc.lines.map((l) => line(doc, l)),
  }
  return writeXml({ [root]: body })
}
