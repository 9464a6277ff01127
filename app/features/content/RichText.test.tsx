import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { RichText } from './RichText'

const link = (uri: string) => ({
  content: [
    {
      nodeType: 'paragraph',
      data: {},
      content: [
        { nodeType: 'hyperlink', data: { uri }, content: [{ nodeType: 'text', data: {}, value: 'Lue lisää' }] },
      ],
    },
  ],
})

describe('RichText links', () => {
  it('renders safe links', () => {
    expect(renderToStaticMarkup(<RichText document={link('/tilaaminen-ja-toimitus')} />)).toContain(
      '<a href="/tilaaminen-ja-toimitus">',
    )
    expect(renderToStaticMarkup(<RichText document={link('tel:+358 20 123 4567')} />)).toContain('href="tel:')
  })

  it('shows the text without a link for a path the redirect check refuses, or another scheme', () => {
    for (const uri of ['/\\evil.example', '//evil.example', 'javascript:alert(1)', 'http://example.fi']) {
      const html = renderToStaticMarkup(<RichText document={link(uri)} />)
      expect(html, uri).not.toContain('<a')
      expect(html, uri).toContain('Lue lisää')
    }
  })
})
