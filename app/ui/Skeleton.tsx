/** A grey placeholder block for loading states (docs/architecture.md §15: every loading state has one). */
export function Skeleton({ className = 'h-4 w-full' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-md bg-surface-sunk ${className}`} />
}
