import { Link } from '@tanstack/react-router'
import type { SORTS } from '../../../contract/schemas/catalog'
import { catalogMessages } from './catalogMessages'

export function Pagination({
  path,
  page,
  pages,
  sort,
}: {
  path: string
  page: number
  pages: number
  sort: (typeof SORTS)[number]
}) {
  if (pages <= 1) return null
  const linkClass = 'btn-secondary'
  return (
    <nav aria-label={catalogMessages.page(page, pages)} className="flex items-center justify-center gap-3">
      {page > 1 ? (
        <Link
          to="/category/$"
          params={{ _splat: path }}
          search={{ page: page - 1, sort }}
          className={linkClass}
          rel="prev"
        >
          {catalogMessages.previous}
        </Link>
      ) : null}
      <span className="text-sm text-ink-muted" data-testid="page-indicator">
        {catalogMessages.page(page, pages)}
      </span>
      {page < pages ? (
        <Link
          to="/category/$"
          params={{ _splat: path }}
          search={{ page: page + 1, sort }}
          className={linkClass}
          rel="next"
        >
          {catalogMessages.next}
        </Link>
      ) : null}
    </nav>
  )
}
