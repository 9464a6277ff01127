/**
 * spec §8: a failed chunk load (usually a deploy replaced the hashed files) triggers one
 * full page reload. The flag in sessionStorage prevents a reload loop.
 */
const FLAG = 'chunk-reload-at'

export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(window.sessionStorage.getItem(FLAG) ?? 0)
    if (Date.now() - last < 10_000) return
    event.preventDefault()
    window.sessionStorage.setItem(FLAG, String(Date.now()))
    window.location.reload()
  })
}
