import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib'
import { finnishDate, formatMoney } from '../../mail/format'
import { einvoiceTotals, type EInvoiceDocument, type EInvoiceLine } from '../einvoice/document'
import { bankBarcode, CREDIT_NOTE_SETTLEMENT_TEXT, PAYMENT_TERMS_TEXT } from '../orders/invoices'

/**
 * An invoice or credit note as an A4 PDF (docs/decisions/085-invoice-sending.md), for the
 * companies that want their invoices by e-mail: what the print view shows, from the same
 * document the e-invoices are written from (../einvoice/document.ts), so the three agree.
 * Drawn with pdf-lib's standard Helvetica (WinAnsi: Finnish letters and the euro sign); a
 * character it cannot draw becomes '?', never an error that would stop the sending.
 */

const A4: [number, number] = [595.28, 841.89]
const MARGIN = 48
const INK = rgb(0.1, 0.12, 0.16)
const MUTED = rgb(0.38, 0.42, 0.48)
const RULE = rgb(0.82, 0.84, 0.87)
/** Below this the table continues on a new page, leaving room for the footer. */
const TABLE_BOTTOM = 96

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

const euros = (cents: number, currency: string) => formatMoney(cents / 100, currency)
const percent = (rate: number) => `${String(rate).replace('.', ',')} %`

