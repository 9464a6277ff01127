import { defineConfig, presetWind3 } from 'unocss'

/**
 * The look of CONVENTIONS.md, defined once: calm clinical surfaces, one deep-teal brand
 * colour with a darker shade for hover/focus, one accent for sale/contract badges, an 8 px
 * grid, 44 px tap targets, and the spec's breakpoints (spec §9).
 */
export default defineConfig({
  presets: [presetWind3()],
  theme: {
    breakpoints: { xs: '480px', sm: '768px', md: '992px', lg: '1200px', xl: '1600px' },
    colors: {
      brand: {
        50: '#eef7f6',
        100: '#d5ecea',
        200: '#a9d8d4',
        500: '#1f7a7a',
        600: '#136767',
        700: '#0f5257',
        800: '#0b4146',
        900: '#08312f',
      },
      accent: { 50: '#fff4e5', 600: '#b45309', 700: '#92400e' },
      ink: { DEFAULT: '#1b2328', muted: '#4a5862', faint: '#6b7780' },
      surface: { DEFAULT: '#ffffff', alt: '#f4f6f7', sunk: '#e9edef' },
      line: { DEFAULT: '#d5dcdf', strong: '#aab5ba' },
      danger: { 50: '#fdecec', 600: '#b42318', 900: '#7a1610' },
      warn: { 50: '#fff8e1', 600: '#a16207', 900: '#713f12' },
    },
    fontFamily: {
      sans: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
  },
  shortcuts: {
    tap: 'min-h-11 min-w-11',
    'btn-base':
      'tap inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold transition-colors focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-brand-200 disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn-base bg-brand-700 text-white hover:bg-brand-800',
    'btn-secondary': 'btn-base border border-line-strong bg-white text-brand-800 hover:bg-brand-50',
    'btn-ghost': 'btn-base bg-transparent text-brand-800 hover:bg-brand-50',
    'btn-danger': 'btn-base bg-danger-600 text-white hover:bg-danger-900',
    'field-input':
      'tap w-full rounded-md border border-line-strong bg-white px-3 py-2 text-base text-ink placeholder:text-ink-faint focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-100',
    'field-label': 'mb-1 block text-sm font-semibold text-ink',
    'field-help': 'mt-1 text-sm text-ink-muted',
    'field-error': 'mt-1 text-sm text-danger-600',
    card: 'rounded-lg border border-line bg-white p-4 shadow-sm',
    'page-container': 'mx-auto w-full max-w-[1200px] px-4 sm:px-6',
    'skip-link':
      'sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-100 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg',
  },
})
