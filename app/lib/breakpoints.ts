/**
 * spec §9 breakpoints, in px. uno.config.ts builds its `xs:`…`xl:` variants from this table,
 * so a class like `sm:flex-row` and `minWidth('sm')` always mean the same width.
 */
export const BREAKPOINTS = {
  xs: 480,
  sm: 768,
  md: 992,
  lg: 1200,
  xl: 1600,
} as const

export type Breakpoint = keyof typeof BREAKPOINTS

/** A `(min-width: …)` media query for `matchMedia`, matching the UnoCSS variant of the same name. */
export function minWidth(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint]}px)`
}

/** True when the browser is at least this wide; false during SSR (mobile-first markup). */
export function isAtLeast(breakpoint: Breakpoint): boolean {
  return typeof window !== 'undefined' && window.matchMedia(minWidth(breakpoint)).matches
}
