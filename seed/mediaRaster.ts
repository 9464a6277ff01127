/**
 * Writes the product illustrations (seed/media.ts) to public/media/products: the SVG art and,
 * from it, a WebP per size in MEDIA_WIDTHS, which the catalogue's image URLs point at
 * (docs/decisions/053-lighter-listing-cards.md). All are committed, so a fresh clone's
 * `npm start` finds them there: a kind is rasterised again only when its art changed or one of
 * its images is missing, and sharp (a devDependency) is loaded only then.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { MEDIA_KINDS, MEDIA_WIDTHS, mediaFileName, renderSvg, type MediaKind, type MediaSize } from './media.ts'

/** Quality 75 keeps the flat illustrations' edges clean at about 2 KB a card image. */
const WEBP_QUALITY = 75
const SIZES = Object.keys(MEDIA_WIDTHS) as MediaSize[]

/** Writes what changed; answers how many kinds were rasterised. */
export async function writeProductMedia(dir: string): Promise<number> {
  await mkdir(dir, { recursive: true })
  const stale: { kind: MediaKind; svg: string }[] = []
  for (const kind of MEDIA_KINDS) {
    const svg = renderSvg(kind)
    const svgFile = resolve(dir, `${kind}.svg`)
    const same = existsSync(svgFile) && readFileSync(svgFile, 'utf8') === svg
    if (!same) await writeFile(svgFile, svg)
    if (!same || SIZES.some((size) => !existsSync(resolve(dir, mediaFileName(kind, size))))) stale.push({ kind, svg })
  }
  if (stale.length === 0) return 0
  const { default: sharp } = await import('sharp')
  for (const { kind, svg } of stale) {
    for (const size of SIZES) {
      const width = MEDIA_WIDTHS[size]
      // Rendered at the target width's density, not scaled from 400 px, so edges stay sharp.
      const webp = await sharp(Buffer.from(svg), { density: (72 * width) / 400 })
        .resize(width, width)
        .webp({ quality: WEBP_QUALITY, effort: 6 })
        .toBuffer()
      await writeFile(resolve(dir, mediaFileName(kind, size)), webp)
    }
  }
  return stale.length
}
