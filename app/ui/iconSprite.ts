import { ICON_PATHS } from './iconPaths.ts'

/**
 * The icon set as one SVG sprite: a `<symbol>` per icon, carrying the drawing's look (no fill,
 * a round stroke in the text colour) so each `<Icon>` on a page is an `<svg>` with one `<use>`
 * instead of its own paths and six attributes (docs/decisions/053-lighter-listing-cards.md).
 * The stroke width is left to the `<svg>`, which thickens it at small sizes.
 */
export function iconSprite(): string {
  const symbols = Object.entries(ICON_PATHS).map(
    ([name, paths]) =>
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round">` +
      paths.map((d) => `<path d="${d}"/>`).join('') +
      `</symbol>`,
  )
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join('\n')}\n</svg>\n`
}
