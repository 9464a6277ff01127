import { decodeOrderFile } from './decodeOrderFile'
import { quickOrderMessages as t } from './quickOrderMessages'

export { decodeOrderFile }

/** Files larger than this are refused before they are read (spec §10). */
export const MAX_ORDER_FILE_BYTES = 1024 * 1024

export type FileRead = { ok: true; text: string } | { ok: false; message: string }

export async function readOrderFile(file: File): Promise<FileRead> {
  if (!/\.(csv|txt)$/i.test(file.name)) return { ok: false, message: t.fileType }
  if (file.size > MAX_ORDER_FILE_BYTES) return { ok: false, message: t.fileTooLarge }
  const text = decodeOrderFile(new Uint8Array(await file.arrayBuffer()))
  // UTF-16 without a BOM reads as text full of NULs: say so rather than show nonsense.
  if (text.includes('\u0000')) return { ok: false, message: t.fileEncoding }
  return { ok: true, text }
}
