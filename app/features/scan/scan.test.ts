import { describe, expect, it } from 'vitest'
import { readScannedCode } from '../../../contract/barcodes'
import { createReader, readerOf, SCAN_FORMATS, type BarcodeDetectorClass } from './detector'
import { LEFT_VIEW_MS, ScanGate } from './scanGate'
import { addScan, expiryWarning, orderCodeOf, type ScannableRow } from '../quickorder/scan/scannedRows'

// Scanning into quick order (docs/decisions/082-scan-to-order.md): when a code in view counts,
// what a counted scan does to the rows, and the native BarcodeDetector's adapter (Linux Chromium
// has none, so the journeys drive the WebAssembly reader and this covers the native path).

describe('a code in view counts once, and again after leaving the frame', () => {
  it('counts a pack held still once, however many frames read it', () => {
    const gate = new ScanGate()
    const counted = [0, 150, 300, 450, 900, 1500].map((t) => gate.read('6430000000104', t))
    expect(counted).toEqual([true, false, false, false, false, false])
  })

  it('counts the next identical box once the first was out of view for a second', () => {
    const gate = new ScanGate()
    expect(gate.read('A', 0)).toBe(true)
    expect(gate.read('A', 100)).toBe(false)
    // Out of view from 100 ms on; back at 100 + LEFT_VIEW_MS.
    expect(gate.read('A', 100 + LEFT_VIEW_MS - 1)).toBe(false)
    expect(gate.read('A', 100 + LEFT_VIEW_MS - 1 + LEFT_VIEW_MS)).toBe(true)
  })

  it('on a slow phone, whose frames come a second apart, still counts a pack held still once', () => {
    const gate = new ScanGate()
    const counted = [0, 1100, 2200, 3300].map((t) => {
      gate.frame(t)
      return gate.read('A', t)
    })
    expect(counted).toEqual([true, false, false, false])
    // Three frames without it, and it is a new box.
    for (const t of [4400, 5500, 6600]) gate.frame(t)
    gate.frame(7700)
    expect(gate.read('A', 7700)).toBe(true)
  })

  it('counts two different codes in the same frame each once', () => {
    const gate = new ScanGate()
    expect([gate.read('A', 0), gate.read('B', 0), gate.read('A', 100), gate.read('B', 100)]).toEqual([
      true,
      true,
      false,
      false,
    ])
    gate.reset()
    expect(gate.read('A', 200)).toBe(true)
  })
})

describe('a counted scan onto the quick order’s rows', () => {
  let seq = 0
  const row = (code = '', quantity = '1'): ScannableRow => ({ key: `r${++seq}`, code, quantity })
  const newRow = () => row()

  it('names the product by GTIN, by the Vnr of an NTIN, or by SKU', () => {
    expect(orderCodeOf(readScannedCode('6430009000017'))).toBe('6430009000017')
    expect(orderCodeOf(readScannedCode('7046261234566'))).toBe('123456')
    expect(orderCodeOf(readScannedCode('vt-100004'))).toBe('VT-100004')
    expect(orderCodeOf(readScannedCode('6430009000018'))).toBeNull()
  })

  it('fills the first empty row, then adds one per scan and keeps each lot’s count', () => {
    const matrix = (lot: string) => readScannedCode(`]d2010643000900001717280131\u001d10${lot}`)
    let rows = [row('HOI-1001', '2'), row(), row()]
    const first = addScan(rows, matrix('AB12'), newRow)!
    rows = first.rows
    expect(rows[1]).toMatchObject({
      code: '6430009000017',
      quantity: '1',
      scans: [{ lot: 'AB12', expiry: '2028-01-31', count: 1 }],
    })
    rows = addScan(rows, matrix('AB12'), newRow)!.rows
    rows = addScan(rows, matrix('CD34'), newRow)!.rows
    expect(rows[1]).toMatchObject({
      quantity: '3',
      scans: [
        { lot: 'AB12', expiry: '2028-01-31', count: 2 },
        { lot: 'CD34', expiry: '2028-01-31', count: 1 },
      ],
    })
    expect(rows[0]).toMatchObject({ code: 'HOI-1001', quantity: '2' })
    // A typed row of the same product is the same row.
    const typed = addScan([row('hoi-1001', '2')], readScannedCode('HOI-1001'), newRow)!
    expect(typed.rows).toHaveLength(1)
    expect(typed.rows[0]).toMatchObject({ quantity: '3' })
    // No empty row left: a new one at the end.
    const full = addScan([row('HOI-1001')], readScannedCode('6430009000017'), newRow)!
    expect(full.rows.map((r) => r.code)).toEqual(['HOI-1001', '6430009000017'])
    expect(full.key).toBe(full.rows[1]!.key)
  })

  it('adds nothing for a code that names no product', () => {
    expect(addScan([row()], readScannedCode('not a code !'), newRow)).toBeNull()
  })

  it('warns of a pack past its date, or within 90 days of it', () => {
    expect(expiryWarning('2026-11-27', '2026-11-28')).toBe('expired')
    expect(expiryWarning('2026-11-28', '2026-11-28')).toBe('short')
    expect(expiryWarning('2027-02-26', '2026-11-28')).toBe('short')
    expect(expiryWarning('2027-02-27', '2026-11-28')).toBeNull()
    expect(expiryWarning(undefined, '2026-11-28')).toBeNull()
  })
})

describe('the native BarcodeDetector', () => {
  /** A BarcodeDetector as a browser has it: supported formats, and detect() over an image. */
  function nativeClass(supported: readonly string[], found: string[]) {
    const made: { formats: string[] }[] = []
    class Native {
      constructor(options: { formats: string[] }) {
        made.push(options)
      }
      static getSupportedFormats() {
        return Promise.resolve(supported)
      }
      detect() {
        return Promise.resolve(found.map((rawValue) => ({ rawValue, format: 'data_matrix' })))
      }
    }
    return { Native: Native as unknown as BarcodeDetectorClass, made }
  }

  it('is used where it reads DataMatrix and EAN-13, asked for the formats it has of ours', async () => {
    const { Native, made } = nativeClass(
      ['aztec', 'data_matrix', 'ean_13', 'qr_code', 'code_128'],
      ['\u001d010643000900001717280131\u001d10AB12', ''],
    )
    const reader = await createReader({ BarcodeDetector: Native })
    expect(made).toEqual([{ formats: ['ean_13', 'code_128', 'data_matrix', 'qr_code'] }])
    const texts = await reader.read({} as ImageBitmapSource)
    expect(texts).toEqual(['\u001d010643000900001717280131\u001d10AB12'])
    expect(readScannedCode(texts[0]!)).toMatchObject({ kind: 'gtin', gtin: '6430009000017', lot: 'AB12' })
  })

  it('is not used without DataMatrix: the reader falls back', async () => {
    const { Native } = nativeClass(['qr_code', 'ean_13'], [])
    expect(await readerOf(Native)).toBeNull()
    expect(SCAN_FORMATS).toContain('data_matrix')
  })
})
