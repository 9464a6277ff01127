import { describe, expect, it } from 'vitest'
import { isSafeInternalPath, safeRedirectTarget } from './redirect'

describe('safeRedirectTarget', () => {
  it.each([
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/account'],
    ['a backslash that browsers read as a slash', '/\\evil'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an absolute URL', 'https://evil.example'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'account/order'],
    ['encoded slashes that decode to //', '/%2F%2Fevil'],
    ['an encoded leading slash pair', '%2F%2Fevil.example'],
    ['a tab', '/\tevil'],
    ['a newline', '/account\n/order'],
    ['a carriage return', '/account\r'],
    ['an encoded newline', '/account%0aSet-Cookie:x=1'],
    ['an encoded NUL', '/account%00'],
    ['an encoded DEL', '/account%7F'],
    ['an encoded tab between slashes', '/%09/evil.example'],
    ['a malformed escape', '/category/%E0%A4%A'],
    ['a double slash later in the path', '/account//evil'],
    ['a space', '/account order'],
    ['an empty string', ''],
  ])('sends %s home', (_, raw) => {
    expect(safeRedirectTarget(raw)).toBe('/')
  })

  it('falls back to "/" for a missing value and to a given fallback', () => {
    expect(safeRedirectTarget(null)).toBe('/')
    expect(safeRedirectTarget(undefined)).toBe('/')
    expect(safeRedirectTarget('//evil.example', '/account')).toBe('/account')
  })

  it('keeps Unicode paths, raw or percent-encoded', () => {
    expect(safeRedirectTarget('/category/lääkkeet')).toBe('/category/lääkkeet')
    expect(safeRedirectTarget('/category/l%C3%A4%C3%A4kkeet')).toBe('/category/lääkkeet')
    expect(safeRedirectTarget('/tuote/öljy-ä-å')).toBe('/tuote/öljy-ä-å')
  })

  it('keeps internal paths with a query string', () => {
    expect(safeRedirectTarget('/account/order?page=2')).toBe('/account/order?page=2')
    expect(safeRedirectTarget('%2Faccount%2Forder%3Fpage%3D2')).toBe('/account/order?page=2')
    expect(safeRedirectTarget('/')).toBe('/')
  })

  it('decodes exactly once: a double-encoded value stays a single-slash path', () => {
    const target = safeRedirectTarget('/%252F%252Fevil.example')
    expect(target).toBe('/%2F%2Fevil.example')
    expect(target.startsWith('//')).toBe(false)
  })
})

describe('isSafeInternalPath', () => {
  it('checks an already-decoded path without decoding it again', () => {
    expect(isSafeInternalPath('/category/lääkkeet')).toBe(true)
    expect(isSafeInternalPath('//evil.example')).toBe(false)
    expect(isSafeInternalPath('/a\u0085b')).toBe(false)
  })
})
