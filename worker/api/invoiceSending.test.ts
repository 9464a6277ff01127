import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { PDFDocument } from 'pdf-lib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OperatorCreditNoteResponse, OperatorInvoiceResponse } from '../../contract/schemas/operatorInvoicing'
import { scheduledHousekeeping } from '../backend/housekeeping'
import { MAX_SEND_ATTEMPTS, sendDueInvoices } from '../backend/sending/send'
import { operatorCommand } from '../test/operatorFixtures'
import { insertInvoice, insertTwoRateOrder } from '../test/orderFixtures'
import { pdfText } from '../test/pdfText'

// Each new invoice and credit note is sent once, where its company wants it
// (docs/decisions/085-invoice-sending.md): a PDF by e-mail through the shop's sender, or an
// e-invoice through the operator adapter (the local outbox, or the operator's API when configured).

const OPERATOR_API = {
  EINVOICE_OPERATOR_URL: 'https://operaattori.example/v1/invoices',
  EINVOICE_OPERATOR_TOKEN: 'op-avain',
}

async function invoice(orderNumber: string, extra: Partial<Env> = {}) {
  const res = await operatorCommand('POST', 'invoices', { order_number: orderNumber }, { env: extra })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json<OperatorInvoiceResponse>()
}

interface SendingRow {
  invoice_id: number
  channel: string
  recipient: string
  operator: string | null
  format: string
  message_id: string
  status: string
  attempts: number
  last_error: string | null
}

const sendings = async () =>
  (await env.DB.prepare('SELECT * FROM invoice_sendings ORDER BY invoice_id').all<SendingRow>()).results

const invoiceMails = async () =>
  (
    await env.DB.prepare('SELECT * FROM outbox WHERE attachments IS NOT NULL ORDER BY id').all<{
      to_address: string
      subject: string
      body_text: string
      message_id: string
      attachments: string
    }>()
  ).results

const einvoiceFiles = async () =>
  (
    await env.DB.prepare('SELECT * FROM einvoice_outbox ORDER BY id').all<{
      message_id: string
      invoice_number: string
      recipient: string
      operator: string | null
      format: string
      document: string
    }>()
  ).results

const setChannel = (channel: 'einvoice' | 'email', fields: { address?: string; operator?: string; email?: string }) =>
  env.DB.prepare(
    'UPDATE companies SET invoice_channel = ?, einvoice_address = ?, einvoice_operator = ?, billing_email = ? WHERE id = 1',
  )
    .bind(channel, fields.address ?? null, fields.operator ?? null, fields.email ?? null)
    .run()

function attachedPdf(mail: { attachments: string }) {
  const [file] = JSON.parse(mail.attachments) as { filename: string; content_type: string; base64: string }[]
  return { ...file!, bytes: Uint8Array.from(atob(file!.base64), (ch) => ch.charCodeAt(0)) }
}

beforeEach(async () => {
  await insertTwoRateOrder()
  // The clinic's own purchase order number, given at checkout.
  await env.DB.prepare("UPDATE orders SET customer_reference = 'PO-4411' WHERE id = 1").run()
})

afterEach(() => {
  vi.restoreAllMocks()
})

