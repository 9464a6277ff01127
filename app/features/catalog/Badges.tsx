import { catalogMessages } from './catalogMessages'

type Badge = 'new' | 'sale' | 'contract'

const STYLE: Record<Badge, string> = {
  new: 'bg-brand-700 text-white',
  sale: 'bg-accent-700 text-white',
  contract: 'bg-accent-50 text-accent-700 ring-1 ring-accent-600',
}

export function BadgeList({ badges }: { badges: Badge[] }) {
  if (badges.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-1" aria-label={catalogMessages.badges}>
      {badges.map((badge) => (
        <li
          key={badge}
          className={`rounded px-2 py-0.5 text-xs font-semibold uppercase tracking-wide ${STYLE[badge]}`}
          data-testid={`badge-${badge}`}
        >
          {catalogMessages.badge[badge]}
        </li>
      ))}
    </ul>
  )
}
