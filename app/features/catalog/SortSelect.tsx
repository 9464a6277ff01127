import { useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import type { AnySort } from '../../../contract/schemas/catalogParams'
import { pageHref } from '../../ui/Pager'
import { catalogMessages } from './catalogMessages'

/**
 * The order of a listing (docs/decisions/063-search-paging-and-sort.md). A GET form, so it works
 * before the script loads: the "Järjestä" button sends it. Once the page has hydrated, a choice
 * navigates at once and the button goes. A new order starts again from page 1; `keep` holds the
 * page's other parameters (the search text).
 */
export function SortSelect({
  path,
  sort,
  sorts,
  keep = {},
}: {
  path: string
  sort: AnySort
  sorts: readonly AnySort[]
  keep?: Record<string, string>
}) {
  const router = useRouter()
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return (
    // Wraps, so the button of the page before hydration never makes a 320 px phone scroll sideways.
    <form method="get" action={path} className="flex min-w-0 max-w-full flex-wrap items-end gap-2">
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex min-w-0 max-w-full flex-col text-sm">
        <span className="field-label">{catalogMessages.sort}</span>
        <select
          name="sort"
          className="field-input w-auto max-w-full"
          value={sort}
          data-testid="sort-select"
          onChange={(e) => void router.navigate({ href: pageHref(path, { ...keep, sort: e.target.value }) })}
        >
          {sorts.map((s) => (
            <option key={s} value={s}>
              {catalogMessages.sortOptions[s]}
            </option>
          ))}
        </select>
      </label>
      {hydrated ? null : (
        <button type="submit" className="btn-secondary">
          {catalogMessages.applySort}
        </button>
      )}
    </form>
  )
}
