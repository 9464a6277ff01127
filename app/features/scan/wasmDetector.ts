import { BarcodeDetector, prepareZXingModule } from 'barcode-detector/ponyfill'
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url'
import type { BarcodeDetectorClass } from './detector'

/**
 * The ZXing WebAssembly reader (barcode-detector's ponyfill over zxing-wasm), its .wasm file
 * served from the shop's own origin as a build asset: the library's default fetches it from a
 * CDN, which the shop never does (docs/decisions/082-scan-to-order.md). Loaded only when
 * scanning starts (./detector.ts imports this module dynamically).
 */
export async function wasmDetectorClass(): Promise<BarcodeDetectorClass> {
  await prepareZXingModule({
    overrides: { locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) },
    fireImmediately: true,
  })
  return BarcodeDetector as unknown as BarcodeDetectorClass
}