/** The text as the font can draw it: unknown characters as '?', line breaks as spaces. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet())
  return [...text.replace(/\s+/g, ' ')].map((ch) => (known.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('')
}

/** The text cut with an ellipsis to fit the width. */
function fit(font: PDFFont, text: string, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text
  let cut = text
  while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}…`
}

class Writer {
  page: PDFPage
  y: number

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly footer: string,
  ) {
    this.page = this.newPage()
    this.y = A4[1] - MARGIN
  }

  newPage(): PDFPage {
    const page = this.pdf.addPage(A4)
    const text = drawable(this.fonts.regular, this.footer)
    page.drawText(text, { x: MARGIN, y: 40, size: 8, font: this.fonts.regular, color: MUTED })
    page.drawLine({ start: { x: MARGIN, y: 54 }, end: { x: A4[0] - MARGIN, y: 54 }, thickness: 0.5, color: RULE })
    this.page = page
    this.y = A4[1] - MARGIN
    return page
  }

  text(value: string, x: number, options: { size?: number; bold?: boolean; right?: number; color?: typeof INK } = {}) {
    const size = options.size ?? 9
    const font = options.bold ? this.fonts.bold : this.fonts.regular
    const text = drawable(font, value)
    const at = options.right === undefined ? x : options.right - font.widthOfTextAtSize(text, size)
    this.page.drawText(text, { x: at, y: this.y, size, font, color: options.color ?? INK })
  }

  fitted(value: string, x: number, width: number, size = 9) {
    this.text(fit(this.fonts.regular, drawable(this.fonts.regular, value), size, width), x, { size })
  }

  /** Text wrapped at word breaks to the width, line by line. */
  paragraph(value: string, x: number, width: number, size = 9) {
    const font = this.fonts.regular
    let line = ''
    for (const word of drawable(font, value).split(' ')) {
      const next = line ? `${line} ${word}` : word
      if (line && font.widthOfTextAtSize(next, size) > width) {
        this.text(line, x, { size })
        this.down(12)
        line = word
      } else line = next
    }
    if (line) this.text(line, x, { size })
    this.down(13)
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: A4[0] - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    })
  }

  down(points: number) {
    this.y -= points
  }
}

/** Label–value rows, the labels muted. */
function facts(w: Writer, rows: [string, string][], x: number, valueX: number) {
  for (const [label, value] of rows) {
    w.text(label, x, { color: MUTED })
    w.text(value, valueX)
    w.down(13)
  }
}

const RIGHT = A4[0] - MARGIN
const COLUMNS = { product: MARGIN, quantity: 330, unit: 400, vat: 450, total: RIGHT }

function tableHeader(w: Writer) {
  w.text('Tuote', COLUMNS.product, { bold: true, size: 8 })
  w.text('Määrä', 0, { bold: true, size: 8, right: COLUMNS.quantity })
  w.text('À-hinta (alv 0)', 0, { bold: true, size: 8, right: COLUMNS.unit })
  w.text('Alv', 0, { bold: true, size: 8, right: COLUMNS.vat })
  w.text('Yhteensä (alv 0)', 0, { bold: true, size: 8, right: COLUMNS.total })
  w.down(6)
  w.rule()
  w.down(13)
}

function lineRow(w: Writer, line: EInvoiceLine, currency: string, sign: number) {
  const codes = [line.sku, line.gtin ? `EAN ${line.gtin}` : '', line.vnr ? `Vnr ${line.vnr}` : ''].filter(Boolean)
  w.fitted(line.name, COLUMNS.product, COLUMNS.quantity - COLUMNS.product - 50)
  w.text(String(line.quantity), 0, { right: COLUMNS.quantity })
  w.text(euros(line.unitPriceCents, currency), 0, { right: COLUMNS.unit })
  w.text(percent(line.vatRate), 0, { right: COLUMNS.vat })
  w.text(euros(sign * line.netCents, currency), 0, { right: COLUMNS.total })
  w.down(11)
  w.text(codes.join(' · '), COLUMNS.product, { size: 7.5, color: MUTED })
  w.down(15)
}

function header(w: Writer, doc: EInvoiceDocument) {
  const { seller, buyer } = doc
  const isCredit = doc.kind === 'credit_note'
  w.text(seller.name, MARGIN, { size: 15, bold: true })
  w.text(isCredit ? 'HYVITYSLASKU' : 'LASKU', 0, { size: 15, bold: true, right: RIGHT })
  w.down(20)
  const top = w.y
  for (const line of [seller.street, `${seller.postcode} ${seller.city}`, `Y-tunnus ${seller.businessId}`]) {
    w.text(line, MARGIN, { color: MUTED })
    w.down(12)
  }
  w.down(14)
  w.text(isCredit ? 'Hyvitetään' : 'Laskutetaan', MARGIN, { bold: true })
  w.down(13)
  for (const line of [
    buyer.name,
    buyer.street,
    `${buyer.postcode} ${buyer.city}`.trim(),
    `Y-tunnus ${buyer.businessId}`,
  ]) {
    if (!line) continue
    w.text(line, MARGIN)
    w.down(12)
  }
  const left = w.y
  w.y = top
  facts(
    w,
    [
      [isCredit ? 'Hyvityslaskun numero' : 'Laskun numero', doc.number],
      ['Päivämäärä', finnishDate(doc.issueDate)],
      ...(isCredit && doc.credits
        ? ([['Hyvittää laskun', `${doc.credits.number} (${finnishDate(doc.credits.issueDate)})`]] as [string, string][])
        : ([
            ['Eräpäivä', finnishDate(doc.dueDate)],
            ['Maksuehto', PAYMENT_TERMS_TEXT],
          ] as [string, string][])),
      ['Viitenumero', doc.reference],
      ['Asiakasnumero', buyer.customerNumber],
      ...(doc.orderNumber ? ([['Tilausnumero', doc.orderNumber]] as [string, string][]) : []),
      ...(doc.buyerOrderReference ? ([['Oma viitteenne', doc.buyerOrderReference]] as [string, string][]) : []),
      ...(doc.deliveryDate ? ([['Toimituspäivä', finnishDate(doc.deliveryDate)]] as [string, string][]) : []),
    ],
    330,
    430,
  )
  w.y = Math.min(w.y, left) - 16
}

function totalsBlock(w: Writer, doc: EInvoiceDocument, sign: number) {
  const totals = einvoiceTotals(doc)
  const label = 400
  const row = (name: string, cents: number, bold = false) => {
    w.text(name, label, { bold, right: COLUMNS.vat + 10 })
    w.text(euros(sign * cents, doc.currency), 0, { bold, right: RIGHT })
    w.down(13)
  }
  w.rule()
  w.down(14)
  row('Veroton yhteensä', totals.netCents)
  for (const vat of totals.vat) {
    row(`Alv ${percent(vat.rate)} (peruste ${euros(sign * vat.taxableCents, doc.currency)})`, vat.taxCents)
  }
  if (totals.roundingCents !== 0) row('Pyöristys', totals.roundingCents)
  row(doc.kind === 'credit_note' ? 'Hyvitys yhteensä' : 'Maksettava yhteensä', totals.payableCents, true)
}

function paymentBlock(w: Writer, doc: EInvoiceDocument) {
  const { seller } = doc
  w.down(10)
  w.text('Maksutiedot', MARGIN, { bold: true })
  w.down(14)
  if (doc.kind === 'credit_note') {
    w.paragraph(CREDIT_NOTE_SETTLEMENT_TEXT, MARGIN, RIGHT - MARGIN)
    return
  }
  facts(
    w,
    [
      ['Saaja', seller.name],
      ['Tilinumero (IBAN)', seller.iban.replace(/(.{4})(?=.)/g, '$1 ')],
      ['BIC', seller.bic],
      ['Viitenumero', doc.reference],
      ['Eräpäivä', finnishDate(doc.dueDate)],
      ['Summa', euros(doc.payableCents, doc.currency)],
      ['Virtuaaliviivakoodi', bankBarcode(seller.iban, doc.payableCents, doc.reference, doc.dueDate)],
    ],
    MARGIN,
    150,
  )
}

export async function invoicePdf(doc: EInvoiceDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  const isCredit = doc.kind === 'credit_note'
  pdf.setTitle(`${isCredit ? 'Hyvityslasku' : 'Lasku'} ${doc.number}`)
  pdf.setAuthor(doc.seller.name)
  pdf.setLanguage('fi-FI')
  const issued = new Date(`${doc.issueDate}T12:00:00Z`)
  pdf.setCreationDate(issued)
  pdf.setModificationDate(issued)
  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  }
  const footer = [
    doc.seller.name,
    `Y-tunnus ${doc.seller.businessId}`,
    `ALV-nro ${doc.seller.vatNumber}`,
    `Verkkolaskuosoite ${doc.seller.ovt} (${doc.seller.einvoiceOperator})`,
  ].join(' · ')
  const w = new Writer(pdf, fonts, footer)
  header(w, doc)
  tableHeader(w)
  const sign = isCredit ? -1 : 1
  for (const line of doc.lines) {
    if (w.y < TABLE_BOTTOM + 30) {
      w.newPage()
      tableHeader(w)
    }
    lineRow(w, line, doc.currency, sign)
  }
  // The totals and the payment details stay together on one page.
  if (w.y < TABLE_BOTTOM + 220) w.newPage()
  totalsBlock(w, doc, sign)
  paymentBlock(w, doc)
  return pdf.save()
}
