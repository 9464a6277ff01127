import { messages } from '../../lib/messages'

/** The mark and wordmark; `compact` hides the wordmark on phones (under 480 px) to save room. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="flex items-center gap-2 text-lg font-bold tracking-tight text-brand-800">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f5257" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      <span className={compact ? 'hidden xs:inline' : undefined}>{messages.site.name}</span>
    </span>
  )
}
