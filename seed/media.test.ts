import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MEDIA_KINDS, mediaUrl } from './media.ts'

const PUBLIC = resolve(import.meta.dirname, '../public')

// Decision 053: a category page shows 24 product images; as SVG each one is a document the
// browser's main thread builds and rasterises, as WebP a bitmap it decodes off that thread.
describe('product images of the seed', () => {
  it.each(MEDIA_KINDS)('%s: a committed 400 px WebP', async (kind) => {
    expect(mediaUrl(kind)).toBe(`/media/products/${kind}.webp`)
    const meta = await sharp(readFileSync(resolve(PUBLIC, mediaUrl(kind).slice(1)))).metadata()
    expect(meta.format).toBe('webp')
    expect([meta.width, meta.height]).toEqual([400, 400])
  })
})
