import { messages } from '../../lib/messages'

export function Logo() {
  return (
    <span className="flex items-center gap-2 text-lg font-bold text-brand-800">
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f5257" />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill="#fff" />
      </svg>
      {messages.site.name}
    </span>
  )
}
