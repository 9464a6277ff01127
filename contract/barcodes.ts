import { parseBarcode } from 'gs1-barcode-parser-mod'

/**
 * What a scanned pack's code says (scan to order and receiving a delivery). One reader for every
 * code a clinic's shelf holds:
 *
 * - a plain EAN-13 / GTIN (8, 12, 13 or 14 digits), its GS1 check digit verified;
 * - a GS1 DataMatrix, GS1-128 or GS1 QR element string: with or without its symbology identifier
 *   (]d2, ]C1, ]Q3), with the group separators (GS, ASCII 29) or the human-readable parenthesised
 *   form. Read by gs1-barcode-parser-mod, a maintained GS1 parser: the application identifiers 01
 *   (GTIN), 10 (batch), 17 (expiry, day 00 meaning the month's last day, the year by the GS1 sliding
 *   window) and 21 (serial) are taken, the others the parser knows are left aside;
 * - the Nordic NTIN, a GTIN-13 704626 + Vnr (6 digits) + check digit, which names a medicine by
 *   its Vnr;
 * - the shop's own SKU printed as Code 128 (e.g. VT-100004).
 *
 * Pure, with no network and no DOM, so the scanner and the server read a code alike.
 */

export type ScannedCode =
  | {
      kind: 'gtin'
      /** GTIN-13 when it has one (a leading 0 of a GTIN-14 dropped), else the GTIN as scanned. */
      gtin: string
      lot?: string
      /** yyyy-mm-dd */
      expiry?: string
      serial?: string
    }
  | { kind: 'ntin'; vnr: string; gtin: string; lot?: string; expiry?: string; serial?: string }
  | { kind: 'sku'; sku: string }
  | { kind: 'invalid'; reason: string }

/** The NTIN prefix (GS1 Norway's range for Nordic article numbers, used by Finnish medicines). */
export const NTIN_PREFIX = '704626'

const GS = '\u001d'

/** GS1 mod-10 check digit over every digit but the last. */
export function hasValidCheckDigit(digits: string): boolean {
  if (!/^\d{8}$|^\d{12,14}$/.test(digits)) return false
  const body = digits.slice(0, -1)
  let sum = 0
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i])
    sum += i % 2 === 0 ? digit * 3 : digit
  }
  return (10 - (sum % 10)) % 10 === Number(digits.at(-1))
}

/** A GTIN as the catalogue keeps it: GTIN-14 with a leading 0 is the GTIN-13 inside. */
const shortGtin = (gtin: string) => (gtin.length === 14 && gtin.startsWith('0') ? gtin.slice(1) : gtin)

function fromGtin(gtin: string, extra: { lot?: string; expiry?: string; serial?: string } = {}): ScannedCode {
  if (!hasValidCheckDigit(gtin)) return { kind: 'invalid', reason: 'Tarkistusnumero ei täsmää.' }
  const short = shortGtin(gtin)
  if (short.length === 13 && short.startsWith(NTIN_PREFIX)) {
    return { kind: 'ntin', vnr: short.slice(6, 12), gtin: short, ...extra }
  }
  return { kind: 'gtin', gtin: short, ...extra }
}

/** A GS1 element string: symbology identifier, FNC1/GS separators or the (AI) text form. */
const looksLikeGs1 = (text: string) =>
  /^\][A-Za-z]\d/.test(text) || text.includes(GS) || /^\(\d{2,4}\)/.test(text) || /^01\d{14}./.test(text)

/** The expiry the parser read (local date fields, as the parser sets them) as yyyy-mm-dd. */
const isoDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`

function fromGs1(text: string): ScannedCode {
  let items: { ai: string; data: unknown }[]
  try {
    // The human-readable form's parentheses are what the parser reads as the "(HRI)" form.
    items = parseBarcode(text).parsedCodeItems
  } catch (error) {
    return { kind: 'invalid', reason: `GS1-koodia ei voitu lukea (${String(error)}).` }
  }
  const value = (ai: string) => items.find((item) => item.ai === ai)?.data
  const gtin = value('01')
  if (typeof gtin !== 'string') return { kind: 'invalid', reason: 'Koodissa ei ole GTIN-numeroa.' }
  const lot = value('10')
  const expiry = value('17')
  const serial = value('21')
  return fromGtin(gtin, {
    ...(typeof lot === 'string' && lot !== '' ? { lot } : {}),
    ...(expiry instanceof Date && !Number.isNaN(expiry.getTime()) ? { expiry: isoDate(expiry) } : {}),
    ...(typeof serial === 'string' && serial !== '' ? { serial } : {}),
  })
}

/** The shop's SKUs: letters, digits, dot, underscore and dash (contract/schemas/lineItem.ts Sku). */
const SKU = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** Reads one scanned (or typed) code. Control characters other than GS are dropped, spaces trimmed. */
export function readScannedCode(raw: string): ScannedCode {
  // Scanners send a stray CR/LF or other control characters; GS (\x1d) is data.
  // A leading GS is the FNC1 that opens a GS1 symbol, as some readers (native ones) hand it over.
  const text = raw
    .replace(/[\u0000-\u001c\u001e-\u001f\u007f]/g, '')
    .trim()
    .replace(/^\u001d+/, '')
  if (text === '') return { kind: 'invalid', reason: 'Koodi puuttuu.' }
  if (/^\d+$/.test(text) && !/^01\d{14}./.test(text)) {
    if (![8, 12, 13, 14].includes(text.length))
      return { kind: 'invalid', reason: 'Numerokoodin pituus ei ole GTIN-koodin.' }
    return fromGtin(text)
  }
  if (looksLikeGs1(text)) return fromGs1(text)
  if (SKU.test(text)) return { kind: 'sku', sku: text.toUpperCase() }
  return { kind: 'invalid', reason: 'Tuntematon koodi.' }
}
