/** Badge tones by meaning; full class names so UnoCSS finds them. */
export const BADGE_TONE = {
  neutral: 'badge-neutral',
  progress: 'badge-brand',
  done: 'badge bg-success-50 text-success-900 ring-1 ring-success-600/30',
  warning: 'badge bg-warn-50 text-warn-900 ring-1 ring-warn-600/30',
  danger: 'badge bg-danger-50 text-danger-900 ring-1 ring-danger-600/40',
} as const
export type BadgeTone = keyof typeof BADGE_TONE

/** A short status word in the colour of its meaning; plain text when printed. */
export function Badge({ tone, children }: { tone: BadgeTone; children: string }) {
  return (
    <span className={`${BADGE_TONE[tone]} whitespace-nowrap print:bg-transparent print:px-0 print:ring-0`}>
      {children}
    </span>
  )
}
