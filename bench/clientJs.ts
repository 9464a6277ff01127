import { readdirSync, readFileSync } from 'node:fs'
import { join, posix } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'

/** docs/architecture.md §14: a hello-world Start + Query page ships 123 KB gzip; §13 allows 1.3×. */
export const FRAMEWORK_FLOOR_KB = 123
export const JS_BUDGET_KB = Math.round(FRAMEWORK_FLOOR_KB * 1.3 * 10) / 10
/**
 * The home page, the shop's most visited first load, ships at most 141.5 KB gzip: 140 until the
 * trust work's link and scope checks, 140.5 until every product card said its availability
 * (docs/decisions/030-home-js.md, addenda).
 */
export const HOME_JS_BUDGET_KB = 141.5

interface ManifestRoute {
  children?: string[]
  preloads?: string[]
  scripts?: { attrs?: { src?: string } }[]
}

export interface RouteJs {
  /** The URL pattern, e.g. `/account/login` (pathless layout segments removed). */
  route: string
  routeId: string
  files: string[]
  gzipKB: number
  rawKB: number
}

export interface ClientJsReport {
  routes: RouteJs[]
  /** Client JS that no first load needs (lazy chunks). */
  lazy: { files: string[]; gzipKB: number }
}

const STATIC_IMPORT = /\b(?:import|from)\s*["']([^"']+\.js)["']/g

/**
 * Client JS of each route's first load: the Start manifest (dist/server/assets) lists the
 * preloads of the root, the layouts and the route; their static imports are followed in
 * dist/client. Dynamic `import()`s are lazy and not counted.
 */
export async function measureClientJs(dist = 'dist'): Promise<ClientJsReport> {
  const clientDir = join(dist, 'client')
  const routes = await loadManifest(join(dist, 'server', 'assets'))
  const parentOf = new Map<string, string>()
  for (const [id, route] of Object.entries(routes)) for (const child of route.children ?? []) parentOf.set(child, id)

  const sizes = new Map<string, { raw: number; gzip: number; imports: string[] }>()
  const asset = (url: string) => {
    let entry = sizes.get(url)
    if (!entry) {
      const code = readFileSync(join(clientDir, url))
      const imports = [...code.toString('utf8').matchAll(STATIC_IMPORT)].map((m) =>
        posix.normalize(posix.join(posix.dirname(url), m[1] ?? '')),
      )
      entry = { raw: code.byteLength, gzip: gzipSync(code).byteLength, imports }
      sizes.set(url, entry)
    }
    return entry
  }
  const closure = (entries: string[]) => {
    const seen = new Set<string>()
    const visit = (url: string) => {
      if (seen.has(url) || !url.endsWith('.js')) return
      seen.add(url)
      asset(url).imports.forEach(visit)
    }
    entries.forEach(visit)
    return [...seen].sort()
  }

  const leaves = Object.entries(routes).filter(([id, r]) => id !== '__root__' && !(r.children?.length ?? 0))
  const result: RouteJs[] = leaves.map(([id]) => {
    const entries: string[] = []
    for (let cur: string | undefined = id; cur; cur = parentOf.get(cur)) {
      const r = routes[cur]
      entries.push(...(r?.preloads ?? []), ...(r?.scripts ?? []).map((s) => s.attrs?.src ?? '').filter(Boolean))
    }
    const root = routes.__root__
    entries.push(...(root?.preloads ?? []), ...(root?.scripts ?? []).map((s) => s.attrs?.src ?? '').filter(Boolean))
    const files = closure(entries)
    const sum = (key: 'raw' | 'gzip') => kb(files.reduce((n, f) => n + asset(f)[key], 0))
    return { route: routePath(id), routeId: id, files, gzipKB: sum('gzip'), rawKB: sum('raw') }
  })

  const firstLoad = new Set(result.flatMap((r) => r.files))
  const allJs = readdirSync(join(clientDir, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `/assets/${f}`)
  const lazyFiles = allJs.filter((f) => !firstLoad.has(f)).sort()
  return {
    routes: result.sort((a, b) => a.route.localeCompare(b.route)),
    lazy: { files: lazyFiles, gzipKB: kb(lazyFiles.reduce((n, f) => n + asset(f).gzip, 0)) },
  }
}

async function loadManifest(serverAssets: string): Promise<Record<string, ManifestRoute>> {
  const file = readdirSync(serverAssets).find((f) => f.startsWith('_tanstack-start-manifest') && f.endsWith('.js'))
  if (!file) throw new Error(`no Start manifest in ${serverAssets}; run \`npm run build\` first`)
  const mod = (await import(pathToFileURL(join(serverAssets, file)).href)) as {
    tsrStartManifest?: () => { routes: Record<string, ManifestRoute> }
  }
  if (typeof mod.tsrStartManifest !== 'function') throw new Error(`${file} does not export tsrStartManifest`)
  return mod.tsrStartManifest().routes
}

/** `/_default/account/login` → `/account/login`; `/_default/` → `/`. */
function routePath(id: string): string {
  const path = id
    .split('/')
    .filter((segment) => segment && !segment.startsWith('_'))
    .join('/')
  return `/${path}`
}

const kb = (bytes: number) => Math.round(bytes / 100) / 10
