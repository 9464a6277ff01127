import type { Mail } from '../../mail'
import { finnishDate, formatMoney } from '../../mail/format'
import type { EInvoiceDocument } from '../einvoice/document'
import { bankBarcode, CREDIT_NOTE_SETTLEMENT_TEXT, PAYMENT_TERMS_TEXT } from '../orders/invoices'

/**
 * The mail that carries an invoice or credit note to a company that wants its invoices by
 * e-mail (docs/decisions/085-invoice-sending.md): the PDF attached, and in the text what a
 * bookkeeper pays or books by without opening it.
 */

const euros = (cents: number, currency: string) => formatMoney(cents / 100, currency)

function paymentLines(doc: EInvoiceDocument): string[] {
  const { seller } = doc
  return [
    `Maksettava: ${euros(doc.payableCents, doc.currency)}`,
    `Eräpäivä: ${finnishDate(doc.dueDate)} (${PAYMENT_TERMS_TEXT})`,
    `Saaja: ${seller.name}`,
    `Tilinumero (IBAN): ${seller.iban.replace(/(.{4})(?=.)/g, '$1 ')}`,
    `BIC: ${seller.bic}`,
    `Viitenumero: ${doc.reference}`,
    `Virtuaaliviivakoodi: ${bankBarcode(seller.iban, doc.payableCents, doc.reference, doc.dueDate)}`,
  ]
}

function creditLines(doc: EInvoiceDocument): string[] {
  return [
    `Hyvitys: ${euros(-doc.payableCents, doc.currency)}`,
    `Hyvitetty lasku: ${doc.credits?.number ?? ''}`,
    CREDIT_NOTE_SETTLEMENT_TEXT,
  ]
}

export function invoiceMail(doc: EInvoiceDocument, to: string, pdf: Uint8Array, messageId: string): Mail {
  const isCredit = doc.kind === 'credit_note'
  const title = isCredit ? `Hyvityslasku ${doc.number}` : `Lasku ${doc.number}`
  const order = [
    ...(doc.orderNumber ? [`tilaus ${doc.orderNumber}`] : []),
    ...(doc.buyerOrderReference ? [`oma viite ${doc.buyerOrderReference}`] : []),
  ]
  const text = [
    'Hei,',
    '',
    `liitteenä ${isCredit ? 'hyvityslasku' : 'lasku'} ${doc.number}${order.length ? ` (${order.join(', ')})` : ''}, ` +
      `päivätty ${finnishDate(doc.issueDate)}.`,
    '',
    ...(isCredit ? creditLines(doc) : paymentLines(doc)),
    '',
    'Yrityksenne laskut ja hyvitykset ovat myös verkkokaupassa: Oma tili › Laskut.',
    'Laskutustavan (verkkolasku tai sähköposti) voi vaihtaa kohdassa Oma tili › Laskutustiedot.',
    '',
    `${doc.seller.name} · Y-tunnus ${doc.seller.businessId} · ALV-numero ${doc.seller.vatNumber}`,
  ].join('\n')
  return {
    to,
    subject: `${title} – ${doc.seller.name}`,
    text,
    attachments: [{ filename: `${doc.number}.pdf`, contentType: 'application/pdf', content: pdf }],
    messageId,
  }
}
