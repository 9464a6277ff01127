/**
 * The text of an uploaded .csv or .txt (docs/decisions/036-history-filters-and-csv-export.md). Finnish Excel saves CSV in Windows-1252
 * unless told otherwise, newer versions UTF-8 with a BOM, and "Unicode text" as UTF-16 with a
 * BOM: a BOM decides; without one the bytes are read as UTF-8 when they are valid UTF-8, else
 * as Windows-1252 (which every byte sequence is), so "Sideharso ä" survives either way.
 */
export function decodeOrderFile(bytes: Uint8Array): string {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return new TextDecoder('utf-8').decode(bytes.subarray(3))
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2))
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2))
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}
