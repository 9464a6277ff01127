/*
 * The shop's service worker (spec §7, ARCHITECTURE decision 10): caches only hashed static
 * assets (/assets/*, immutable by name) and product illustrations for repeat visits. It never
 * caches HTML or /api, so nothing per-user is ever stored on the device.
 */
const CACHE = 'static-v1'

self.addEventListener('install', () => self.skipWaiting())

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  )
})

const cacheable = (url) =>
  url.origin === self.location.origin && (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/media/'))

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