describe('a company that wants its invoices by e-mail', () => {
  it('mails a new invoice once, its PDF attached and the payment in the text, to the billing e-mail', async () => {
    await setChannel('email', { email: 'kirjanpito@klinikka.fi' })
    const [first, twin] = await Promise.all([invoice('W100001'), invoice('W100001')])
    expect(twin.invoice_number).toBe(first.invoice_number)
    const number = first.invoice_number

    const [sending] = await sendings()
    expect(sending).toMatchObject({
      channel: 'email',
      recipient: 'kirjanpito@klinikka.fi',
      format: 'pdf',
      status: 'sent',
      attempts: 1,
    })
    const mails = await invoiceMails()
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail).toMatchObject({ to_address: 'kirjanpito@klinikka.fi', subject: `Lasku ${number} – VetTarvike Oy` })
    expect(mail!.message_id).toBe(`${sending!.message_id}@localhost`)
    const { reference } = (await env.DB.prepare('SELECT reference FROM invoices WHERE invoice_number = ?')
      .bind(number)
      .first<{ reference: string }>())!
    expect(mail!.body_text).toContain(`liitteenä lasku ${number} (tilaus W100001, oma viite PO-4411)`)
    expect(mail!.body_text).toContain('Maksettava: 67,99\u00a0€')
    expect(mail!.body_text).toContain(`Viitenumero: ${reference}`)
    expect(mail!.body_text).toContain('Tilinumero (IBAN): FI21 1234 5600 0007 85')
    expect(mail!.body_text).toMatch(/Virtuaaliviivakoodi: 4\d{53}/)

    const pdf = attachedPdf(mail!)
    expect(pdf).toMatchObject({ filename: `${number}.pdf`, content_type: 'application/pdf' })
    const document = await PDFDocument.load(pdf.bytes)
    expect(document.getTitle()).toBe(`Lasku ${number}`)
    expect(document.getPageCount()).toBe(1)
    const text = await pdfText(pdf.bytes)
    expect(text).toEqual(
      expect.arrayContaining([
        'LASKU',
        number,
        'PO-4411',
        'Amoksisilliini 250 mg vet',
        'Maksettava yhteensä',
        reference,
      ]),
    )
    expect(text.some((line) => line.startsWith('67,99'))).toBe(true)

    // The hourly run finds nothing more to send.
    expect(await sendDueInvoices(env)).toEqual({ sent: 0, pending: 0, failed: 0 })
    expect(await invoiceMails()).toHaveLength(1)
  })

  it('mails to the user who ordered when the company has given no billing e-mail', async () => {
    await setChannel('email', {})
    await invoice('W100001')
    expect((await invoiceMails()).map((m) => m.to_address)).toEqual(['test@example.fi'])
  })

  it('mails a credit note as its own PDF that names the invoice it credits and asks no payment', async () => {
    await setChannel('email', { email: 'kirjanpito@klinikka.fi' })
    const { invoice_number } = await invoice('W100001')
    const res = await operatorCommand('POST', 'credit-notes', {
      invoice_number,
      claim_reference: 'RK-2026-7',
      lines: [{ line_no: 2, quantity: 1 }],
    })
    const note = await res.json<OperatorCreditNoteResponse>()
    const mails = await invoiceMails()
    expect(mails).toHaveLength(2)
    const mail = mails[1]!
    expect(mail.subject).toBe(`Hyvityslasku ${note.credit_note_number} – VetTarvike Oy`)
    expect(mail.body_text).toContain('Hyvitys: -11,17\u00a0€')
    expect(mail.body_text).toContain(`Hyvitetty lasku: ${invoice_number}`)
    expect(mail.body_text).not.toContain('Virtuaaliviivakoodi')
    const text = await pdfText(attachedPdf(mail).bytes)
    expect(text).toEqual(expect.arrayContaining(['HYVITYSLASKU', note.credit_note_number, 'Hyvitys yhteensä']))
    expect(text.some((line) => line.startsWith(invoice_number))).toBe(true)
    expect(text).not.toContain('Virtuaaliviivakoodi')
  })
})

