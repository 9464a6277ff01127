import { XMLBuilder } from 'fast-xml-parser'

/**
 * Writing an e-invoice's XML (docs/decisions/084-einvoices.md): a node is an object whose keys
 * are element names in the order the schema asks, `@name` an attribute and `#text` the text. The
 * builder escapes text and attributes; `text` below drops what XML 1.0 cannot carry at all.
 */
export type XmlNode = { [name: string]: XmlValue }
export type XmlValue = string | number | XmlNode | XmlNode[] | string[] | undefined

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  format: true,
  indentBy: '  ',
  suppressEmptyNode: false,
})

/** The document with its declaration. Undefined values are left out, so optional elements are `cond ? x : undefined`. */
export function writeXml(root: XmlNode): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n${builder.build(root) as string}`
}

// Characters XML 1.0 does not allow (C0 controls but tab, LF and CR; lone surrogates; U+FFFE/F).
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

/** Text for an element: what XML cannot carry dropped, whitespace collapsed, cut to the schema's `max` characters. */
export function text(value: string, max = 512): string {
  return [...value.replace(NOT_XML, '').replace(/\s+/g, ' ').trim()].slice(0, max).join('')
}

/** 1234 cents as UBL writes an amount: '12.34'. */
export const ublAmount = (cents: number) => (cents / 100).toFixed(2)

/** 1234 cents as Finvoice writes an amount: '12,34'. */
export const finvoiceAmount = (cents: number) => ublAmount(cents).replace('.', ',')

/** A rate as UBL writes it ('25.5', '10'); Finvoice writes it with a comma. */
export const ublPercent = (rate: number) => String(rate)
export const finvoicePercent = (rate: number) => String(rate).replace('.', ',')

/** yyyy-mm-dd as Finvoice's CCYYMMDD date. */
export const finvoiceDate = (isoDate: string) => ({ '@Format': 'CCYYMMDD', '#text': isoDate.replace(/-/g, '') })
