/**
 * Starts a page's client JS only after the browser has painted the server-rendered page
 * (docs/decisions/026-largest-paint.md). Start writes `<link rel="modulepreload">` for every
 * chunk of the first load into <head> and the entry as `<script type="module" async>`, so about
 * 150 KB gzip of JS is fetched alongside the stylesheet, before the first paint. The page is
 * readable without it: every product name, price slot and link is in the HTML. Fetched after
 * the first frame, the JS no longer competes with the HTML and the CSS for a phone's bandwidth,
 * and the largest paint no longer waits for it (Lighthouse counted every script that had
 * finished loading before the paint as a cost of that paint).
 *
 * The preloads are collected and removed as the head streams past, and the entry script is
 * replaced by a nonce'd inline loader that adds both once the browser reports the first
 * contentful paint (or after FALLBACK_MS when it reports none). The loader removes itself, as
 * Start's own bootstrap scripts do, so hydration finds the body it rendered.
 */

/** A page that reports no paint (a background tab, a browser without paint timing) loads its JS after this. */
export const FALLBACK_MS = 3000

/** The attribute the loader carries: a test or a reader can tell it from Start's own scripts. */
export const CLIENT_LOADER_ATTR = 'data-client-loader'

/** Rewrites a streamed HTML page; chunks pass through as they come (HTMLRewriter streams). */
export function deferClientScripts(page: Response, nonce: string): Response {
  const preloads: string[] = []
  return new HTMLRewriter()
    .on('link[rel="modulepreload"][href]', {
      element(link) {
        const href = link.getAttribute('href')
        if (href) preloads.push(href)
        link.remove()
      },
    })
    .on('script[type="module"][src]', {
      element(script) {
        const src = script.getAttribute('src')
        if (!src) return
        script.replace(loaderScript(src, preloads, nonce), { html: true })
      },
    })
    .transform(page)
}

function loaderScript(src: string, preloads: string[], nonce: string): string {
  const args = [src, preloads.filter((href) => href !== src), nonce, FALLBACK_MS].map(inlineJson).join(',')
  // The browser reports the first contentful paint once that frame is on screen; where it does
  // not (an old browser, a tab opened in the background), a timer starts the JS anyway.
  const code =
    '(function(s,p,n,t){var d=0;function add(e){e.nonce=n;document.head.appendChild(e)}' +
    'function go(){if(d)return;d=1;p.forEach(function(h){var l=document.createElement("link");' +
    'l.rel="modulepreload";l.href=h;l.fetchPriority="low";add(l)});var e=document.createElement("script");' +
    'e.type="module";e.async=true;e.src=s;add(e)}setTimeout(go,t);try{new PerformanceObserver(function(l,o){' +
    'if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}})' +
    '.observe({type:"paint",buffered:true})}catch(x){go()}})' +
    `(${args});document.currentScript.remove()`
  return `<script nonce="${nonce}" ${CLIENT_LOADER_ATTR}="">${code}</script>`
}

/** JSON safe inside <script>: no `</script>` or `<!--` can close or comment it. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
