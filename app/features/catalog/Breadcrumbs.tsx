import { Link } from '@tanstack/react-router'
import { catalogMessages } from './catalogMessages'

export function Breadcrumbs({ trail }: { trail: { name: string; url_path: string }[] }) {
  return (
    <nav aria-label={catalogMessages.breadcrumbs} className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-ink-muted">
        <li>
          <Link to="/" className="tap inline-flex items-center hover:text-brand-800">
            {catalogMessages.home}
          </Link>
        </li>
        {trail.map((crumb, i) => (
          // On phones the current page's crumb, which repeats the heading just below, would
          // wrap onto lines of its own; it shows from the sm breakpoint up.
          <li
            key={crumb.url_path}
            className={`items-center gap-1 ${i === trail.length - 1 ? 'hidden sm:flex' : 'flex'}`}
          >
            <span aria-hidden="true">/</span>
            {i === trail.length - 1 ? (
              <span aria-current="page" className="font-semibold text-ink">
                {crumb.name}
              </span>
            ) : (
              <Link
                to="/category/$"
                params={{ _splat: crumb.url_path }}
                className="tap inline-flex items-center hover:text-brand-800"
              >
                {crumb.name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
