import { defineConfig, presetWind3 } from 'unocss'
import { BREAKPOINTS } from './app/lib/breakpoints'

/**
 * The look of docs/architecture.md §15, defined once: calm clinical white and light-grey surfaces, one
 * deep-teal brand colour (700 for actions, 800 for hover), one amber accent for sale and
 * contract badges, an 8 px grid, 44 px tap targets and the spec's breakpoints (spec §9).
 *
 * Contrast (WCAG AA, checked): ink 15.9:1, ink-muted 7.3:1, ink-faint 5.5:1 on white and
 * 5.0:1 on surface-alt; brand-700 8.9:1; accent-700 on accent-50 6.5:1; danger-600 6.6:1;
 * line-strong (input borders) 3.5:1 against white, enough for a control's outline.
 *
 * The page CSP forbids inline styles, so everything is a class; write class names out in
 * full in .tsx files (UnoCSS only finds literal names, and does not scan plain .ts files).
 */

const colors = {
  brand: {
    50: '#eef7f6',
    100: '#d5ecea',
    200: '#a9d8d4',
    300: '#74bdb7',
    400: '#3f9c96',
    500: '#1f7a7a',
    600: '#136767',
    700: '#0f5257',
    800: '#0b4146',
    900: '#08312f',
  },
  accent: { 50: '#fff4e5', 100: '#fde4c0', 600: '#b45309', 700: '#92400e' },
  ink: { DEFAULT: '#1b2328', muted: '#4a5862', faint: '#5f6b73' },
  surface: { DEFAULT: '#ffffff', alt: '#f4f6f7', sunk: '#e9edef' },
  line: { DEFAULT: '#d5dcdf', strong: '#7f8c93' },
  danger: { 50: '#fdecec', 600: '#b42318', 900: '#7a1610' },
  warn: { 50: '#fff8e1', 600: '#a16207', 900: '#713f12' },
  success: { 50: '#ecf8f0', 600: '#1e7a3e', 900: '#124d27' },
}

const fontSans =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"'

/** A small reset in the spirit of Tailwind's preflight (presetWind3 ships none). */
const reset = `
*,::before,::after{box-sizing:border-box;border:0 solid ${colors.line.DEFAULT}}
html{line-height:1.5;-webkit-text-size-adjust:100%;tab-size:4;font-family:${fontSans};color:${colors.ink.DEFAULT};background:${colors.surface.DEFAULT};scrollbar-gutter:stable}
body{margin:0;line-height:inherit}
hr{height:0;color:inherit;border-top-width:1px}
h1,h2,h3,h4,h5,h6{font-size:inherit;font-weight:inherit}
a{color:inherit;text-decoration:inherit}
b,strong{font-weight:bolder}
small{font-size:80%}
table{text-indent:0;border-color:inherit;border-collapse:collapse}
button,input,optgroup,select,textarea{font:inherit;color:inherit;margin:0;padding:0;letter-spacing:inherit}
button,select{text-transform:none}
button,[type=button],[type=submit],[type=reset]{-webkit-appearance:button;background-color:transparent;background-image:none}
button,[role=button],summary{cursor:pointer}
:disabled{cursor:not-allowed}
[type=search]{-webkit-appearance:textfield;outline-offset:-2px}
summary{display:list-item}
summary::-webkit-details-marker{display:none}
blockquote,dl,dd,h1,h2,h3,h4,h5,h6,hr,figure,p,pre,fieldset{margin:0}
fieldset,legend{padding:0}
ol,ul,menu{list-style:none;margin:0;padding:0}
textarea{resize:vertical}
input::placeholder,textarea::placeholder{opacity:1;color:${colors.ink.faint}}
img,svg,video,canvas,audio,iframe,embed,object{display:block;vertical-align:middle}
img,video{max-width:100%;height:auto}
[hidden]:where(:not([hidden=until-found])){display:none}
:focus-visible{outline:3px solid ${colors.brand[500]};outline-offset:2px}
@media (prefers-reduced-motion:reduce){*,::before,::after{animation-duration:.01ms!important;animation-iteration-count:1!important;transition-duration:.01ms!important;scroll-behavior:auto!important}}
`

