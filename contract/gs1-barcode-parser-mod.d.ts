/**
 * The part of gs1-barcode-parser-mod (CommonJS, no types of its own) that contract/barcodes.ts
 * uses: parseBarcode throws a string or an Error on a code it cannot read.
 */
declare module 'gs1-barcode-parser-mod' {
  export interface ParsedElement {
    ai: string
    dataTitle: string
    /** A string, a number, or a Date for the date elements (set in local time). */
    data: unknown
    raw: string
  }
  export function parseBarcode(code: string): { codeName: string; parsedCodeItems: ParsedElement[] }
}
