/*
 * The shop's service worker (spec §7, ARCHITECTURE decision 10, docs/decisions/017): caches
 * only the hashed build files under /assets/ (immutable by name) for repeat visits. It never
 * caches HTML, /api or anything else, so nothing per user is ever stored on the device.
 *
 * A deploy replaces it: the app registers `/sw.js?v=<build id>`, a new script URL per build,
 * so the browser installs this worker again; it takes over at once (skipWaiting, claim) and
 * deletes the caches of earlier builds.
 */
const VERSION = new URL(self.location.href).searchParams.get('v') || 'dev'
const CACHE = `assets-${VERSION}`

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

const cacheable = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/')

self.addEventListener('fetch', (event) => {
  const request = event.request
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (!cacheable(url)) return
  event.respondWith(
    caches.open(CACHE).then(async (cache) => {
      const hit = await cache.match(request)
      if (hit) return hit
      const response = await fetch(request)
      if (response.ok && response.type === 'basic') cache.put(request, response.clone())
      return response
    }),
  )
})
