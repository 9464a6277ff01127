/**
 * When a code in view counts (docs/decisions/082-scan-to-order.md). A camera reads the same pack
 * many times a second while it is held still: that is one scan. The code counts again once it has
 * been out of view for LEFT_VIEW_MS (the next box of five identical ones), or on "+1". On a slow
 * phone whose frames come further apart, "out of view" is at least three frames, so a pack held
 * still never counts twice because each read of it took long.
 */
export const LEFT_VIEW_MS = 1000
const FRAMES_OUT_OF_VIEW = 3

export class ScanGate {
  private readonly lastSeen = new Map<string, number>()
  private lastFrame: number | null = null
  private frameGap = 0

  /** A camera frame was read at `nowMs` (whatever it held). */
  frame(nowMs: number): void {
    if (this.lastFrame !== null) this.frameGap = nowMs - this.lastFrame
    this.lastFrame = nowMs
  }

  /** A read of `code` at `nowMs`: true when it counts as a new scan. */
  read(code: string, nowMs: number): boolean {
    const last = this.lastSeen.get(code)
    this.lastSeen.set(code, nowMs)
    return last === undefined || nowMs - last >= Math.max(LEFT_VIEW_MS, FRAMES_OUT_OF_VIEW * this.frameGap)
  }

  /** Forgets every code: a new scanning session counts the pack in view at once. */
  reset(): void {
    this.lastSeen.clear()
  }
}
