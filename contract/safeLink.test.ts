import { describe, expect, it } from 'vitest'
import { safeLinkHref } from './safeLink'

describe('safeLinkHref: links from the content source', () => {
  it.each([
    '/tilaaminen-ja-toimitus',
    '/category/lääkkeet?page=2#tuotteet',
    'https://www.ruokavirasto.fi/elaimet/',
    'mailto:asiakaspalvelu@vettarvike.fi',
    'tel:+358 20 123 4567',
  ])('keeps %s', (uri) => {
    expect(safeLinkHref(uri)).toBe(uri)
  })

  it.each([
    '/\\evil.example',
    '/%5Cevil.example',
    '//evil.example',
    '/%2F%2Fevil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://example.fi',
    'https:evil.example',
    'https:/\\evil.example',
    'https://user:pass@evil.example',
    'mailto:a@b.fi?body=x/y',
    'tel:javascript:alert(1)',
    'sivu',
    '',
    '/ok\n',
    42,
    null,
  ])('refuses %j', (uri) => {
    expect(safeLinkHref(uri)).toBeNull()
  })
})
