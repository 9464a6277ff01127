import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { EINVOICE_CONTENT_TYPE } from '../../contract/schemas/einvoice'
import { addColleague } from '../test/customerFixtures'
import { login, shopFetch, type CookieJar } from '../test/helpers'
import { CUSTOMER, insertDelivery, insertInvoice, insertOrder, LINES, setScope } from '../test/orderFixtures'

// An invoice as Finvoice 3.0 and Peppol BIS Billing 3.0 UBL (docs/decisions/084-einvoices.md):
// each file's fields as the backend writes them from the stored invoice. That the files are valid
// by the standards' own rules is ./../backend/einvoice/einvoiceValidation.node.test.ts's part.

/** 20.6.2026 12.00 in Helsinki. */
const ISSUED = Date.UTC(2026, 5, 20, 9, 0, 0) / 1000
const DAY = 86_400
const FOOD = {
  productId: 8,
  sku: 'RUO-1001',
  name: 'Munuaisdieetti kissalle 2 kg',
  quantity: 3,
  unitCents: 2890,
  vatRate: 14,
}

let reference = ''

beforeEach(async () => {
  // A medicine (10 %), a pet food (14 %) and a supply with the shipping (25,5 %), the buyer's own order reference.
  await insertOrder({
    id: 1,
    customerId: CUSTOMER.normal,
    orderNumber: 'W100001',
    createdAt: ISSUED - 3 * DAY,
    lines: [LINES.amoksi, FOOD, LINES.sideharso],
  })
  await env.DB.prepare("UPDATE orders SET customer_reference = 'PO-17 & <Ähtäri>' WHERE id = 1").run()
  await insertDelivery({
    id: 1,
    orderId: 1,
    trackingCode: 'JJFI1',
    packedAt: ISSUED - 3 * DAY,
    shippedAt: ISSUED - 2 * DAY,
    deliveredAt: ISSUED - DAY,
  })
  reference = await insertInvoice({
    id: 1,
    orderId: 1,
    invoiceNumber: 'L300001',
    issuedAt: ISSUED,
    dueDate: '2026-07-04',
  })
  // Another company's invoice.
  await insertOrder({ id: 2, customerId: CUSTOMER.pharmacy, orderNumber: 'W100002', createdAt: ISSUED })
  await insertInvoice({ id: 2, orderId: 2, invoiceNumber: 'L300002', issuedAt: ISSUED, dueDate: '2026-07-04' })
})

const setEInvoiceAddress = (address: string | null, operator: string | null) =>
  env.DB.prepare('UPDATE companies SET einvoice_address = ?, einvoice_operator = ? WHERE id = 1')
    .bind(address, operator)
    .run()

async function download(jar: CookieJar, path: string) {
  const res = await shopFetch(path, { jar })
  expect(res.status, path).toBe(200)
  return { res, xml: await res.text() }
}

/** The text of each element of that name, in order. */
const texts = (xml: string, element: string) =>
  [...xml.matchAll(new RegExp(`<${element}(?: [^>]*)?>([^<]*)</${element}>`, 'g'))].map((m) => m[1])

