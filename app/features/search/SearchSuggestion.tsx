import { Link } from '@tanstack/react-router'
import { searchMessages } from './searchMessages'

/**
 * "Tarkoititko: karprofeeni" (docs/decisions/022-finnish-product-search.md): the corrected query the product search offers
 * when the typed words were not found as such. A real link to that query's results page, the
 * same URL the search field's Enter opens; `onPick` lets the panel put the query into the field.
 */
export function SearchSuggestion({
  suggestion,
  onPick,
  className = '',
}: {
  suggestion: string
  onPick?: (query: string) => void
  className?: string
}) {
  return (
    <p className={`flex flex-wrap items-center gap-x-1.5 text-ink ${className}`} data-testid="search-suggestion">
      {searchMessages.didYouMean}{' '}
      <Link
        to="/searchresults"
        search={{ search: suggestion }}
        onClick={() => onPick?.(suggestion)}
        className="link tap inline-flex min-w-0 items-center break-all font-semibold"
      >
        {suggestion}
      </Link>
    </p>
  )
}
