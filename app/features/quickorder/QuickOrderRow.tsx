import { availabilityLabel, availabilityState } from '../../../contract/availability'
import { useId } from 'react'
import { hasPrices } from '../../../contract/pricing'
import type { QuickOrderLine } from '../../../contract/schemas/quickOrder'
import { Icon } from '../../ui/Icon'
import { ContractPrice } from '../catalog/ContractPrice'
import { PriceScope } from '../catalog/PriceScope'
import { quickOrderMessages as t } from './quickOrderMessages'
import type { ScannedLot } from './scan/scannedRows'
import { useCodeSuggestions } from './useCodeSuggestions'

export interface OrderRow {
  key: string
  code: string
  quantity: string
  /** The server's verdict on the row as it was last checked. */
  result?: QuickOrderLine
  /** A note of the page itself, e.g. that another row was merged into this one, or a scanned pack's expiry. */
  notice?: string
  /** The lots and expiry dates the scanned packs' codes carried (docs/decisions/082-scan-to-order.md). */
  scans?: ScannedLot[]
  /** The same, as the row says it ("Erä AB12 käyt. viim. 31.1.2028 × 2"). */
  lotsText?: string
}

/**
 * One quick-order row: code (with product suggestions as the buyer types), quantity, and what the
 * server made of them: the product with its package text and contract price, or a Finnish
 * message with what would fix it (a suggested product, a variant, a rounded quantity).
 */
export function QuickOrderRow({
  row,
  index,
  navId,
  onChange,
  onCommit,
  onRemove,
}: {
  row: OrderRow
  index: number
  navId: string
  onChange: (patch: Partial<OrderRow>) => void
  /** The row was left or a fix was picked: check it on the server. */
  onCommit: (patch?: Partial<OrderRow>) => void
  onRemove: () => void
}) {
  const id = useId()
  const n = index + 1
  const result = row.result
  const matched = result?.product && result.code === row.code.trim() ? result.product : null
  const suggestions = useCodeSuggestions(row.code, !matched)
  const error = result && !result.ok && result.problem !== 'duplicate' ? result : null
  return (
    <li
      className="grid grid-cols-[1fr_auto_auto] items-start gap-2 border-b border-line py-3"
      data-testid="quickorder-row"
    >
      <div className="min-w-0">
        <label htmlFor={`${id}-code`} className="sr-only">
          {t.codeOf(n)}
        </label>
        <input
          id={`${id}-code`}
          className="field-input w-full"
          value={row.code}
          list={`${id}-list`}
          autoComplete="off"
          spellCheck={false}
          placeholder={t.code}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange({ code: event.target.value })}
          onBlur={() => onCommit()}
          data-testid="quickorder-code"
        />
        <datalist id={`${id}-list`}>
          {(suggestions.data ?? []).map((p) => (
            <option key={p.sku} value={p.sku}>{`${p.name} · ${p.pakkauskokoteksti}`}</option>
          ))}
        </datalist>
      </div>
      <div>
        <label htmlFor={`${id}-qty`} className="sr-only">
          {t.quantityOf(n)}
        </label>
        <input
          id={`${id}-qty`}
          className="field-input w-20 text-center tabular-nums"
          inputMode="numeric"
          autoComplete="off"
          value={row.quantity}
          onChange={(event) => onChange({ quantity: event.target.value })}
          onBlur={() => onCommit()}
          data-testid="quickorder-quantity"
        />
      </div>
      <button type="button" className="icon-btn" aria-label={t.removeRow(n)} onClick={onRemove}>
        <Icon name="trash" size="s" />
      </button>
      {matched ? (
        <div
          className="col-span-3 flex flex-wrap items-baseline justify-between gap-x-4 text-sm"
          data-testid="quickorder-product"
        >
          <span className="min-w-0">
            <span className="font-semibold text-ink">{matched.name}</span>
            <span className="text-ink-muted"> · {matched.pakkauskokoteksti}</span>
            {availabilityState(matched) === 'in-stock' ? null : (
              <span className="ml-2 font-semibold text-warn-900" data-testid="availability">
                {availabilityLabel(matched)}
              </span>
            )}
          </span>
          {hasPrices(matched) ? (
            <PriceScope navId={navId} skus={[matched.sku]}>
              <ContractPrice product={matched} />
            </PriceScope>
          ) : null}
        </div>
      ) : null}
      {row.lotsText ? (
        <p className="col-span-3 text-sm text-ink-muted" data-testid="quickorder-lots">
          {row.lotsText}
        </p>
      ) : null}
      {row.notice ? (
        <p className="col-span-3 text-sm text-ink-muted" role="status" data-testid="quickorder-notice">
          {row.notice}
        </p>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="col-span-3 flex flex-col gap-1 text-sm" data-testid="quickorder-error">
          <p className="font-semibold text-danger-600">{error.message}</p>
          {error.suggested_quantity !== undefined ? (
            <button
              type="button"
              className="link self-start"
              onClick={() => onCommit({ quantity: String(error.suggested_quantity) })}
            >
              {t.roundTo(error.suggested_quantity)}
            </button>
          ) : null}
          {error.variants && error.variants.length > 0 ? (
            <label className="flex flex-wrap items-center gap-2">
              <span>{t.chooseVariant}</span>
              <select
                className="field-select w-auto"
                defaultValue=""
                onChange={(event) => event.target.value && onCommit({ code: event.target.value })}
                data-testid="quickorder-variant"
              >
                <option value="" disabled>
                  –
                </option>
                {error.variants.map((v) => (
                  <option key={v.sku} value={v.sku}>
                    {v.in_stock ? v.label : `${v.label} (${availabilityLabel(v)})`}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {error.suggestions && error.suggestions.length > 0 ? (
            <ul className="flex flex-col gap-1" aria-label={t.suggestions}>
              {error.suggestions.map((s) => (
                <li key={s.sku}>
                  <button
                    type="button"
                    className="link text-left"
                    aria-label={t.useSuggestion(s.sku, s.name)}
                    onClick={() => onCommit({ code: s.sku })}
                  >
                    {s.sku} · {s.name} · {s.pakkauskokoteksti}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
