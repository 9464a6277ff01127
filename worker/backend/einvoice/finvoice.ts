import { parseEInvoiceAddress } from '../../../contract/einvoiceAddress'
import { taxCents } from '../cart/totals'
import { PAYMENT_TERMS_TEXT } from '../orders/invoices'
import { einvoiceTotals, type EInvoiceDocument, type EInvoiceLine } from './document'
import { finvoiceAmount, finvoiceDate, finvoicePercent, text, writeXml, type XmlNode } from './xml'

/**
 * An invoice or credit note as Finvoice 3.0 (docs/decisions/084-einvoices.md), elements in the
 * order of Finanssiala's Finvoice 3.0 XSD (vendor/einvoice/finvoice), which the tests validate it
 * against. A credit note is HYVITYSLASKU (INV02) with negative amounts, as Finvoice writes it.
 */

const TYPE = {
  invoice: { code: 'INV01', text: 'LASKU' },
  credit_note: { code: 'INV02', text: 'HYVITYSLASKU' },
} as const

/** A quantity and unit as the shop sells (kpl). */
const pieces = (quantity: number) => ({ '@QuantityUnitCode': 'kpl', '#text': String(quantity) })

/**
 * The envelope an operator routes by: the seller's OVT code and operator to the buyer's address
 * and operator. Only for an address an operator routes (an OVT code or a bank's IBAN); a Peppol
 * id is reached with the UBL file, and a company without an address downloads its file.
 */
function transmission(doc: EInvoiceDocument, sentAt: string): XmlNode | undefined {
  const einvoice = doc.buyer.einvoice
  const address = einvoice ? parseEInvoiceAddress(einvoice.address) : null
  if (!einvoice || !address || address.kind === 'peppol' || !einvoice.operator) return undefined
  return {
    MessageSenderDetails: { FromIdentifier: doc.seller.ovt, FromIntermediator: doc.seller.einvoiceOperator },
    MessageReceiverDetails: { ToIdentifier: einvoice.address, ToIntermediator: einvoice.operator },
    MessageDetails: {
      // The same on every sending of the invoice: an operator takes a repeat as the same message.
      MessageIdentifier: `${doc.number}-${doc.issueDate.replace(/-/g, '')}`,
      MessageTimeStamp: sentAt,
    },
  }
}

function row(doc: EInvoiceDocument, l: EInvoiceLine, sign: 1 | -1): XmlNode {
  const currency = { '@AmountCurrencyIdentifier': doc.currency }
  const vat = taxCents(l.netCents, l.vatRate)
  return {
    ArticleIdentifier: text(l.sku, 70),
    ArticleName: text(l.name, 100),
    EanCode: l.gtin ? { '@SchemeID': '0160', '#text': l.gtin } : undefined,
    // The Nordic article number of a medicine: Finvoice has no element of its own for it.
    RowDefinitionDetails: l.vnr ? { RowDefinitionHeaderText: 'Vnr', RowDefinitionValue: l.vnr } : undefined,
    DeliveredQuantity: doc.kind === 'invoice' ? pieces(l.quantity) : undefined,
    InvoicedQuantity: pieces(sign * l.quantity),
    CreditRequestedQuantity: doc.kind === 'credit_note' ? pieces(l.quantity) : undefined,
    UnitPriceAmount: { ...currency, '#text': finvoiceAmount(l.unitPriceCents) },
    RowVatRatePercent: finvoicePercent(l.vatRate),
    RowVatCode: 'S',
    RowVatAmount: { ...currency, '#text': finvoiceAmount(sign * vat) },
    RowVatExcludedAmount: { ...currency, '#text': finvoiceAmount(sign * l.netCents) },
    RowAmount: { ...currency, '#text': finvoiceAmount(sign * (l.netCents + vat)) },
  }
}

