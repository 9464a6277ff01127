import { parseEInvoiceAddress } from '../../../contract/einvoiceAddress'
import type { InvoiceChannel } from '../../../contract/schemas/customer'

/**
 * Where one invoice goes (docs/decisions/085-invoice-sending.md), decided when it is made from
 * its company's choice: an e-invoice to the company's e-invoice address (Finvoice through the
 * Finnish operators, Peppol BIS when the address is a Peppol id), else its PDF mailed to the
 * company's billing e-mail, or to the user who ordered when the company has given none.
 */

export type SendingFormat = 'finvoice' | 'peppol' | 'pdf'

export interface CompanyInvoiceChannel {
  invoice_channel: InvoiceChannel
  einvoice_address: string | null
  einvoice_operator: string | null
  billing_email: string | null
}

export interface SendingRoute {
  channel: InvoiceChannel
  recipient: string
  operator: string | null
  format: SendingFormat
}

export function sendingRouteOf(company: CompanyInvoiceChannel, ordererEmail: string): SendingRoute {
  const address = company.einvoice_address ? parseEInvoiceAddress(company.einvoice_address) : null
  if (company.invoice_channel === 'einvoice' && address) {
    const peppol = address.kind === 'peppol'
    return {
      channel: 'einvoice',
      recipient: company.einvoice_address ?? '',
      operator: peppol ? null : company.einvoice_operator,
      format: peppol ? 'peppol' : 'finvoice',
    }
  }
  return { channel: 'email', recipient: company.billing_email || ordererEmail, operator: null, format: 'pdf' }
}
