import type { IconName } from './iconPaths'
import { ICON_SIZES, type IconSize } from './iconSizes'
// A file of its own, never inlined as a data: URL (a `<use>` cannot point into one): the browser
// fetches it once and caches it under its content hash (docs/decisions/053-lighter-listing-cards.md).
import spriteUrl from './icons.svg?no-inline'

export type { IconName } from './iconPaths'

export interface IconProps {
  name: IconName
  /** spec §9: xxs 8 px … xxxxl 64 px. */
  size?: IconSize
  /** Give a label only when the icon alone carries meaning; otherwise it is hidden from screen readers. */
  label?: string
  className?: string
}

/**
 * An icon from the sprite (app/ui/icons.svg), in the text's colour (`currentColor`): one `<use>`,
 * so a page of product cards carries no icon paths (docs/decisions/053-lighter-listing-cards.md).
 */
export function Icon({ name, size = 'm', label, className = '' }: IconProps) {
  const px = ICON_SIZES[size]
  return (
    <svg
      className={`shrink-0 ${className}`}
      width={px}
      height={px}
      // keep lines at least about 1 px thick when the 24-unit drawing is scaled down
      strokeWidth={px <= 12 ? 3 : 2}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  )
}
