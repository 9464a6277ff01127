import * as v from 'valibot'

/**
 * An invoice as an e-invoice file (docs/decisions/084-einvoices.md):
 * GET /api/customer/invoices/{invoiceNumber}/finvoice.xml and …/peppol.xml answer the whole
 * document as `application/xml; charset=utf-8`, an attachment, never cached. The schemas check
 * only what the storefront can see: the declaration and the root of the format.
 */

export const EINVOICE_CONTENT_TYPE = 'application/xml; charset=utf-8'

const XmlDocument = (root: RegExp) =>
  v.pipe(v.string(), v.startsWith('<?xml version="1.0" encoding="UTF-8"?>'), v.regex(root))

/** Finvoice 3.0 of Finanssiala: a LASKU, or a HYVITYSLASKU for a credit note. */
export const FinvoiceXmlSchema = XmlDocument(/<Finvoice Version="3\.0"[\s>]/)

/** Peppol BIS Billing 3.0 UBL: an Invoice or a CreditNote. */
export const PeppolUblXmlSchema = XmlDocument(
  /<(?:Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"|CreditNote xmlns="urn:oasis:names:specification:ubl:schema:xsd:CreditNote-2")/,
)
