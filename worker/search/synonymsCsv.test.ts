import { describe, expect, it } from 'vitest'
import { parseSynonymCsv } from './synonymsCsv.ts'

describe('the synonym CSV', () => {
  it('reads a Finnish Excel file: semicolons, CRLF, a BOM, comment lines and Finnish kinds', () => {
    const text =
      '\uFEFFkind;term;targets;note\r\n# Käsineet;;;\r\nyksisuuntainen;hanskat;käsine|tutkimuskäsine;arkikieli\r\nkaksisuuntainen;lämpömittari;kuumemittari;\r\n\r\n'
    expect(parseSynonymCsv(text)).toEqual({
      rows: [
        { kind: 'one-way', term: 'hanskat', targets: ['käsine', 'tutkimuskäsine'], note: 'arkikieli', line: 3 },
        { kind: 'two-way', term: 'lämpömittari', targets: ['kuumemittari'], note: '', line: 4 },
      ],
      errors: [],
    })
  })

  it('reads a plain comma CSV with quoted fields, in any column order, without a note column', () => {
    const text = 'term,kind,targets\n"clavulanic acid",one-way,"klavulaanihappo | amoksisilliini"\n'
    expect(parseSynonymCsv(text).rows).toEqual([
      { kind: 'one-way', term: 'clavulanic acid', targets: ['klavulaanihappo', 'amoksisilliini'], note: '', line: 2 },
    ])
  })

  it('names every faulty line and the header it needs', () => {
    const text = 'kind;term;targets\nsideways;a;b\none-way;;käsine\none-way;hanskat;\none-way;hanskat;käsine\n'
    expect(parseSynonymCsv(text)).toEqual({
      rows: [expect.objectContaining({ term: 'hanskat', line: 5 })],
      errors: [
        { line: 2, message: 'kind must be one-way or two-way, not "sideways"' },
        { line: 3, message: 'term is empty' },
        { line: 4, message: 'targets must name at least one word, several separated by |' },
      ],
    })
    expect(parseSynonymCsv('sana;synonyymi\nhanskat;käsine\n').errors).toEqual([
      { line: 1, message: 'header must name kind;term;targets;note (missing kind, term, targets)' },
    ])
  })
})