describe('a company that wants e-invoices', () => {
  it('hands a Finvoice to the operator for an OVT address, once, and mails nothing', async () => {
    await setChannel('einvoice', { address: '003712345671', operator: '003723327487' })
    const [{ invoice_number }] = await Promise.all([invoice('W100001'), invoice('W100001')])
    const files = await einvoiceFiles()
    expect(files).toHaveLength(1)
    const [sending] = await sendings()
    expect(files[0]).toMatchObject({
      message_id: sending!.message_id,
      invoice_number,
      recipient: '003712345671',
      operator: '003723327487',
      format: 'finvoice',
    })
    expect(files[0]!.document).toContain(`<InvoiceNumber>${invoice_number}</InvoiceNumber>`)
    expect(files[0]!.document).toContain('<ToIdentifier>003712345671</ToIdentifier>')
    expect(files[0]!.document).toContain('<BuyerOrganisationUnitNumber>003712345671</BuyerOrganisationUnitNumber>')
    expect(sending).toMatchObject({ channel: 'einvoice', status: 'sent' })
    expect(await invoiceMails()).toEqual([])
  })

  it('sends Peppol BIS Billing for a Peppol id, with no operator', async () => {
    await setChannel('einvoice', { address: '0216:003712345671' })
    const { invoice_number } = await invoice('W100001')
    const [file] = await einvoiceFiles()
    expect(file).toMatchObject({ invoice_number, recipient: '0216:003712345671', operator: null, format: 'peppol' })
    expect(file!.document).toContain('urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0')
    expect(file!.document).toContain(`<cbc:ID>${invoice_number}</cbc:ID>`)
  })

  it('posts to the operator’s API when one is configured, and tries again under the same Idempotency-Key', async () => {
    await setChannel('einvoice', { address: '003712345671', operator: '003723327487' })
    const calls: Request[] = []
    const answers = [503, 503, 202]
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      calls.push(new Request(input, init))
      return new Response('{}', { status: answers[calls.length - 1] ?? 500 })
    })
    const { invoice_number } = await invoice('W100001', OPERATOR_API)
    expect(await sendings()).toMatchObject([
      { status: 'pending', attempts: 1, last_error: 'Error: e-invoice operator answered 503' },
    ])
    expect(await sendDueInvoices({ ...env, ...OPERATOR_API })).toEqual({ sent: 0, pending: 1, failed: 0 })
    // The hourly cron runs the sending too.
    const ctx = createExecutionContext()
    scheduledHousekeeping(
      createScheduledController({ cron: '5 * * * *', scheduledTime: Date.now() }),
      { ...env, ...OPERATOR_API },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(await sendings()).toMatchObject([{ status: 'sent', attempts: 3, last_error: null }])

    expect(calls).toHaveLength(3)
    const [sending] = await sendings()
    for (const call of calls) {
      expect(call.url).toBe(OPERATOR_API.EINVOICE_OPERATOR_URL)
      expect(call.method).toBe('POST')
      expect(call.headers.get('authorization')).toBe('Bearer op-avain')
      expect(call.headers.get('idempotency-key')).toBe(sending!.message_id)
      expect(call.headers.get('x-einvoice-recipient')).toBe('003712345671')
      expect(call.headers.get('x-einvoice-recipient-operator')).toBe('003723327487')
      expect(await call.text()).toContain(`<InvoiceNumber>${invoice_number}</InvoiceNumber>`)
    }
    expect(await einvoiceFiles()).toEqual([])
  })

  it(`gives up after ${MAX_SEND_ATTEMPTS} attempts and leaves the error for the operator`, async () => {
    await setChannel('einvoice', { address: '003712345671', operator: '003723327487' })
    const fetched = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 500 }))
    await invoice('W100001', OPERATOR_API)
    for (let run = 2; run <= MAX_SEND_ATTEMPTS + 1; run++) await sendDueInvoices({ ...env, ...OPERATOR_API })
    expect(fetched).toHaveBeenCalledTimes(MAX_SEND_ATTEMPTS)
    expect(await sendings()).toMatchObject([
      { status: 'failed', attempts: MAX_SEND_ATTEMPTS, last_error: 'Error: e-invoice operator answered 500' },
    ])
  })
})

