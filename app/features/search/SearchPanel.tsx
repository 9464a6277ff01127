import { availabilityLabel, availabilityState } from '../../../contract/availability'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { hasPrices } from '../../../contract/pricing'
import { contentHref } from '../../../contract/schemas/contentSearch'
import { Icon } from '../../ui/Icon'
import { Skeleton } from '../../ui/Skeleton'
import { Spinner } from '../../ui/Spinner'
import { useMinimumDelay } from '../../ui/useMinimumDelay'
import { CardAddToCart } from '../catalog/CardAddToCart'
import { PriceScope } from '../catalog/PriceScope'
import { userQuery } from '../session/queries'
import { PanelPrice } from './PanelPrice'
import { searchMessages, type SearchSectionId } from './searchMessages'
import { SearchSuggestion } from './SearchSuggestion'
import { usePanelKeys } from './usePanelKeys'
import { useSearch, type SearchState, type SectionState } from './useSearch'

const itemClass = 'tap flex items-center gap-3 px-3 py-1 text-ink hover:bg-brand-50 focus-visible:bg-brand-50'
/** The hit the arrow keys highlight: the same tint as a hovered one, with the brand's edge. */
const hitClass = (active: boolean) =>
  `min-w-0 flex-1 border-l-4 ${active ? 'border-brand-700 bg-brand-50' : 'border-transparent'}`

/** The panel is a grid of rows (docs/decisions/068-search-panel-actions.md): every line is a row of cells. */
function Row({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div role="row" className={className}>
      <div role="gridcell">{children}</div>
    </div>
  )
}

/** The ids of the hits the arrow keys move through, in the panel's order: products, categories, pages. */
function hitIdsOf(panelId: string, state: SearchState | null): string[] {
  if (!state) return []
  const ids = (section: SectionState<{ items: unknown[] }>, prefix: string) =>
    section.status === 'done' ? section.data.items.map((_, i) => `${panelId}-${prefix}${i}`) : []
  return [...ids(state.products, 'p'), ...ids(state.categories, 'c'), ...ids(state.pages, 'g')]
}

/** Shown only when the answer takes longer than the 200 ms minimum display delay (spec §9). */
function SearchLoading() {
  const visible = useMinimumDelay(true)
  return (
    <Row>
      <p className="flex min-h-14 items-center gap-2 p-4 text-sm text-ink-muted" data-testid="search-loading">
        {visible ? (
          <>
            <Spinner size="s" delayMs={0} label={searchMessages.searching} /> {searchMessages.searching}
          </>
        ) : null}
      </p>
    </Row>
  )
}

function NoResults() {
  return (
    <Row className="px-3 py-2 text-sm text-ink-muted">
      <div data-testid="search-no-results">
        <p>{searchMessages['no.results']}</p>
        <p>{searchMessages['try.again']}</p>
      </div>
    </Row>
  )
}

function SectionFailed({ id, onRetry }: { id: SearchSectionId; onRetry: () => void }) {
  return (
    <Row>
      <div className="flex items-start gap-2 px-3 py-2 text-sm" role="alert" data-testid="search-section-error">
        <Icon name="alert" size="s" className="mt-0.5 shrink-0 text-danger-600" />
        <div className="flex flex-col items-start">
          <p className="text-danger-600">{searchMessages.failed[id]}</p>
          <button type="button" className="link tap -my-1 inline-flex items-center font-semibold" onClick={onRetry}>
            {searchMessages.retry}
          </button>
        </div>
      </div>
    </Row>
  )
}

/**
 * One section (spec §2), a group of the grid's rows: a title with the count in kpl, then hits,
 * a loading row, no hits or an error. `lead` goes above the hits or the no-hits text (the
 * products' "Tarkoititko", docs/decisions/022-finnish-product-search.md).
 */
function PanelSection<T extends { items: unknown[]; total_count: number }>({
  id,
  panelId,
  section,
  onRetry,
  lead,
  children,
}: {
  id: SearchSectionId
  panelId: string
  section: SectionState<T>
  onRetry: () => void
  lead?: (data: T) => ReactNode
  children: (data: T) => ReactNode
}) {
  const titleId = `${panelId}-${id}`
  return (
    <div
      role="rowgroup"
      aria-labelledby={titleId}
      data-testid={`search-section-${id}`}
      aria-busy={section.status === 'loading'}
    >
      <Row>
        <h2
          id={titleId}
          className="flex items-baseline justify-between px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-ink-muted"
        >
          {searchMessages[id]}
          {section.status === 'done' ? (
            <span className="font-semibold normal-case">{searchMessages.count(section.data.total_count)}</span>
          ) : null}
        </h2>
      </Row>
      {section.status === 'loading' ? (
        <Row>
          <div className="flex flex-col gap-2 px-3 py-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </Row>
      ) : section.status === 'error' ? (
        <SectionFailed id={id} onRetry={onRetry} />
      ) : (
        <>
          {lead?.(section.data)}
          {section.data.items.length === 0 ? <NoResults /> : children(section.data)}
        </>
      )}
    </div>
  )
}

