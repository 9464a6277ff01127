import { Icon } from '../../../ui/Icon'
import { medicineRecordMessages as m } from './medicineRecordMessages'

/**
 * The medicine record's download (docs/decisions/081-delivery-lots.md): a plain GET form to the
 * CSV, so it works before the page's script has loaded; empty dates are no limit.
 */
export function MedicineRecordForm() {
  return (
    <section className="card mt-4" aria-labelledby="medicine-record-title" data-testid="medicine-record">
      <h2 id="medicine-record-title" className="section-title">
        {m.title}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{m.lead}</p>
      <form
        method="get"
        action="/api/customer/medicine-record.csv"
        className="mt-3 grid grid-cols-2 items-end gap-3 sm:grid-cols-[1fr_1fr_auto]"
      >
        <div>
          <label htmlFor="record-from" className="field-label">
            {m.from}
          </label>
          <input id="record-from" name="from" type="date" className="field-input" />
        </div>
        <div>
          <label htmlFor="record-to" className="field-label">
            {m.to}
          </label>
          <input id="record-to" name="to" type="date" className="field-input" />
        </div>
        <button type="submit" className="btn-secondary col-span-2 sm:col-span-1" data-testid="medicine-record-download">
          <Icon name="download" size="s" />
          {m.download}
        </button>
      </form>
    </section>
  )
}
