/**
 * The build's id (vite.config.ts): part of the service worker's URL, so every deploy installs
 * a new worker that drops the previous build's cached files (docs/decisions/017).
 */
const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev'

/** spec §7: a service worker at /sw.js with scope /; unsupported browsers are ignored (spec §8). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return
  const register = () => {
    navigator.serviceWorker.register(`/sw.js?v=${encodeURIComponent(BUILD_ID)}`, { scope: '/' }).catch(() => undefined)
  }
  // Called after hydration, when `load` has usually fired already: waiting for it then would
  // wait for ever. Otherwise wait, so the worker's install does not compete with the page.
  if (document.readyState === 'complete') register()
  else window.addEventListener('load', register, { once: true })
}
