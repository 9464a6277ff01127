import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { insertHistoryOrder } from '../../test/historyFixtures'
import { LINES } from '../../test/orderFixtures'
import { orderLinePages } from './orderLinesExport'

async function all(pages: AsyncGenerator<string[][]>) {
  const read: string[][][] = []
  for await (const page of pages) read.push(page)
  return read
}

describe('orderLinePages: the keyset over (created_at, id, line_no)', () => {
  it('reads the same rows in pages of any size as in one, a page ending inside an order', async () => {
    const lines = [LINES.sideharso, LINES.amoksi, { ...LINES.sideharso, sku: 'HOI-X' }]
    for (let id = 1; id <= 6; id++) {
      // Orders 1–2, 3–4 and 5–6 share their second.
      await insertHistoryOrder({ id, number: `W${id}`, date: '2026-02-0' + String(Math.ceil(id / 2)), lines })
    }
    await env.DB.prepare('DELETE FROM order_lines WHERE order_id = 4').run() // an order without lines keeps its row
    const whole = (await all(orderLinePages(env.DB, 1, {}, 1000))).flat()
    expect(whole.map((r) => `${r[0]}:${r[6]}`)).toEqual([
      'W6:HOI-1001',
      'W6:LAA-1001',
      'W6:HOI-X',
      'W5:HOI-1001',
      'W5:LAA-1001',
      'W5:HOI-X',
      'W4:',
      'W3:HOI-1001',
      'W3:LAA-1001',
      'W3:HOI-X',
      'W2:HOI-1001',
      'W2:LAA-1001',
      'W2:HOI-X',
      'W1:HOI-1001',
      'W1:LAA-1001',
      'W1:HOI-X',
    ])
    for (const size of [1, 2, 4, 7, 16]) {
      const pages = await all(orderLinePages(env.DB, 1, {}, size))
      expect(pages.flat(), `pages of ${size}`).toEqual(whole)
      expect(pages.every((p) => p.length <= size)).toBe(true)
    }
  })
})
