import { ICON_PATHS, type IconName } from './iconPaths'
import { ICON_SIZES, type IconSize } from './iconSizes'

export type { IconName } from './iconPaths'

export interface IconProps {
  name: IconName
  /** spec §9: xxs 8 px … xxxxl 64 px. */
  size?: IconSize
  /** Give a label only when the icon alone carries meaning; otherwise it is hidden from screen readers. */
  label?: string
  className?: string
}

/** An inline SVG icon that takes its colour from the text (`currentColor`). */
export function Icon({ name, size = 'm', label, className = '' }: IconProps) {
  const px = ICON_SIZES[size]
  // keep lines at least about 1 px thick when the 24-unit drawing is scaled down
  const strokeWidth = px <= 12 ? 3 : 2
  return (
    <svg
      className={`shrink-0 ${className}`}
      width={px}
      height={px}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={name}
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  )
}
