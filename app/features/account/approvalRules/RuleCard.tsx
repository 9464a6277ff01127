import type { ReactNode } from 'react'

/** One approval rule: its name, what it does, and its state or its controls. */
export function RuleCard({
  title,
  text,
  testId,
  children,
}: {
  title: string
  text: string
  testId: string
  children?: ReactNode
}) {
  return (
    <div className="card flex flex-col gap-3" data-testid={testId}>
      <div className="min-w-0">
        <h2 className="font-semibold text-ink">{title}</h2>
        <p className="mt-1 text-sm text-ink-muted">{text}</p>
      </div>
      {children}
    </div>
  )
}
