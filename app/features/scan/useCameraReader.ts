import { useEffect, useRef, useState } from 'react'
import { createReader, type CodeReader } from './detector'

/** How often a video frame is read: fast enough for a hand, light enough for an old phone. */
const FRAME_MS = 150

export type CameraState =
  { kind: 'starting' } | { kind: 'live' } | { kind: 'unavailable'; reason: 'denied' | 'none' | 'failed' }

/**
 * The rear camera read frame by frame while the scanner is open (docs/decisions/082-scan-to-order.md):
 * the texts of each frame go to `onFrame`; the camera stops when the scanner closes, or when the
 * reader cannot be loaded. The reader is created once and also reads photos (`readImage`), for a
 * phone without a camera permission.
 */
export function useCameraReader(onFrame: (texts: string[], atMs: number) => void) {
  const video = useRef<HTMLVideoElement>(null)
  const reader = useRef<Promise<CodeReader> | null>(null)
  const latest = useRef(onFrame)
  latest.current = onFrame
  const [camera, setCamera] = useState<CameraState>({ kind: 'starting' })

  const readerOnce = () =>
    (reader.current ??= createReader().catch((error: unknown) => {
      // A chunk or the .wasm that failed to load is tried again next time.
      reader.current = null
      throw error
    }))

  useEffect(() => {
    let stopped = false
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = async (codes: CodeReader) => {
      const element = video.current
      if (stopped || !element) return
      if (element.readyState >= 2) {
        const texts = await codes.read(element).catch(() => [])
        if (stopped) return
        latest.current(texts, Date.now())
      }
      timer = setTimeout(() => void frame(codes), FRAME_MS)
    }
    void (async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setCamera({ kind: 'unavailable', reason: 'none' })
        return
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        })
      } catch (error) {
        const name = error instanceof DOMException ? error.name : ''
        if (!stopped) {
          setCamera({
            kind: 'unavailable',
            reason: name === 'NotAllowedError' ? 'denied' : name === 'NotFoundError' ? 'none' : 'failed',
          })
        }
        return
      }
      const element = video.current
      if (stopped || !element) {
        stream.getTracks().forEach((track) => track.stop())
        return
      }
      element.srcObject = stream
      await element.play().catch(() => undefined)
      setCamera({ kind: 'live' })
      try {
        void frame(await readerOnce())
      } catch {
        // No reader: the camera light goes off with the picture.
        stream.getTracks().forEach((track) => track.stop())
        if (!stopped) setCamera({ kind: 'unavailable', reason: 'failed' })
      }
    })()
    return () => {
      stopped = true
      clearTimeout(timer)
      stream?.getTracks().forEach((track) => track.stop())
    }
  }, [])

  /** The codes of a photo (the file picker's camera or a saved picture). */
  async function readImage(file: Blob): Promise<string[]> {
    const codes = await readerOnce()
    const bitmap = await createImageBitmap(file)
    try {
      return await codes.read(bitmap)
    } finally {
      bitmap.close()
    }
  }

  return { video, camera, readImage }
}
