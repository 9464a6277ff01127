import { quickOrderMessages as t } from './quickOrderMessages'

/** Files larger than this are refused before they are read (spec §10). */
export const MAX_ORDER_FILE_BYTES = 1024 * 1024

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
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

export type FileRead = { ok: true; text: string } | { ok: false; message: string }

export async function readOrderFile(file: File): Promise<FileRead> {
  if (!/\.(csv|txt)$/i.test(file.name)) return { ok: false, message: t.fileType }
  if (file.size > MAX_ORDER_FILE_BYTES) return { ok: false, message: t.fileTooLarge }
  const text = decodeOrderFile(new Uint8Array(await file.arrayBuffer()))
  // UTF-16 without a BOM reads as text full of NULs: say so rather than show nonsense.
  if (text.includes('\u0000')) return { ok: false, message: t.fileEncoding }
  return { ok: true, text }
}
