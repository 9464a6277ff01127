import { ICON_SIZES, type IconSize } from './iconSizes'

export function Spinner({ size = 'm', label = 'Ladataan…' }: { size?: IconSize; label?: string }) {
  const px = ICON_SIZES[size]
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <svg className="animate-spin text-brand-700" width={px} height={px} viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" fill="none" />
        <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" fill="none" strokeLinecap="round" />
      </svg>
    </span>
  )
}