describe('an invoice as e-invoice files', () => {
  it('Peppol UBL carries the buyer’s order reference, each line’s GTIN and Vnr, VAT per rate, the delivery and the payment', async () => {
    await setEInvoiceAddress('003712345671', '003723327487')
    const { jar } = await login()
    const { res, xml } = await download(jar, '/api/customer/invoices/L300001/peppol.xml')
    expect(res.headers.get('Content-Type')).toBe(EINVOICE_CONTENT_TYPE)
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="L300001-peppol.xml"')
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(xml).toContain('<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"')
    expect(texts(xml, 'cbc:ID').slice(0, 1)).toEqual(['L300001'])
    expect(texts(xml, 'cbc:IssueDate')).toEqual(['2026-06-20'])
    expect(texts(xml, 'cbc:DueDate')).toEqual(['2026-07-04'])
    // The buyer's own reference, escaped, and the shop's order as the sales order.
    expect(texts(xml, 'cbc:BuyerReference')).toEqual(['PO-17 &amp; &lt;Ähtäri&gt;'])
    expect(texts(xml, 'cbc:SalesOrderID')).toEqual(['W100001'])
    expect(texts(xml, 'cbc:ActualDeliveryDate')).toEqual(['2026-06-19'])
    // The seller of the configuration, the buyer by its OVT address.
    expect(xml).toContain('<cbc:EndpointID schemeID="0216">003716180333</cbc:EndpointID>')
    expect(xml).toContain('<cbc:EndpointID schemeID="0216">003712345671</cbc:EndpointID>')
    expect(xml).toContain('<cbc:CompanyID schemeID="0212">1234567-1</cbc:CompanyID>')
    // Lines: GTINs, the medicine's Vnr, and the shipping as a line of its own.
    expect(texts(xml, 'cbc:Name').filter((n) => n !== 'Vnr')).toEqual([
      'VetTarvike Oy',
      'Eläinklinikka Testi Oy',
      'Amoksisilliini 250 mg vet',
      'Munuaisdieetti kissalle 2 kg',
      'Sideharso 10 cm x 4 m',
      'Toimituskulut',
    ])
    expect(xml).toContain('<cbc:ID schemeID="0160">6430009000017</cbc:ID>')
    expect(xml).toContain('<cbc:ID schemeID="0160">6430009000086</cbc:ID>')
    expect(texts(xml, 'cbc:Value')).toEqual(['039512'])
    // VAT per rate: 24,50 at 10 %; 86,70 at 14 %; 17,80 + 14,90 at 25,5 %.
    expect(texts(xml, 'cbc:TaxableAmount')).toEqual(['24.50', '86.70', '32.70'])
    // The subtotals (each with its rate), then each line's rate.
    expect(texts(xml, 'cbc:Percent')).toEqual(['10', '14', '25.5', '10', '14', '25.5', '25.5'])
    expect(texts(xml, 'cbc:TaxAmount')).toEqual(['22.93', '2.45', '12.14', '8.34'])
    expect(xml).toMatch(
      /<cbc:TaxableAmount currencyID="EUR">86.70<\/cbc:TaxableAmount>\s*<cbc:TaxAmount currencyID="EUR">12.14</,
    )
    expect(texts(xml, 'cbc:PayableAmount')).toEqual(['166.83'])
    // Paid by a SEPA transfer to the seller's account with the invoice's reference.
    expect(texts(xml, 'cbc:PaymentID')).toEqual([reference])
    expect(xml).toContain('<cbc:ID>FI2112345600000785</cbc:ID>')
  })

  it('Finvoice carries the same in its own spelling, routed to the buyer’s address and operator', async () => {
    await setEInvoiceAddress('003712345671', 'E204503')
    const { jar } = await login()
    const { res, xml } = await download(jar, '/api/customer/invoices/L300001/finvoice.xml')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="L300001-finvoice.xml"')
    expect(xml).toContain('<Finvoice Version="3.0"')
    expect(texts(xml, 'ToIdentifier')).toEqual(['003712345671'])
    expect(texts(xml, 'ToIntermediator')).toEqual(['E204503'])
    expect(texts(xml, 'InvoiceTypeText')).toEqual(['LASKU'])
    expect(texts(xml, 'OrderIdentifier')).toEqual(['PO-17 &amp; &lt;Ähtäri&gt;'])
    expect(texts(xml, 'SellerReferenceIdentifier')).toEqual(['W100001'])
    expect(texts(xml, 'DeliveryDate')).toEqual(['20260619'])
    expect(texts(xml, 'EanCode')).toEqual(['6430009000017', '6430009000086', '6430009000048'])
    expect(texts(xml, 'RowDefinitionValue')).toEqual(['039512'])
    expect(texts(xml, 'VatRatePercent')).toEqual(['10', '14', '25,5'])
    expect(texts(xml, 'InvoiceTotalVatIncludedAmount')).toEqual(['166,83'])
    expect(texts(xml, 'InvoiceDueDate')).toEqual(['20260704'])
    expect(texts(xml, 'EpiRemittanceInfoIdentifier')).toEqual([reference.padStart(20, '0')])
    expect(texts(xml, 'EpiAccountID')).toEqual(['FI2112345600000785'])
  })

  it('a company without an e-invoice address gets its files for its bookkeeping, addressed by its own OVT', async () => {
    await setEInvoiceAddress(null, null)
    const { jar } = await login()
    const peppol = (await download(jar, '/api/customer/invoices/L300001/peppol.xml')).xml
    expect(peppol).toContain('<cbc:EndpointID schemeID="0216">003712345671</cbc:EndpointID>')
    const finvoice = (await download(jar, '/api/customer/invoices/L300001/finvoice.xml')).xml
    // No envelope: nothing for an operator to route.
    expect(finvoice).not.toContain('<MessageTransmissionDetails>')
    expect(texts(finvoice, 'BuyerPartyIdentifier')).toEqual(['1234567-1'])
  })

  it('answers another company’s invoice, an unknown number and a bad one 404 in every format; a guest 401; no scope 403', async () => {
    const { jar } = await login()
    for (const format of ['finvoice.xml', 'peppol.xml']) {
      for (const number of ['L300002', 'L999999', 'L%2F1']) {
        const res = await shopFetch(`/api/customer/invoices/${number}/${format}`, { jar })
        expect(res.status, `${number}/${format}`).toBe(404)
        expect(await res.json()).toMatchObject({ message: 'Laskua ei löytynyt.' })
      }
      expect((await shopFetch(`/api/customer/invoices/L300001/${format}`)).status).toBe(401)
    }
    // A requester of the company (no invoices scope) does not get the company's invoice files; a
    // colleague with only the invoices scope (the bookkeeper) does.
    await addColleague({ id: 50, email: 'pyytaja@example.fi' }, 'Pyytäjä', ['orders', 'shoppinglists'])
    await env.DB.prepare("UPDATE customers SET role = 'requester' WHERE id = 50").run()
    await addColleague({ id: 51, email: 'kirjanpito@example.fi' }, 'Kirjanpitäjä', ['invoices'])
    const requester = (await login('pyytaja@example.fi')).jar
    const bookkeeper = (await login('kirjanpito@example.fi')).jar
    for (const format of ['finvoice.xml', 'peppol.xml']) {
      expect((await shopFetch(`/api/customer/invoices/L300001/${format}`, { jar: requester })).status).toBe(403)
      expect((await shopFetch(`/api/customer/invoices/L300001/${format}`, { jar: bookkeeper })).status).toBe(200)
    }
    await setScope(CUSTOMER.normal, ['orders'])
    expect((await shopFetch('/api/customer/invoices/L300001/peppol.xml', { jar })).status).toBe(403)
  })
})