describe('each invoice once', () => {
  it('two runs at once send a waiting invoice once', async () => {
    await setChannel('einvoice', { address: '003712345671', operator: '003723327487' })
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 503 }))
    await invoice('W100001', OPERATOR_API)
    vi.restoreAllMocks()
    // Without the operator's API configured, the runs hand it to the local outbox.
    const runs = await Promise.all([sendDueInvoices(env), sendDueInvoices(env)])
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1)
    expect(await einvoiceFiles()).toHaveLength(1)
    expect(await sendings()).toMatchObject([{ status: 'sent', attempts: 2 }])
  })

  it('takes over a claim lost with its Worker after the lease, under the same message id', async () => {
    await setChannel('email', { email: 'kirjanpito@klinikka.fi' })
    await invoice('W100001')
    const now = Math.floor(Date.now() / 1000)
    // A Worker that handed the mail over and was lost before marking it sent, its lease still running.
    await env.DB.prepare("UPDATE invoice_sendings SET status = 'sending', claimed_until = ?")
      .bind(now + 300)
      .run()
    expect(await sendDueInvoices(env)).toEqual({ sent: 0, pending: 0, failed: 0 })
    // Its lease has run out: the next run sends again, and the mail is the same mail.
    await env.DB.prepare('UPDATE invoice_sendings SET claimed_until = ?')
      .bind(now - 1)
      .run()
    expect(await sendDueInvoices(env)).toEqual({ sent: 1, pending: 0, failed: 0 })
    expect(await invoiceMails()).toHaveLength(1)
    expect(await sendings()).toMatchObject([{ status: 'sent', attempts: 2 }])
  })

  it('leaves a mail lost with its Worker for a person to check where the mail server keeps no Message-ID', async () => {
    await setChannel('email', { email: 'kirjanpito@klinikka.fi' })
    const sent: unknown[] = []
    const mail = {
      MAIL: { send: async (message: unknown) => void sent.push(message) } as unknown as SendEmail,
      MAIL_FROM: 'laskutus@vettarvike.fi',
    }
    await invoice('W100001', mail)
    expect(sent).toHaveLength(1)
    // Lost between handing the mail over and marking it sent.
    await env.DB.prepare("UPDATE invoice_sendings SET status = 'sending', claimed_until = ?")
      .bind(Math.floor(Date.now() / 1000) - 1)
      .run()
    expect(await sendDueInvoices({ ...env, ...mail })).toEqual({ sent: 0, pending: 0, failed: 0 })
    expect(sent).toHaveLength(1)
    expect(await sendings()).toMatchObject([
      { status: 'failed', last_error: expect.stringContaining('the mail may have gone') },
    ])
  })

  it('gives up a claim lost at the last attempt', async () => {
    await setChannel('einvoice', { address: '003712345671', operator: '003723327487' })
    await invoice('W100001')
    await env.DB.prepare("UPDATE invoice_sendings SET status = 'sending', attempts = ?, claimed_until = ?")
      .bind(MAX_SEND_ATTEMPTS, Math.floor(Date.now() / 1000) - 1)
      .run()
    expect(await sendDueInvoices(env)).toEqual({ sent: 0, pending: 0, failed: 0 })
    expect(await sendings()).toMatchObject([
      {
        status: 'failed',
        attempts: MAX_SEND_ATTEMPTS,
        last_error: `interrupted at the last of ${MAX_SEND_ATTEMPTS} attempts`,
      },
    ])
    expect(await einvoiceFiles()).toHaveLength(1)
  })

  it('lets a sender whose claim was taken over change nothing', async () => {
    await setChannel('einvoice', { address: '003712345671', operator: '003723327487' })
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      // While this sender waits on the operator, its lease runs out and another sender claims it.
      await env.DB.prepare('UPDATE invoice_sendings SET claimed_until = 4102444800').run()
      return new Response('', { status: 500 })
    })
    await invoice('W100001', OPERATOR_API)
    // The failure is not written over the other sender's claim.
    expect(await sendings()).toMatchObject([{ status: 'sending', last_error: null }])
  })

  it('keeps an invoice waiting, its attempts unspent, where nothing is configured to send it', async () => {
    await setChannel('einvoice', { address: '003712345671', operator: '003723327487' })
    // A production deployment without its operator: the local outbox does not count as sent.
    await invoice('W100001', { INVOICE_SENDING: undefined })
    expect(await sendings()).toMatchObject([
      { status: 'pending', attempts: 0, last_error: 'no e-invoice operator is configured (EINVOICE_OPERATOR_URL)' },
    ])
    expect(await einvoiceFiles()).toEqual([])
    expect(
      await sendDueInvoices({
        ...env,
        INVOICE_SENDING: undefined,
        EINVOICE_OPERATOR_URL: 'http://operaattori.example',
      }),
    ).toEqual({
      sent: 0,
      pending: 1,
      failed: 0,
    })
    expect(await sendings()).toMatchObject([{ attempts: 0, last_error: 'EINVOICE_OPERATOR_URL is not an https URL' }])
    // Configured: it goes.
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('', { status: 202 }))
    expect(await sendDueInvoices({ ...env, INVOICE_SENDING: undefined, ...OPERATOR_API })).toEqual({
      sent: 1,
      pending: 0,
      failed: 0,
    })
    // A storefront with the backend bound leaves the cron's sending to the backend.
    await env.DB.prepare("UPDATE invoice_sendings SET status = 'pending'").run()
    const ctx = createExecutionContext()
    scheduledHousekeeping(
      createScheduledController({ cron: '5 * * * *', scheduledTime: Date.now() }),
      { ...env, BACKEND: {} as Fetcher },
      ctx,
    )
    await waitOnExecutionContext(ctx)
    expect(await sendings()).toMatchObject([{ status: 'pending' }])
  })

  it('sends the invoices the shop makes, not those the ERP wrote into the ledger', async () => {
    await insertInvoice({ id: 7, orderId: 1, invoiceNumber: 'L300007', issuedAt: 1_767_225_600, dueDate: '2026-01-15' })
    expect(await sendings()).toEqual([])
    expect(await sendDueInvoices(env)).toEqual({ sent: 0, pending: 0, failed: 0 })
  })
})
