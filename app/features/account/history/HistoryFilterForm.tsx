import { useRouter } from '@tanstack/react-router'
import { useEffect, useId, useState, type FormEvent, type MouseEvent } from 'react'
import { Field, fieldHelpId } from '../../../ui/Field'
import { Icon } from '../../../ui/Icon'
import { pageHref } from '../../../ui/Pager'
import { historyMessages as t } from './historyMessages'

export interface FilterField {
  name: string
  label: string
  kind: 'date' | 'text' | 'select'
  help?: string
  maxLength?: number
  /** For 'select': the choices after "all". */
  options?: readonly { value: string; label: string }[]
}

/**
 * The filters of a document list (docs/decisions/036-history-filters-and-csv-export.md) as a GET form on the list's own path, so the
 * filters live in the URL: a link, a reload and the back button keep them, and the form works
 * before the page's script has loaded. With the script, a submit navigates in the app (empty
 * fields and page 1 left out of the URL). A bad value from the URL is shown with its message
 * and left out of the list (contract/schemas/historyFilters.ts readFilters). The CSV link
 * carries the filters the list uses.
 *
 * On a phone the fields fold behind "Suodata (n)" (n: the filters set), so the list starts on
 * the first screen; after "Hae" they fold again and the results (`resultsId`) are brought into
 * view, so the answer is where the buyer looks (docs/decisions/062-account-lists-print-and-invitations.md),
 * and `found` (what the search found) is said in a polite live region once they are there.
 */
export function HistoryFilterForm({
  path,
  label,
  fields,
  values,
  errors,
  hidden = {},
  csvHref,
  active,
  resultsId,
  found,
  className = '',
}: {
  path: string
  label: string
  fields: readonly FilterField[]
  /** The filters as the URL has them. */
  values: Record<string, string | undefined>
  errors: Record<string, string | undefined>
  /** Filters the page sets elsewhere (the invoices' status tabs), kept by a submit. */
  hidden?: Record<string, string | undefined>
  csvHref: string
  /** Whether any filter is set: offers to clear them. */
  active: boolean
  /** The element that leads the results (their count): scrolled into view after "Hae" when out of it. */
  resultsId?: string
  /** What the list holds, said to a screen reader after "Hae" ("Löytyi 12 tilausta."). */
  found?: string
  className?: string
}) {
  const router = useRouter()
  const invalid = fields.some((f) => errors[f.name])
  const regionId = useId()
  // Open from the start when a filter from the URL is wrong, so its message is seen.
  const [open, setOpen] = useState(invalid)
  const setCount = fields.filter((f) => values[f.name]?.trim()).length
  // Set when "Hae" has loaded its results: they are brought into view once the folded form is drawn.
  const [searched, setSearched] = useState(0)
  useEffect(() => {
    if (searched === 0) return
    const frame = requestAnimationFrame(() => showResults(resultsId))
    return () => cancelAnimationFrame(frame)
  }, [searched, resultsId])

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const params: Record<string, string> = {}
    for (const [key, value] of new FormData(event.currentTarget))
      if (typeof value === 'string') params[key] = value.trim()
    void router.navigate({ href: pageHref(path, params) }).then(() => {
      setOpen(false)
      setSearched((n) => n + 1)
    })
  }

  return (
    <div className={`card !p-4 ${className}`}>
      <form
        key={JSON.stringify([values, hidden])}
        method="get"
        action={path}
        role="search"
        aria-label={label}
        onSubmit={submit}
        data-testid="history-filters"
      >
        {invalid ? (
          <p role="alert" className="mb-3 flex items-start gap-2 text-sm font-semibold text-danger-600">
            <Icon name="alert" size="s" className="mt-0.5 shrink-0" />
            {t.badFilters}
          </p>
        ) : null}
        <button
          type="button"
          className="btn-secondary w-full justify-between md:hidden"
          aria-expanded={open}
          aria-controls={regionId}
          onClick={() => setOpen(!open)}
          data-testid="history-filters-toggle"
        >
          {t.filterToggle(setCount)}
          <Icon name="chevron-down" size="s" className={open ? 'rotate-180' : ''} />
        </button>
        <div
          id={regionId}
          className={`${open ? 'mt-3 grid' : 'hidden md:grid'} grid-cols-2 gap-x-3 gap-y-1 md:mt-0 md:grid-cols-4 lg:grid-cols-5`}
        >
          {fields.map((field) => (
            <FilterInput key={field.name} field={field} value={values[field.name]} error={errors[field.name]} />
          ))}
        </div>
        {Object.entries(hidden).map(([name, value]) =>
          value ? <input key={name} type="hidden" name={name} value={value} /> : null,
        )}
        <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
          <span className={open ? 'contents' : 'hidden md:contents'}>
            <button type="submit" className="btn-primary">
              <Icon name="search" size="s" />
              {t.search}
            </button>
            {active ? (
              <a
                href={pageHref(path, hidden)}
                className="btn-ghost"
                onClick={(e) => navigateInApp(e, router, pageHref(path, hidden))}
              >
                <Icon name="close" size="s" />
                {t.clear}
              </a>
            ) : null}
          </span>
          <a
            href={csvHref}
            download
            className="btn-secondary sm:ml-auto"
            aria-describedby="history-csv-help"
            data-testid="history-csv"
          >
            <Icon name="download" size="s" />
            {t.download}
          </a>
        </div>
        <p id="history-csv-help" className="mt-1 text-sm text-ink-muted sm:text-right">
          {t.downloadHelp}
        </p>
      </form>
      {/* In the page from the start and filled only after a search: a region that appears with its
          text is not read. A new node per search, so the same count found again is said again. */}
      <p role="status" className="sr-only" data-testid="history-found">
        {searched > 0 && found ? <span key={searched}>{found}</span> : null}
      </p>
    </div>
  )
}

/** Brings the results' lead into view when it is not (on a phone it is below the filters). */
function showResults(id: string | undefined) {
  const lead = id ? document.getElementById(id) : null
  if (!lead) return
  const box = lead.getBoundingClientRect()
  if (box.top < 0 || box.bottom > window.innerHeight * 0.5) lead.scrollIntoView({ block: 'start' })
}

function navigateInApp(event: MouseEvent<HTMLAnchorElement>, router: ReturnType<typeof useRouter>, href: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
  event.preventDefault()
  void router.navigate({ href })
}

function FilterInput({ field, value, error }: { field: FilterField; value?: string; error?: string }) {
  const id = `filter-${field.name}`
  const describedBy = fieldHelpId(id, error, field.help)
  // Dates side by side on a phone; the text fields take the whole row there.
  const span = field.kind === 'date' ? '' : 'col-span-2 md:col-span-1'
  if (field.kind === 'select') {
    return (
      <Field id={id} label={field.label} error={error} help={field.help} className={span}>
        <div className="relative">
          <select
            id={id}
            name={field.name}
            defaultValue={value ?? ''}
            className="field-select"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
          >
            <option value="">{t.anyStatus}</option>
            {field.options?.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
          <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-ink-muted">
            <Icon name="chevron-down" size="s" />
          </span>
        </div>
      </Field>
    )
  }
  return (
    <Field id={id} label={field.label} error={error} help={field.help} className={span}>
      <input
        id={id}
        name={field.name}
        type={field.kind === 'date' ? 'date' : 'search'}
        defaultValue={value ?? ''}
        maxLength={field.maxLength}
        autoComplete="off"
        className="field-input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
    </Field>
  )
}
