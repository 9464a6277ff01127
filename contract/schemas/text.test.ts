import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { oneLine } from './text'

const schema = v.pipe(v.string(), oneLine('Nimi'))

describe('oneLine', () => {
  it.each(['Eläinklinikka Tassu Oy', 'Ääkkös-rooli (yö/päivä) – 2.', '漢字 🙂', ''])('accepts %j', (text) => {
    expect(v.safeParse(schema, text).success).toBe(true)
  })

  it.each(['a\nb', 'a\r\nb', 'a\tb', 'a\u0000', 'a\u0007', 'a\u007f', 'a\u0085b', 'a\u2028b', 'a\u2029b'])(
    'refuses %j with a Finnish message',
    (text) => {
      const result = v.safeParse(schema, text)
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.message).toBe('Nimi on yksi rivi tekstiä ilman rivinvaihtoja ja ohjausmerkkejä.')
    },
  )
})
