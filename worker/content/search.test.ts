import { describe, expect, it } from 'vitest'
import { normalizeForSearch, plainText, searchDocuments, searchWords, type SearchDocument } from './search'

const doc = (id: string, title: string, text: string, contentType = 'page'): SearchDocument => ({
  id,
  contentType,
  slug: id,
  title,
  titleKey: normalizeForSearch(title),
  haystack: normalizeForSearch(`${title} ${text}`),
})

describe('content search', () => {
  it('folds case and diacritics, and splits on anything that is not a letter or digit', () => {
    expect(normalizeForSearch('Kylmäketju ÅÖ')).toBe('kylmaketju ao')
    expect(searchWords('  Rokotteet, +2…+8 °C!  ')).toEqual(['rokotteet', '2', '8', 'c'])
  })

  it('reads the text of a rich text document', () => {
    expect(
      plainText({
        nodeType: 'document',
        data: {},
        content: [
          { nodeType: 'heading-2', data: {}, content: [{ nodeType: 'text', value: 'Otsikko', marks: [], data: {} }] },
          {
            nodeType: 'paragraph',
            data: {},
            content: [
              { nodeType: 'text', value: 'Lue ', marks: [], data: {} },
              {
                nodeType: 'hyperlink',
                data: { uri: '/x' },
                content: [{ nodeType: 'text', value: 'lisää', marks: [], data: {} }],
              },
            ],
          },
          { nodeType: 'embedded-asset-block', data: { target: { sys: { id: 'a' } } }, content: [] },
        ],
      }),
    ).toBe('Otsikko Lue lisää')
  })

  it('needs every word, ranks title matches and pages first, and returns at most the limit', () => {
    const docs = [
      doc('b', 'Rokotteet', 'kylmäketju', 'blogPost'),
      doc('a', 'Toimitus', 'rokotteet kylmäketjussa'),
      doc('c', 'Rokotteiden kylmäketju', 'ohje'),
      doc('d', 'Muuta', 'rokotteet'),
    ]
    const result = searchDocuments(docs, 'ROKOTTEET kylmaketju', 8)
    expect(result.items.map((i) => i.sys.id)).toEqual(['b', 'a'])
    expect(searchDocuments(docs, 'kylmäketju', 8).items.map((i) => i.sys.id)).toEqual(['c', 'a', 'b'])

    const many = Array.from({ length: 20 }, (_, i) => doc(`p${i}`, `Sivu ${i}`, 'tilaus'))
    const capped = searchDocuments(many, 'tilaus', 8)
    expect(capped.items).toHaveLength(8)
    expect(capped.total_count).toBe(20)
    expect(capped.items[0]).toEqual({
      sys: { id: 'p0', type: 'Entry', contentType: { sys: { id: 'page' } } },
      fields: { slug: 'p0', title: 'Sivu 0' },
    })
  })
})
