import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { MEDIA_KINDS, MEDIA_WIDTHS, mediaUrl } from './media.ts'

const PUBLIC = resolve(import.meta.dirname, '../public')

// docs/decisions/053-lighter-listing-cards.md: a category page shows 24 product images; as SVG each one is a document the
// browser's main thread builds and rasterises, as WebP a bitmap it decodes off that thread.
describe('product images of the seed', () => {
  it('point at WebP files, the card size for listings and a larger one for the product gallery', () => {
    expect(mediaUrl('syringe')).toBe('/media/products/syringe.webp')
    expect(mediaUrl('syringe', 'gallery')).toBe('/media/products/syringe-800.webp')
  })

  it.each(MEDIA_KINDS)('%s: both WebP sizes are committed beside the SVG art', async (kind) => {
    expect(existsSync(resolve(PUBLIC, `media/products/${kind}.svg`))).toBe(true)
    for (const size of ['card', 'gallery'] as const) {
      const file = readFileSync(resolve(PUBLIC, mediaUrl(kind, size).slice(1)))
      const meta = await sharp(file).metadata()
      expect(meta.format).toBe('webp')
      expect([meta.width, meta.height]).toEqual([MEDIA_WIDTHS[size], MEDIA_WIDTHS[size]])
    }
  })
})
