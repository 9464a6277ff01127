/**
 * Ends the current task and resumes in a new one, so a first load's work comes in slices the
 * browser can paint and answer input between (docs/decisions/051-hydration-slices.md).
 * `scheduler.yield()` resumes ahead of other queued tasks where the browser has it; elsewhere a
 * message on a fresh channel resumes as soon as the queue reaches it (a `setTimeout(0)` may be
 * clamped to 4 ms and more).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}
