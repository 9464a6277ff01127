import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { contentHref } from '../../../contract/schemas/contentSearch'
import { Icon } from '../../ui/Icon'
import { Skeleton } from '../../ui/Skeleton'
import { Spinner } from '../../ui/Spinner'
import { useMinimumDelay } from '../../ui/useMinimumDelay'
import { searchMessages, type SearchSectionId } from './searchMessages'
import { SearchSuggestion } from './SearchSuggestion'
import { useSearch, type SectionState } from './useSearch'

const itemClass = 'tap flex items-center gap-3 px-3 py-1 text-ink hover:bg-brand-50 focus-visible:bg-brand-50'

/** Shown only when the answer takes longer than the 200 ms minimum display delay (spec §9). */
function SearchLoading() {
  const visible = useMinimumDelay(true)
  return (
    <p className="flex min-h-14 items-center gap-2 p-4 text-sm text-ink-muted" data-testid="search-loading">
      {visible ? (
        <>
          <Spinner size="s" delayMs={0} label={searchMessages.searching} /> {searchMessages.searching}
        </>
      ) : null}
    </p>
  )
}

function NoResults() {
  return (
    <div className="px-3 py-2 text-sm text-ink-muted" data-testid="search-no-results">
      <p>{searchMessages['no.results']}</p>
      <p>{searchMessages['try.again']}</p>
    </div>
  )
}

function SectionFailed({ id, onRetry }: { id: SearchSectionId; onRetry: () => void }) {
  return (
    <div className="flex items-start gap-2 px-3 py-2 text-sm" role="alert" data-testid="search-section-error">
      <Icon name="alert" size="s" className="mt-0.5 shrink-0 text-danger-600" />
      <div className="flex flex-col items-start">
        <p className="text-danger-600">{searchMessages.failed[id]}</p>
        <button type="button" className="link tap -my-1 inline-flex items-center font-semibold" onClick={onRetry}>
          {searchMessages.retry}
        </button>
      </div>
    </div>
  )
}

/**
 * One section (spec §2): a title with the count in kpl, then hits, a loading row, no hits or an
 * error. `lead` goes above the hits or the no-hits text (the products' "Tarkoititko", docs/decisions/022-finnish-product-search.md).
 */
function PanelSection<T extends { items: unknown[]; total_count: number }>({
  id,
  section,
  onRetry,
  lead,
  children,
}: {
  id: SearchSectionId
  section: SectionState<T>
  onRetry: () => void
  lead?: (data: T) => ReactNode
  children: (data: T) => ReactNode
}) {
  return (
    <section data-testid={`search-section-${id}`} aria-busy={section.status === 'loading'}>
      <h2 className="flex items-baseline justify-between px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-ink-muted">
        {searchMessages[id]}
        {section.status === 'done' ? (
          <span className="font-semibold normal-case">{searchMessages.count(section.data.total_count)}</span>
        ) : null}
      </h2>
      {section.status === 'loading' ? (
        <div className="flex flex-col gap-2 px-3 py-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      ) : section.status === 'error' ? (
        <SectionFailed id={id} onRetry={onRetry} />
      ) : (
        <>
          {lead?.(section.data)}
          {section.data.items.length === 0 ? <NoResults /> : <ul>{children(section.data)}</ul>}
        </>
      )}
    </section>
  )
}

/**
 * The search-as-you-type panel (spec §2): products, categories and other pages, with counts in
 * kpl. `onPick` receives a query the panel offers (the "Tarkoititko" link) as it is followed, so
 * the search field can show what the results page now shows.
 */
export default function SearchPanel({
  id,
  input,
  limit,
  onPick,
}: {
  id: string
  input: string
  limit: number
  onPick?: (query: string) => void
}) {
  const { state, retry } = useSearch(input, limit)
  const query = input.trim()
  const waiting =
    !state ||
    (state.products.status === 'loading' && state.categories.status === 'loading' && state.pages.status === 'loading')
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-white shadow-lg"
      data-testid="search-panel"
    >
      {waiting ? (
        <SearchLoading />
      ) : (
        <>
          <PanelSection
            id="products"
            section={state.products}
            onRetry={retry}
            lead={(data) =>
              data.suggestion ? (
                <SearchSuggestion suggestion={data.suggestion} onPick={onPick} className="px-3 text-sm" />
              ) : null
            }
          >
            {(data) =>
              data.items.map((p) => (
                <li key={p.sku}>
                  <Link to="/product/$slug" params={{ slug: p.url_key }} className={itemClass}>
                    <img
                      src={p.image.url}
                      alt=""
                      width={40}
                      height={40}
                      className="h-10 w-10 shrink-0 object-contain"
                    />
                    <span className="min-w-0">
                      <span className="line-clamp-2 font-semibold leading-snug">{p.name}</span>
                      <span className="block truncate text-xs text-ink-muted">
                        {p.sku} · {p.pakkauskokoteksti}
                      </span>
                    </span>
                  </Link>
                </li>
              ))
            }
          </PanelSection>
          <PanelSection id="categories" section={state.categories} onRetry={retry}>
            {(data) =>
              data.items.map((c) => (
                <li key={c.id}>
                  <Link to="/category/$" params={{ _splat: c.url_path }} className={itemClass}>
                    {c.name}
                  </Link>
                </li>
              ))
            }
          </PanelSection>
          <PanelSection id="pages" section={state.pages} onRetry={retry}>
            {(data) =>
              data.items.map((page) => (
                <li key={page.sys.id}>
                  <a href={contentHref(page)} className={itemClass}>
                    {page.fields.title}
                  </a>
                </li>
              ))
            }
          </PanelSection>
          <Link
            to="/searchresults"
            search={{ search: query }}
            className="tap mt-2 flex items-center justify-center border-t border-line px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {searchMessages.showAll(query)}
          </Link>
        </>
      )}
    </div>
  )
}
