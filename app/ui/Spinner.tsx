import { ICON_SIZES, type IconSize } from './iconSizes'
import { FETCH_MIN_DISPLAY_DELAY_MS, useMinimumDelay } from './useMinimumDelay'

const TONE = {
  brand: 'animate-spin text-brand-700',
  inverse: 'animate-spin text-white',
  muted: 'animate-spin text-ink-muted',
} as const

export interface SpinnerProps {
  size?: IconSize
  /** Read out to screen readers; the spinner itself is decoration. */
  label?: string
  tone?: keyof typeof TONE
  /** Show only after this long (spec §9 fetch minimum display delay); 0 shows at once. */
  delayMs?: number
}

/** A loading indicator; prefer a Skeleton where the shape of the content is known. */
export function Spinner({
  size = 'm',
  label = 'Ladataan…',
  tone = 'brand',
  delayMs = FETCH_MIN_DISPLAY_DELAY_MS,
}: SpinnerProps) {
  const px = ICON_SIZES[size]
  const shown = useMinimumDelay(true, delayMs) || delayMs === 0
  if (!shown) return <span role="status" aria-label={label} className="inline-flex" />
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <svg className={TONE[tone]} width={px} height={px} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" fill="none" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
    </span>
  )
}
