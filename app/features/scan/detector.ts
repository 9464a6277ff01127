/**
 * The barcode reader of scanning (docs/decisions/082-scan-to-order.md): the browser's own
 * BarcodeDetector where it reads the codes a pack carries, else the ZXing WebAssembly reader
 * served from the shop's own origin, loaded on the first scan (never on a page's first load).
 */

/** The symbologies on a clinic's shelf: EAN/UPC, GS1 DataMatrix, GS1-128 and the shop's Code 128, GS1 QR. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'data_matrix', 'qr_code'] as const

/** What scanning needs of a reader: the codes' texts in an image or a video frame. */
export interface CodeReader {
  read(source: ImageBitmapSource): Promise<string[]>
}

/** The part of the BarcodeDetector API (native or the polyfill's) the reader uses. */
export interface BarcodeDetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>
}
export interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<readonly string[]>
}

/** A reader over a BarcodeDetector class, asking for the formats it supports of ours. */
export async function readerOf(Detector: BarcodeDetectorClass): Promise<CodeReader | null> {
  const supported = await Detector.getSupportedFormats()
  const formats = SCAN_FORMATS.filter((format) => supported.includes(format))
  // A native detector without DataMatrix or EAN-13 misses the codes that matter most.
  if (!formats.includes('data_matrix') || !formats.includes('ean_13')) return null
  const detector = new Detector({ formats })
  return {
    async read(source) {
      const found = await detector.detect(source)
      return found.map((code) => code.rawValue).filter((text) => text !== '')
    },
  }
}

/** The browser's BarcodeDetector when it reads our codes, else the WebAssembly reader. */
export async function createReader(
  scope = globalThis as unknown as { BarcodeDetector?: BarcodeDetectorClass },
): Promise<CodeReader> {
  if (scope.BarcodeDetector) {
    const native = await readerOf(scope.BarcodeDetector).catch(() => null)
    if (native) return native
  }
  const { wasmDetectorClass } = await import('./wasmDetector')
  const reader = await readerOf(await wasmDetectorClass())
  if (!reader) throw new Error('barcode reader without DataMatrix')
  return reader
}
