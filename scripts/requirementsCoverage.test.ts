import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { UPSTREAM_ROUTES } from '../contract/upstream'

/**
 * docs/requirements.md says what the shop does today: every call of the upstream contract is
 * named in §7 and every page route of app/routes in §2, each written out in full as one code
 * span, and the claims of the shop it replaced (`___fi` route names, a `user` header) are gone.
 *
 * One notation in both sections: a path parameter is `{name}` (contract/upstream.ts writes
 * `:name`, TanStack `$name`), the rest of a path (TanStack's `$`) is `*`, and an index route is
 * its folder's path without a trailing slash (`/` for the root). A query string after `?` is
 * not part of the path.
 */

const DOC_URL = new URL('../docs/requirements.md', import.meta.url)
const ROUTES_DIR = fileURLToPath(new URL('../app/routes/', import.meta.url))
const METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const

const doc = readFileSync(DOC_URL, 'utf8')

/** The text of the `## §N …` section, up to the next `## `. */
function section(number: number): string {
  const start = doc.search(new RegExp(`^## §${number} `, 'm'))
  if (start < 0) return ''
  const rest = doc.slice(start + 1)
  const end = rest.search(/^## /m)
  return end < 0 ? rest : rest.slice(0, end)
}

/** The code spans of the first cell of each table row: the calls or routes the row is about. */
function tableSpans(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|[\s-]*\|/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1]!.trim()))
}

const withoutQuery = (span: string) => span.replace(/\?.*$/, '')

/** `METHOD /path` spans of §7, as written. */
function namedCalls(): Set<string> {
  const calls = new Set<string>()
  for (const span of tableSpans(section(7))) {
    const m = /^(GET|POST|PUT|DELETE) (\/\S+)$/.exec(span)
    if (m) calls.add(`${m[1]} ${withoutQuery(m[2]!)}`)
  }
  return calls
}

/**
 * Spans of a table that abbreviate several calls or paths in one: a bare method (`GET`/`POST …`),
 * a path tail without its method or start (`/resetPassword`, `…/{id}`), brace or bracket
 * expansion (`/api/checkout/{a,b}`, `items[/{sku}]`).
 */
function shorthand(spans: string[], isCallTable: boolean): string[] {
  return spans.filter((span) => {
    if (/\{[^}]*,[^}]*\}/.test(span) || /\[\//.test(span) || span.includes('…/')) return true
    if (!isCallTable) return false
    if ((METHODS as readonly string[]).includes(span)) return true
    return span.startsWith('/') || span.startsWith('…')
  })
}

const docPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}')

/** Every file of app/routes, relative, with `/` between folders. */
function routeFiles(dir = ROUTES_DIR, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? routeFiles(`${dir}${entry.name}/`, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  )
}

/**
 * The URL of a TanStack file route, or null for a file that is no page: `__root`, a pathless
 * layout (`_account.tsx`), an ignored `-file`, an API route. Folders and `.` both nest;
 * `_name` segments and `(group)` folders add nothing to the path; `route` is its folder;
 * `index` is its folder's path; `$name` is a parameter and `$` the rest of the path.
 */
function pagePath(file: string): string | null {
  const match = /^(.*)\.(tsx|ts|jsx|js)$/.exec(file)
  if (!match) return null
  const segments = match[1]!.split(/[/.]/).map((s) => s.replace(/^\[(.*)\]$/, '$1'))
  if (segments.some((s) => s.startsWith('-'))) return null
  if (segments[0] === '__root' || segments[0] === 'api') return null
  if (segments.at(-1) === 'lazy') segments.pop()
  if (segments.at(-1) === 'route') segments.pop()
  const isIndex = segments.at(-1) === 'index'
  if (isIndex) segments.pop()
  const url = segments
    .filter((s) => !s.startsWith('_') && !/^\(.*\)$/.test(s))
    .map((s) => s.replace(/_$/, ''))
    .map((s) => (s === '$' ? '*' : s.startsWith('$') ? `{${s.slice(1)}}` : s))
  const pathless = url.length === 0 && !isIndex
  return pathless ? null : `/${url.join('/')}`
}

describe('docs/requirements.md (spec) says what the shop does today', () => {
  it('§7 names every call of the upstream contract, each written out in full', () => {
    const named = namedCalls()
    const missing = UPSTREAM_ROUTES.map((r) => `${r.method} ${docPath(r.path)}`).filter((c) => !named.has(c))
    expect(
      missing,
      `§7 "The /api calls" does not name these calls as \`METHOD /path\`:\n${missing.join('\n')}`,
    ).toEqual([])
    const short = shorthand(tableSpans(section(7)), true)
    expect(short, `§7 abbreviates calls; write each call out in full:\n${short.join('\n')}`).toEqual([])
  })

  it('§2 names every page route of app/routes, each written out in full', () => {
    const pages = routeFiles()
      .map((file) => [file, pagePath(file)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== null)
    expect(pages.length).toBeGreaterThan(20)
    const named = new Set(tableSpans(section(2)).map(withoutQuery))
    const missing = pages.filter(([, path]) => !named.has(path)).map(([file, path]) => `${path} (app/routes/${file})`)
    expect(missing, `§2 "Screens and routes" does not name these page routes:\n${missing.join('\n')}`).toEqual([])
    const short = shorthand(tableSpans(section(2)), false)
    expect(short, `§2 abbreviates routes; write each route out in full:\n${short.join('\n')}`).toEqual([])
  })

  it('derives TanStack URLs the way the router does', () => {
    expect(pagePath('__root.tsx')).toBeNull()
    expect(pagePath('_account.tsx')).toBeNull()
    expect(pagePath('_default/index.tsx')).toBe('/')
    expect(pagePath('_default/$.tsx')).toBe('/*')
    expect(pagePath('_default/blog/index.tsx')).toBe('/blog')
    expect(pagePath('_account/account/order/$orderNumber/index.tsx')).toBe('/account/order/{orderNumber}')
    expect(pagePath('account.order.$orderNumber.print.tsx')).toBe('/account/order/{orderNumber}/print')
  })

  it('keeps no stale claims: no `___fi` route names, no token in a `user` header', () => {
    const stale: string[] = []
    if (doc.includes('___fi')) stale.push('route names ending in `___fi` (the routes are TanStack file routes)')
    const paragraphs = doc.split(/\n\s*\n/)
    const userHeader = paragraphs.filter(
      (p) =>
        /`user`\s+header|header\s+`user`/i.test(p) ||
        (/`user`/.test(p) && /`Authorization`|`cart`|`Store`/.test(p) && /header|carries|request/i.test(p)),
    )
    for (const p of userHeader) stale.push(`a \`user\` header: "${p.trim().replace(/\s+/g, ' ').slice(0, 160)}"`)
    if (!/`Authorization: Bearer/.test(section(7)))
      stale.push('§7 does not say the token travels as `Authorization: Bearer <token>`')
    expect(stale, `docs/requirements.md still says:\n${stale.join('\n')}`).toEqual([])
  })
})
