import { describe, expect, it } from 'vitest'
import { canonicalPath, metaDescription } from './seo'

describe('metaDescription', () => {
  it('joins the parts into sentences and collapses whitespace', () => {
    expect(metaDescription('Anatomiset pinsetit 11,5 cm', '1 kpl', '  Uritetut  kärjet.\n')).toBe(
      'Anatomiset pinsetit 11,5 cm. 1 kpl. Uritetut kärjet.',
    )
  })

  it('skips empty parts', () => {
    expect(metaDescription('Rokotteet', '', null, undefined)).toBe('Rokotteet')
  })

  it('cuts long text at a word boundary with an ellipsis, within 155 characters', () => {
    const long = 'sana '.repeat(60)
    const cut = metaDescription(long)
    expect(cut.length).toBeLessThanOrEqual(155)
    expect(cut.endsWith('sana…')).toBe(true)
  })
})

describe('canonicalPath', () => {
  it('drops the trailing slash and the first page number', () => {
    expect(canonicalPath('/category/instrumentit/', 1)).toBe('/category/instrumentit')
    expect(canonicalPath('/product/x')).toBe('/product/x')
  })

  it('keeps later page numbers', () => {
    expect(canonicalPath('/category/instrumentit', 3)).toBe('/category/instrumentit?page=3')
  })

  it('leaves the home page as it is', () => {
    expect(canonicalPath('/')).toBe('/')
  })
})
