/**
 * When a code in view counts (docs/decisions/082-scan-to-order.md). A camera reads the same pack
 * many times a second while it is held still: that is one scan. The code counts again once it has
 * been out of view for LEFT_VIEW_MS (the next box of five identical ones), or on "+1".
 */
export const LEFT_VIEW_MS = 1000

export class ScanGate {
  private readonly lastSeen = new Map<string, number>()

  /** A read of `code` at `nowMs`: true when it counts as a new scan. */
  read(code: string, nowMs: number): boolean {
    const last = this.lastSeen.get(code)
    this.lastSeen.set(code, nowMs)
    return last === undefined || nowMs - last >= LEFT_VIEW_MS
  }

  /** Forgets every code: a new scanning session counts the pack in view at once. */
  reset(): void {
    this.lastSeen.clear()
  }
}
