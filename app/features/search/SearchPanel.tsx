import { Link } from '@tanstack/react-router'
import { contentHref } from '../../../contract/schemas/contentSearch'
import { messages } from '../../lib/messages'
import { Spinner } from '../../ui/Spinner'
import { useMinimumDelay } from '../../ui/useMinimumDelay'
import { useSearch } from './useSearch'
import { catalogMessages } from '../catalog/catalogMessages'

function SectionTitle({ title, count }: { title: string; count: number }) {
  return (
    <h2 className="flex items-baseline justify-between px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wide text-ink-muted">
      {title}
      <span className="font-semibold normal-case">{catalogMessages.productsCount(count)}</span>
    </h2>
  )
}

function NoResults() {
  return (
    <div className="px-3 py-2 text-sm text-ink-muted">
      <p>{messages.search['no.results']}</p>
      <p>{messages.search['try.again']}</p>
    </div>
  )
}

/** Shown only when the answer takes longer than the 200 ms minimum display delay (spec §9). */
function SearchLoading() {
  const visible = useMinimumDelay(true)
  return (
    <p className="flex min-h-14 items-center gap-2 p-4 text-sm text-ink-muted" data-testid="search-loading">
      {visible ? (
        <>
          <Spinner size="s" delayMs={0} /> {messages.search.searching}
        </>
      ) : null}
    </p>
  )
}

/** The search-as-you-type panel (spec §2): products, categories and other pages, with counts in kpl. */
export default function SearchPanel({ id, input, pageSize }: { id: string; input: string; pageSize: number }) {
  // spec §9: at most 8 results per section, 6 on narrow screens
  const state = useSearch(input, pageSize)
  const query = input.trim()
  const itemClass = 'tap flex items-center gap-3 px-3 py-1 text-ink hover:bg-brand-50'
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-white shadow-lg"
      data-testid="search-panel"
    >
      {state.status === 'loading' || state.status === 'idle' ? (
        <SearchLoading />
      ) : state.status === 'error' ? (
        <p className="p-4 text-sm text-danger-600" role="alert">
          {messages.search.failed}
        </p>
      ) : (
        <>
          <section data-testid="search-section-products">
            <SectionTitle title={messages.search.products} count={state.results.products.total_count} />
            {state.results.products.items.length === 0 ? (
              <NoResults />
            ) : (
              <ul>
                {state.results.products.items.map((p) => (
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
                        <span className="block truncate font-semibold">{p.name}</span>
                        <span className="block text-xs text-ink-muted">
                          {p.sku} · {p.pakkauskokoteksti}
                        </span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section data-testid="search-section-categories">
            <SectionTitle title={messages.search.categories} count={state.results.categories.total_count} />
            {state.results.categories.items.length === 0 ? (
              <NoResults />
            ) : (
              <ul>
                {state.results.categories.items.map((c) => (
                  <li key={c.id}>
                    <Link to="/category/$" params={{ _splat: c.url_path }} className={itemClass}>
                      {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section data-testid="search-section-pages">
            <SectionTitle title={messages.search.pages} count={state.results.pages.total_count} />
            {state.results.pages.items.length === 0 ? (
              <NoResults />
            ) : (
              <ul>
                {state.results.pages.items.map((page) => (
                  <li key={page.sys.id}>
                    <a href={contentHref(page)} className={itemClass}>
                      {page.fields.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Link
            to="/searchresults"
            search={{ search: query }}
            className="tap flex items-center justify-center border-t border-line px-3 text-sm font-semibold text-brand-700"
          >
            {messages.search.showAll(query)}
          </Link>
        </>
      )}
    </div>
  )
}