/** A category's or a page's hit: one row, one cell, its link. */
function LinkHit({ cellId, active, children }: { cellId: string; active: string | null; children: ReactNode }) {
  return (
    <div role="row" className="flex">
      <div
        role="gridcell"
        id={cellId}
        aria-selected={cellId === active}
        className={hitClass(cellId === active)}
        data-testid="search-hit"
      >
        {children}
      </div>
    </div>
  )
}

/**
 * The search-as-you-type panel (spec §2): products, categories and other pages, with counts in
 * kpl, as the grid popup of the search field (docs/decisions/068-search-panel-actions.md). A
 * product hit shows a customer's own price and the listings' add to cart with its pack-size
 * stepper; the arrow keys move through the hits and Enter opens the highlighted one
 * (`usePanelKeys`). `onPick` receives a query the panel offers (the "Tarkoititko" link) as it is
 * followed, so the search field can show what the results page now shows.
 */
export default function SearchPanel({
  id,
  input,
  limit,
  onPick,
  onClose,
}: {
  id: string
  input: string
  limit: number
  onPick?: (query: string) => void
  onClose: () => void
}) {
  const { state, retry } = useSearch(input, limit)
  const { data: user } = useQuery(userQuery())
  const navId = user?.navId ?? null
  const query = input.trim()
  const active = usePanelKeys({ panelId: id, hitIds: hitIdsOf(id, state), query, onClose })
  const waiting =
    !state ||
    (state.products.status === 'loading' && state.categories.status === 'loading' && state.pages.status === 'loading')
  return (
    <div
      id={id}
      role="grid"
      aria-label={searchMessages.panel}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-white shadow-lg"
      data-testid="search-panel"
    >
      {waiting ? (
        <SearchLoading />
      ) : (
        <>
          <PanelSection
            id="products"
            panelId={id}
            section={state.products}
            onRetry={retry}
            lead={(data) =>
              data.suggestion ? (
                <Row>
                  <SearchSuggestion suggestion={data.suggestion} onPick={onPick} className="px-3 text-sm" />
                </Row>
              ) : null
            }
          >
            {(data) => (
              // One price query for the panel's hits, private to the customer (docs/decisions/052-one-price-boundary.md).
              <PriceScope navId={navId} skus={data.items.map((p) => p.sku)}>
                {data.items.map((p, i) => {
                  const cellId = `${id}-p${i}`
                  return (
                    <div
                      key={p.sku}
                      role="row"
                      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line pb-2 pr-3 last:border-b-0"
                      data-testid="search-product"
                      data-sku={p.sku}
                    >
                      <div
                        role="gridcell"
                        id={cellId}
                        aria-selected={cellId === active}
                        className={`${hitClass(cellId === active)} basis-56`}
                        data-testid="search-hit"
                      >
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
                            {/* What a buyer must notice before adding (docs/decisions/073-availability.md). */}
                            {availabilityState(p) === 'in-stock' ? null : (
                              // A line of its own after the "SKU · pack" line, which is the row's one `span.block`.
                              <span className="flex text-xs font-semibold text-warn-900" data-testid="availability">
                                <span className="truncate">{availabilityLabel(p)}</span>
                              </span>
                            )}
                          </span>
                        </Link>
                        {navId && hasPrices(p) ? (
                          <div className="pl-16">
                            <PanelPrice product={p} />
                          </div>
                        ) : null}
                      </div>
                      <div role="gridcell" className="ml-auto w-40 shrink-0 lt-sm:pl-3">
                        <CardAddToCart product={p} navId={navId} />
                      </div>
                    </div>
                  )
                })}
              </PriceScope>
            )}
          </PanelSection>
          <PanelSection id="categories" panelId={id} section={state.categories} onRetry={retry}>
            {(data) =>
              data.items.map((c, i) => (
                <LinkHit key={c.id} cellId={`${id}-c${i}`} active={active}>
                  <Link to="/category/$" params={{ _splat: c.url_path }} className={itemClass}>
                    {c.name}
                  </Link>
                </LinkHit>
              ))
            }
          </PanelSection>
          <PanelSection id="pages" panelId={id} section={state.pages} onRetry={retry}>
            {(data) =>
              data.items.map((page, i) => (
                <LinkHit key={page.sys.id} cellId={`${id}-g${i}`} active={active}>
                  <a href={contentHref(page)} className={itemClass}>
                    {page.fields.title}
                  </a>
                </LinkHit>
              ))
            }
          </PanelSection>
          <Row>
            <Link
              to="/searchresults"
              search={{ search: query }}
              className="tap mt-2 flex items-center justify-center border-t border-line px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {searchMessages.showAll(query)}
            </Link>
          </Row>
        </>
      )}
    </div>
  )
}
