import { useRouter } from '@tanstack/react-router'
import type { KeyboardEvent, MouseEvent } from 'react'
import { Icon } from '../../../ui/Icon'
import { filterMessages } from './filterMessages'

/**
 * One filter choice: a link to the listing with it toggled, so it works before the script loads;
 * once hydrated a click navigates in the app (results and counts update, the scroll stays). It
 * reads as a checkbox (a radio for one-at-a-time groups) and Space toggles it like one
 * (docs/decisions/069-facets-and-filters.md).
 */
export function FilterChoiceLink({
  href,
  label,
  count,
  approximate = false,
  chosen,
  single = false,
  nested = false,
}: {
  href: string
  label: string
  count: number | null
  approximate?: boolean
  chosen: boolean
  single?: boolean
  nested?: boolean
}) {
  const router = useRouter()
  const go = () => void router.navigate({ href, resetScroll: false })
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    go()
  }
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key !== ' ') return
    event.preventDefault()
    go()
  }
  return (
    <a
      href={href}
      role={single ? 'radio' : 'checkbox'}
      aria-checked={chosen}
      onClick={onClick}
      onKeyDown={onKeyDown}
      rel="nofollow"
      data-testid="filter-choice"
      className={`tap flex items-center gap-3 rounded-md py-1 pr-2 text-ink no-underline hover:bg-brand-50 ${nested ? 'pl-6' : 'pl-1'}`}
    >
      <span
        aria-hidden="true"
        className={`flex h-5 w-5 shrink-0 items-center justify-center border-2 ${single ? 'rounded-full' : 'rounded'} ${
          chosen ? 'border-brand-700 bg-brand-700 text-white' : 'border-line-strong bg-white'
        }`}
      >
        {chosen ? <Icon name="check" size="xs" /> : null}
      </span>
      <span className="min-w-0 break-words">
        {label}
        {count !== null ? <span className="text-ink-muted"> ({filterMessages.count(count, approximate)})</span> : null}
      </span>
    </a>
  )
}
