/**
 * The shop's small icon set: 24×24, drawn with a 2 px round stroke. Each icon is a list of
 * SVG path `d` strings (circles written as two arcs). No icon package: a handful of paths
 * is lighter than any dependency and needs no inline styles (CSP).
 *
 * The browser never loads this module: `npm run icons` draws the set into one sprite file
 * (app/ui/icons.svg, iconSprite.ts) that `Icon` points into (docs/decisions/053-lighter-listing-cards.md).
 */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

export const ICON_PATHS = {
  cart: [circle(9, 20, 1.5), circle(18, 20, 1.5), 'M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.1a2 2 0 0 0 2-1.5L21 7H5.9'],
  user: [circle(12, 8, 4), 'M4 21a8 8 0 0 1 16 0'],
  zap: ['M13 2 4 14h8l-1 8 9-12h-8l1-8z'],
  list: ['M9 6h11', 'M9 12h11', 'M9 18h11', 'M4 6h.01', 'M4 12h.01', 'M4 18h.01'],
  search: [circle(11, 11, 7), 'm20 20-4-4'],
  menu: ['M4 6h16', 'M4 12h16', 'M4 18h16'],
  close: ['M6 6l12 12', 'M18 6 6 18'],
  'chevron-left': ['m15 18-6-6 6-6'],
  'chevron-right': ['m9 18 6-6-6-6'],
  'chevron-down': ['m6 9 6 6 6-6'],
  plus: ['M12 5v14', 'M5 12h14'],
  minus: ['M5 12h14'],
  trash: ['M4 7h16', 'M10 11v6', 'M14 11v6', 'M6 7l1 13a1 1 0 0 0 1 1h8a1 1 0 0 0 1-1l1-13', 'M9 7V4h6v3'],
  check: ['m5 12 5 5 9-10'],
  alert: ['M10.3 4.1 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 4.1a2 2 0 0 0-3.4 0z', 'M12 9v4', 'M12 17h.01'],
  info: [circle(12, 12, 9), 'M12 11v5', 'M12 8h.01'],
  home: ['M3 11 12 4l9 7', 'M5 10v10h5v-6h4v6h5V10'],
  receipt: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  shield: ['M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z', 'm9 12 2 2 4-4'],
  package: ['M3 7.5 12 3l9 4.5-9 4.5z', 'M3 7.5v9L12 21l9-4.5v-9', 'M12 12v9'],
  truck: ['M2 6h11v10H2z', 'M13 9h4l4 4v3h-8', 'M6.5 18.5a1.5 1.5 0 1 0 0 .01', 'M16.5 18.5a1.5 1.5 0 1 0 0 .01'],
  'log-out': ['M10 4H5v16h5', 'M14 8l4 4-4 4', 'M18 12H9'],
  // standing orders (docs/decisions/079-standing-orders.md)
  repeat: ['m17 2 4 4-4 4', 'M3 11v-1a4 4 0 0 1 4-4h14', 'm7 22-4-4 4-4', 'M21 13v1a4 4 0 0 1-4 4H3'],
  download: ['M12 4v11', 'm7 10 5 5 5-5', 'M5 20h14'],
  // the account links (AccountLinks.tsx)
  'id-card': ['M3 5h18v14H3z', circle(9, 11, 2), 'M6 16a3 3 0 0 1 6 0', 'M14 10h4', 'M14 14h4'],
  'map-pin': ['M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z', circle(12, 9, 2.5)],
  key: [circle(7.5, 15.5, 4), 'M10.5 12.5 20 3', 'M16 7l3 3', 'M18.5 4.5l2 2'],
  stethoscope: ['M6 3H5v6a5 5 0 0 0 10 0V3h-1', 'M10 14v1a5 5 0 0 0 10 0v-2', circle(20, 11, 2)],
} as const satisfies Record<string, readonly string[]>

export type IconName = keyof typeof ICON_PATHS