/**
 * Long Finnish compounds ("Eläinlääkintätarvikkeet") must wrap on 375 px phones; rich text from
 * the CMS gets readable spacing; the top loading bar fills over 5000 ms (spec §9).
 */
const contentCss = `
h1,h2,h3{overflow-wrap:break-word;hyphens:auto}
.rich-text>*+*{margin-top:.75rem}
.rich-text h2{font-size:1.25rem;font-weight:700;margin-top:1.5rem}
.rich-text h3{font-size:1.125rem;font-weight:600;margin-top:1.25rem}
.rich-text ul{list-style:disc;padding-left:1.5rem}
.rich-text ol{list-style:decimal;padding-left:1.5rem}
.rich-text a{color:${colors.brand[700]};text-decoration:underline}
.rich-text img{max-width:100%;height:auto;border-radius:.5rem}
@keyframes loading-bar{from{transform:scaleX(0)}to{transform:scaleX(.9)}}
.animate-loading-bar{animation:loading-bar 5000ms cubic-bezier(.1,.7,.3,1) forwards}
`

export default defineConfig({
  presets: [presetWind3()],
  preflights: [{ getCSS: () => reset }, { getCSS: () => contentCss }],
  theme: {
    breakpoints: Object.fromEntries(Object.entries(BREAKPOINTS).map(([name, px]) => [name, `${px}px`])),
    colors,
    fontFamily: { sans: fontSans },
  },
  // Toggled from useDialog.ts, which UnoCSS does not scan.
  safelist: ['scroll-locked'],
  shortcuts: {
    tap: 'min-h-11 min-w-11',
    'scroll-locked': 'overflow-hidden',
    'btn-base':
      'tap inline-flex items-center justify-center gap-2 rounded-md px-4 py-2 text-base font-semibold leading-tight no-underline transition-colors disabled:cursor-not-allowed disabled:opacity-60',
    'btn-primary': 'btn-base bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900',
    'btn-secondary':
      'btn-base border border-line-strong bg-white text-brand-800 hover:border-brand-700 hover:bg-brand-50',
    'btn-ghost': 'btn-base bg-transparent text-brand-800 hover:bg-brand-50',
    'btn-danger': 'btn-base bg-danger-600 text-white hover:bg-danger-900',
    'icon-btn':
      'tap inline-flex items-center justify-center rounded-md text-ink-muted transition-colors hover:bg-surface-alt hover:text-ink',
    link: 'text-brand-700 underline decoration-1 underline-offset-2 hover:text-brand-900 hover:decoration-2',
    'field-input':
      'tap block w-full rounded-md border border-line-strong bg-white px-3 py-2 text-base text-ink placeholder:text-ink-faint hover:border-ink-muted focus:border-brand-600 focus:outline-none focus:ring-3 focus:ring-brand-200 aria-[invalid=true]:border-danger-600 disabled:bg-surface-alt',
    'field-select': 'field-input appearance-none pr-10',
    'field-label': 'mb-1 block text-sm font-semibold text-ink',
    'field-help': 'mt-1 text-sm text-ink-muted',
    'field-error': 'mt-1 text-sm text-danger-600',
    // The quantity stepper's frame and number field (QuantitySelector.tsx), one short class each:
    // a category page repeats them in each of its 24 cards.
    'qty-box':
      'box-content h-11 items-stretch overflow-hidden rounded-md border border-line-strong bg-white focus-within:border-brand-600',
    'qty-field': 'border-0 bg-transparent text-center text-base font-semibold tabular-nums text-ink focus:outline-none',
    'qty-step':
      'inline-flex w-11 items-center justify-center text-brand-800 transition-colors hover:bg-brand-50 disabled:text-ink-faint disabled:hover:bg-transparent',
    badge: 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold leading-5',
    'badge-brand': 'badge bg-brand-100 text-brand-900',
    'badge-accent': 'badge bg-accent-50 text-accent-700 ring-1 ring-accent-100',
    'badge-neutral': 'badge bg-surface-sunk text-ink',
    card: 'rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6',
    'page-container': 'mx-auto w-full max-w-[1200px] px-4 sm:px-6',
    'page-title': 'text-2xl font-bold leading-tight text-ink sm:text-3xl',
    'section-title': 'text-lg font-semibold leading-snug text-ink',
    'skip-link':
      'sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-100 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow-lg',
  },
})
