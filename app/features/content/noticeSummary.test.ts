import { describe, expect, it } from 'vitest'
import type { RichTextDocument } from '../../../contract/schemas/content'
import { noticeSummary } from './noticeSummary'

const text = (value: string, bold = false) => ({
  nodeType: 'text',
  data: {},
  value,
  marks: bold ? [{ type: 'bold' }] : [],
})
const doc = (...paragraphs: ReturnType<typeof text>[][]): RichTextDocument => ({
  nodeType: 'document',
  data: {},
  content: paragraphs.map((content) => ({ nodeType: 'paragraph', data: {}, content })),
})

describe('noticeSummary', () => {
  it('takes the leading bold run as the title and the first sentence after it', () => {
    expect(
      noticeSummary(
        doc([
          text('Saatavuushäiriö:', true),
          text(' koirien rokotteissa on viiveitä. Toimitamme tilaukset saapumisjärjestyksessä.'),
        ]),
      ),
    ).toEqual({
      title: 'Saatavuushäiriö',
      titleAsWritten: 'Saatavuushäiriö:',
      restOfFirstSentence: ' koirien rokotteissa on viiveitä.',
      hasMore: true,
    })
  })

  it('does not end a sentence at a decimal point or an abbreviation inside a word', () => {
    const summary = noticeSummary(
      doc([text('Huomio', true), text(' yli 300 € (alv 0 %) tilauksiin 1.12.2026 alkaen.')]),
    )
    expect(summary.restOfFirstSentence).toBe(' yli 300 € (alv 0 %) tilauksiin 1.12.2026 alkaen.')
    expect(summary.hasMore).toBe(false)
  })

  it('does not end a sentence at a date or an abbreviation followed by a small letter', () => {
    const summary = noticeSummary(
      doc([
        text('Joulun poikkeusaikataulut:', true),
        text(' viimeinen kuljetus lähtee tiistaina 22.12. klo 12 mennessä tehdyistä tilauksista. Katso kaikki ajat.'),
      ]),
    )
    expect(summary.restOfFirstSentence).toBe(
      ' viimeinen kuljetus lähtee tiistaina 22.12. klo 12 mennessä tehdyistä tilauksista.',
    )
    expect(summary.hasMore).toBe(true)
  })

  it('counts a further paragraph as more', () => {
    expect(noticeSummary(doc([text('Lyhyt.', false)], [text('Toinen kappale.')])).hasMore).toBe(true)
  })

  it('has no title when the notice does not start in bold', () => {
    const summary = noticeSummary(doc([text('Varasto on suljettu perjantaina. Tilaukset lähtevät maanantaina.')]))
    expect(summary).toMatchObject({
      title: null,
      titleAsWritten: null,
      restOfFirstSentence: 'Varasto on suljettu perjantaina.',
      hasMore: true,
    })
  })
})
