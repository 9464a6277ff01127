import { expect, test } from 'vitest'
import { noticeHash } from './noticeDismissal'

const notice = (text: string) => ({
  nodeType: 'document',
  data: {},
  content: [{ nodeType: 'paragraph', data: {}, content: [{ nodeType: 'text', value: text, marks: [], data: {} }] }],
})

test('a notice keeps its hash while its content stays the same, and gets a new one when it changes', () => {
  const hash = noticeHash(notice('Ilmainen toimitus yli 300 € tilauksiin.'))
  expect(hash).toMatch(/^[0-9a-f]{8}$/)
  expect(noticeHash(notice('Ilmainen toimitus yli 300 € tilauksiin.'))).toBe(hash)
  expect(noticeHash(notice('Ilmainen toimitus yli 250 € tilauksiin.'))).not.toBe(hash)
})
