import { useRef, useState } from 'react'
import { readScannedCode, type ScannedCode } from '#contract/barcodes'
import { Button } from '../../ui/Button'
import { cameraMessages as t } from './cameraMessages'
import { LEFT_VIEW_MS, ScanGate } from './scanGate'
import { useCameraReader } from './useCameraReader'

/**
 * The scanner's eyes (docs/decisions/082-scan-to-order.md): the rear camera's picture read frame by
 * frame, a photo of a code when there is no camera, and a typed code (or a hand scanner's). Every
 * code that counts goes to `onCode`: from the camera once per pack in view (ScanGate), from a
 * photo or typed every time. A code that cannot be read from a photo or typed goes to `onProblem`;
 * the camera's misreads are ignored.
 */
export function ScanCamera({
  onCode,
  onProblem,
}: {
  onCode: (code: ScannedCode, text: string) => void
  onProblem: (text: string) => void
}) {
  const gate = useRef(new ScanGate())
  /** When each product's GS1 code (DataMatrix, GS1-128) was last in view. */
  const gs1Seen = useRef(new Map<string, number>())
  const [typed, setTyped] = useState('')
  const { video, camera, readImage } = useCameraReader(readFrame)

  /**
   * One camera frame: each code in view counts once (ScanGate). A box printed with both a
   * DataMatrix and a linear EAN-13 is one pack: the plain GTIN of a product whose GS1 code is in
   * view, or was a moment ago, does not count again.
   */
  function readFrame(texts: string[], atMs: number) {
    gate.current.frame(atMs)
    const codes = texts
      .map((text) => ({ text, code: readScannedCode(text) }))
      .filter((read) => read.code.kind !== 'invalid')
      .sort((a, b) => Number(isPlain(a.code)) - Number(isPlain(b.code)))
    for (const { text, code } of codes) {
      const product = productOf(code)
      if (!isPlain(code) && product) gs1Seen.current.set(product, atMs)
      const counts = gate.current.read(text, atMs)
      const sameBox =
        isPlain(code) && product !== null && atMs - (gs1Seen.current.get(product) ?? -Infinity) < LEFT_VIEW_MS
      if (counts && !sameBox) onCode(code, text)
    }
  }

  function read(text: string) {
    const code = readScannedCode(text)
    if (code.kind === 'invalid') onProblem(t.invalid(code.reason))
    else onCode(code, text)
  }

  async function readPhoto(file: File | undefined) {
    if (!file) return
    try {
      const texts = await readImage(file)
      if (texts.length === 0) onProblem(t.photoEmpty)
      for (const text of texts) read(text)
    } catch {
      onProblem(t.photoFailed)
    }
  }

  const unavailable =
    camera.kind === 'unavailable' ? { denied: t.denied, none: t.noCamera, failed: t.failed }[camera.reason] : null
  return (
    <div className="flex flex-col gap-3">
      {unavailable ? (
        <p
          role="alert"
          className="rounded-md bg-warn-50 p-3 text-sm text-warn-900"
          data-testid="scan-camera-unavailable"
        >
          {unavailable}
        </p>
      ) : (
        <div className="relative overflow-hidden rounded-lg bg-ink">
          <video
            ref={video}
            className="aspect-[4/3] w-full object-cover"
            muted
            playsInline
            aria-label={t.video}
            data-testid="scan-video"
          />
          {camera.kind === 'starting' ? (
            <p className="absolute inset-x-0 bottom-2 text-center text-sm text-white">{t.starting}</p>
          ) : null}
        </div>
      )}
      <label className="btn-secondary relative cursor-pointer focus-within:outline-2">
        {t.photo}
        <input
          type="file"
          accept="image/*"
          capture="environment"
          className="absolute inset-0 cursor-pointer opacity-0"
          onChange={(event) => {
            void readPhoto(event.target.files?.[0])
            event.target.value = ''
          }}
          data-testid="scan-photo"
        />
      </label>
      <form
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          if (typed.trim() !== '') read(typed)
          setTyped('')
        }}
      >
        <div className="min-w-0 flex-1">
          <label htmlFor="scan-typed" className="field-label">
            {t.typed}
          </label>
          <input
            id="scan-typed"
            className="field-input w-full"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="scan-typed"
          />
        </div>
        <Button type="submit" variant="secondary">
          {t.typedAdd}
        </Button>
      </form>
    </div>
  )
}

/** A GTIN read from a plain linear code: no lot, expiry or serial with it. */
const isPlain = (code: ScannedCode) =>
  (code.kind === 'gtin' || code.kind === 'ntin') && !code.lot && !code.expiry && !code.serial

/** The GTIN a pack's code names, if any. */
const productOf = (code: ScannedCode) => (code.kind === 'gtin' || code.kind === 'ntin' ? code.gtin : null)
