import { uiMessages } from './uiMessages'
import { AppLink } from './AppLink'
import { Icon } from './Icon'

const t = uiMessages

/**
 * The previous / "Sivu x / y" / next bar of every paged list (catalogue, orders, invoices,
 * deliveries). `hrefFor` builds a page's address and keeps the list's other search params.
 */
export function Pager({
  page,
  pages,
  hrefFor,
  className = '',
}: {
  page: number
  pages: number
  hrefFor: (page: number) => string
  className?: string
}) {
  // past the last page the list's empty state offers the way back
  if (pages <= 1 || page > pages) return null
  return (
    <nav
      aria-label={t.page(page, pages)}
      className={`flex items-center justify-between gap-3 sm:justify-center print:hidden ${className}`}
    >
      {page > 1 ? (
        <AppLink href={hrefFor(page - 1)} className="btn-secondary" rel="prev">
          <Icon name="chevron-left" size="s" />
          {t.previousPage}
        </AppLink>
      ) : (
        <span className="min-w-24" aria-hidden="true" />
      )}
      <span className="text-sm text-ink-muted" data-testid="page-indicator">
        {t.page(page, pages)}
      </span>
      {page < pages ? (
        <AppLink href={hrefFor(page + 1)} className="btn-secondary" rel="next">
          {t.nextPage}
          <Icon name="chevron-right" size="s" />
        </AppLink>
      ) : (
        <span className="min-w-24" aria-hidden="true" />
      )}
    </nav>
  )
}

/** The number of pages for a total, at least one. */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / Math.max(1, pageSize)))

/** `/path?page=n&…`, leaving out page 1 and empty values so the first page has one URL. */
export function pageHref(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue
    search.set(key, String(value))
  }
  const query = search.toString()
  return query ? `${path}?${query}` : path
}
