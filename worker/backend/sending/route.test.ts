import { describe, expect, it } from 'vitest'
import { sendingRouteOf } from './route'

// Where an invoice goes (docs/decisions/085-invoice-sending.md).

const company = {
  invoice_channel: 'einvoice' as const,
  einvoice_address: '003712345671',
  einvoice_operator: '003723327487',
  billing_email: 'laskut@klinikka.fi',
}

describe('sendingRouteOf', () => {
  it('sends a Finvoice through the operator to an OVT code or an IBAN', () => {
    expect(sendingRouteOf(company, 'tilaaja@klinikka.fi')).toEqual({
      channel: 'einvoice',
      recipient: '003712345671',
      operator: '003723327487',
      format: 'finvoice',
    })
    expect(
      sendingRouteOf({ ...company, einvoice_address: 'FI2112345600000785', einvoice_operator: 'NDEAFIHH' }, ''),
    ).toMatchObject({ format: 'finvoice', operator: 'NDEAFIHH' })
  })

  it('sends Peppol BIS to a Peppol id, without an operator', () => {
    expect(sendingRouteOf({ ...company, einvoice_address: '0216:003712345671' }, '')).toEqual({
      channel: 'einvoice',
      recipient: '0216:003712345671',
      operator: null,
      format: 'peppol',
    })
  })

  it('mails a PDF to the billing e-mail, else to the user who ordered', () => {
    expect(sendingRouteOf({ ...company, invoice_channel: 'email' }, 'tilaaja@klinikka.fi')).toEqual({
      channel: 'email',
      recipient: 'laskut@klinikka.fi',
      operator: null,
      format: 'pdf',
    })
    expect(
      sendingRouteOf({ ...company, invoice_channel: 'email', billing_email: null }, 'tilaaja@klinikka.fi'),
    ).toMatchObject({ recipient: 'tilaaja@klinikka.fi' })
  })

  it('mails rather than loses an invoice whose e-invoice address is gone or unreadable', () => {
    expect(sendingRouteOf({ ...company, einvoice_address: null }, 'tilaaja@klinikka.fi')).toMatchObject({
      channel: 'email',
      recipient: 'laskut@klinikka.fi',
    })
    expect(sendingRouteOf({ ...company, einvoice_address: '12345' }, 'x@y.fi')).toMatchObject({ channel: 'email' })
  })
})