/** The document as Finvoice 3.0; `sentAt` (ISO 8601 with offset) stamps its envelope. */
export function finvoice(doc: EInvoiceDocument, sentAt: string): string {
  const totals = einvoiceTotals(doc)
  const sign = doc.kind === 'invoice' ? 1 : -1
  const amount = (cents: number) => ({
    '@AmountCurrencyIdentifier': doc.currency,
    '#text': finvoiceAmount(sign * cents),
  })
  const { seller, buyer } = doc
  const buyerAddress = buyer.einvoice ? parseEInvoiceAddress(buyer.einvoice.address) : null
  const body: XmlNode = {
    '@Version': '3.0',
    '@xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    '@xsi:noNamespaceSchemaLocation': 'Finvoice3.0.xsd',
    MessageTransmissionDetails: transmission(doc, sentAt),
    SellerPartyDetails: {
      SellerPartyIdentifier: seller.businessId,
      SellerOrganisationName: text(seller.name, 70),
      SellerOrganisationTaxCode: seller.vatNumber,
      SellerPostalAddressDetails: {
        SellerStreetName: text(seller.street, 35),
        SellerTownName: text(seller.city, 35),
        SellerPostCodeIdentifier: seller.postcode,
        CountryCode: 'FI',
      },
    },
    SellerOrganisationUnitNumber: seller.ovt,
    SellerInformationDetails: {
      SellerAccountDetails: {
        SellerAccountID: { '@IdentificationSchemeName': 'IBAN', '#text': seller.iban },
        SellerBic: { '@IdentificationSchemeName': 'BIC', '#text': seller.bic },
      },
    },
    BuyerPartyDetails: {
      BuyerPartyIdentifier: buyer.businessId,
      BuyerOrganisationName: text(buyer.name, 70),
      BuyerOrganisationTaxCode: `FI${buyer.businessId.replace('-', '')}`,
      BuyerCode: text(buyer.customerNumber, 35),
      // Finvoice's address parts are all required: the address is there whole or not at all.
      BuyerPostalAddressDetails: !(buyer.street && buyer.city && buyer.postcode)
        ? undefined
        : {
            BuyerStreetName: text(buyer.street, 35),
            BuyerTownName: text(buyer.city, 35),
            BuyerPostCodeIdentifier: buyer.postcode,
            CountryCode: 'FI',
          },
    },
    BuyerOrganisationUnitNumber: buyerAddress?.kind === 'ovt' ? buyerAddress.code : undefined,
    DeliveryDetails: doc.deliveryDate ? { DeliveryDate: finvoiceDate(doc.deliveryDate) } : undefined,
    InvoiceDetails: {
      InvoiceTypeCode: TYPE[doc.kind].code,
      InvoiceTypeText: TYPE[doc.kind].text,
      OriginCode: 'Original',
      InvoiceNumber: doc.number,
      InvoiceDate: finvoiceDate(doc.issueDate),
      OriginalInvoiceReference: doc.credits
        ? { InvoiceNumber: doc.credits.number, InvoiceDate: finvoiceDate(doc.credits.issueDate) }
        : undefined,
      SellerReferenceIdentifier: doc.orderNumber ?? undefined,
      OrderIdentifier: doc.buyerOrderReference ? text(doc.buyerOrderReference, 70) : undefined,
      InvoiceTotalVatExcludedAmount: amount(totals.netCents),
      InvoiceTotalVatAmount: amount(totals.taxCents),
      InvoiceTotalVatIncludedAmount: amount(totals.payableCents),
      InvoiceTotalRoundoffAmount: totals.roundingCents !== 0 ? amount(totals.roundingCents) : undefined,
      VatSpecificationDetails: totals.vat.map((v) => ({
        VatBaseAmount: amount(v.taxableCents),
        VatRatePercent: finvoicePercent(v.rate),
        VatCode: 'S',
        VatRateAmount: amount(v.taxCents),
      })),
      PaymentTermsDetails:
        doc.kind === 'invoice'
          ? { PaymentTermsFreeText: PAYMENT_TERMS_TEXT, InvoiceDueDate: finvoiceDate(doc.dueDate) }
          : undefined,
    },
    InvoiceRow: doc.lines.map((l) => row(doc, l, sign)),
    EpiDetails: {
      EpiIdentificationDetails: { EpiDate: finvoiceDate(doc.issueDate), EpiReference: doc.number },
      EpiPartyDetails: {
        EpiBfiPartyDetails: { EpiBfiIdentifier: { '@IdentificationSchemeName': 'BIC', '#text': seller.bic } },
        EpiBeneficiaryPartyDetails: {
          EpiNameAddressDetails: text(seller.name, 35),
          EpiBei: seller.businessId.replace('-', ''),
          EpiAccountID: { '@IdentificationSchemeName': 'IBAN', '#text': seller.iban },
        },
      },
      EpiPaymentInstructionDetails: {
        EpiRemittanceInfoIdentifier: { '@IdentificationSchemeName': 'SPY', '#text': doc.reference.padStart(20, '0') },
        EpiInstructedAmount: {
          '@AmountCurrencyIdentifier': doc.currency,
          '#text': finvoiceAmount(sign * totals.payableCents),
        },
        EpiCharge: { '@ChargeOption': 'SHA', '#text': 'SHA' },
        EpiDateOptionDate: finvoiceDate(doc.dueDate),
      },
    },
  }
  return writeXml({ Finvoice: body })
}
