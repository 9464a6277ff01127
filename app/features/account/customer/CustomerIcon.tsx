import { ICON_SIZES, type IconSize } from '../../../ui/iconSizes'

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`

/**
 * Icons of the account links that the shared set (ui/iconPaths.ts) lacks, drawn the same way:
 * 24×24, 2 px round stroke, colour from the text.
 */
const PATHS = {
  'id-card': ['M3 5h18v14H3z', circle(9, 11, 2), 'M6 16a3 3 0 0 1 6 0', 'M14 10h4', 'M14 14h4'],
  receipt: ['M6 3h12v18l-3-2-3 2-3-2-3 2z', 'M9 8h6', 'M9 12h6', 'M9 16h3'],
  'map-pin': ['M12 21s-7-6.2-7-12a7 7 0 0 1 14 0c0 5.8-7 12-7 12z', circle(12, 9, 2.5)],
  key: [circle(7.5, 15.5, 4), 'M10.5 12.5 20 3', 'M16 7l3 3', 'M18.5 4.5l2 2'],
  shield: ['M12 3 4 6v6c0 4.5 3.4 8.3 8 9 4.6-.7 8-4.5 8-9V6z', 'm9 12 2 2 4-4'],
  stethoscope: ['M6 3H5v6a5 5 0 0 0 10 0V3h-1', 'M10 14v1a5 5 0 0 0 10 0v-2', circle(20, 11, 2)],
} as const satisfies Record<string, readonly string[]>

export type CustomerIconName = keyof typeof PATHS

export function CustomerIcon({
  name,
  size = 'm',
  className = '',
}: {
  name: CustomerIconName
  size?: IconSize
  className?: string
}) {
  const px = ICON_SIZES[size]
  return (
    <svg
      className={`shrink-0 ${className}`}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      {PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
