import { availabilityState } from '../../../contract/availability'
import { AvailabilityLabel } from '../catalog/AvailabilityLabel'
import type { PurchaseRequestLine } from '../../../contract/schemas/purchaseRequests'
import { describeRules, judgeQuantity } from '../../../contract/quantityRules'
import { Icon } from '../../ui/Icon'
import { QuantitySelector } from '../../ui/QuantitySelector'
import { useStoreFormat } from '../session/useStoreFormat'
import { approvalsMessages as t } from './approvalsMessages'

/**
 * The request's lines: what the requester asked for beside what the request holds now, at the
 * company's current contract price (alv 0 %). An approver edits the quantities in `draft` (0 =
 * removed); everyone sees an approver's change ("Muutettu 10 → 5 (…)").
 */
export function RequestLines({
  lines,
  draft,
  onChange,
  disabled,
}: {
  lines: PurchaseRequestLine[]
  /** The approver's unsaved quantities by SKU, or null when the lines are read-only. */
  draft: Record<string, number> | null
  onChange: (sku: string, quantity: number) => void
  disabled: boolean
}) {
  const { money } = useStoreFormat()
  return (
    <ul className="divide-y divide-line" data-testid="request-lines">
      {lines.map((line) => {
        const quantity = draft?.[line.sku] ?? line.quantity
        const removed = quantity === 0
        // A line off its product's pack size today could not be ordered as it stands (docs/decisions/048-quantity-rules-on-every-path.md).
        const verdict = removed || !line.quantity_rules ? null : judgeQuantity(line.quantity_rules, quantity)
        const offPack = verdict && !verdict.ok ? verdict : null
        return (
          <li
            key={line.sku}
            className="flex flex-col gap-2 py-3"
            data-testid="request-line"
            data-sku={line.sku}
            data-removed={removed || undefined}
            data-off-pack={offPack ? true : undefined}
          >
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <a
                  href={`/product/${line.url_key}`}
                  className={`font-semibold hover:text-brand-800 ${removed ? 'text-ink-muted line-through' : 'text-ink'}`}
                >
                  {line.name}
                </a>
                <p className="text-xs text-ink-muted">{line.sku}</p>
                {availabilityState(line) === 'in-stock' ? null : (
                  <AvailabilityLabel product={line} className="text-xs" />
                )}
                {/* What changed since the request was sent (docs/decisions/078-availability-since.md). */}
                {line.availability_change ? (
                  <p className="text-xs text-warn-900" data-testid="request-line-availability-change">
                    {line.availability_change}
                  </p>
                ) : null}
              </div>
              {draft && !removed ? (
                <button
                  type="button"
                  className="icon-btn text-ink-muted hover:text-danger-600"
                  onClick={() => onChange(line.sku, 0)}
                  disabled={disabled}
                  aria-label={t.removeLine(line.name)}
                  data-testid="request-line-remove"
                >
                  <Icon name="trash" size="s" />
                </button>
              ) : null}
            </div>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-sm">
              <dl className="flex flex-wrap gap-x-4 gap-y-1">
                <div className="flex gap-1">
                  <dt className="text-ink-muted">{t.requested}:</dt>
                  <dd className="tabular-nums" data-testid="request-line-requested">
                    {line.requested_quantity}
                  </dd>
                </div>
                {draft ? null : (
                  <div className="flex gap-1">
                    <dt className="text-ink-muted">{t.quantity}:</dt>
                    <dd className="font-semibold tabular-nums" data-testid="request-line-quantity">
                      {removed ? t.removed : line.quantity}
                    </dd>
                  </div>
                )}
                <div className="flex gap-1">
                  <dt className="text-ink-muted">{t.unitPrice}:</dt>
                  <dd className="tabular-nums">{money(line.unit_price)}</dd>
                </div>
              </dl>
              {draft ? (
                removed ? (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => onChange(line.sku, line.quantity || line.requested_quantity)}
                    disabled={disabled}
                    aria-label={t.restoreLine(line.name)}
                    data-testid="request-line-restore"
                  >
                    {t.restore}
                  </button>
                ) : (
                  <QuantitySelector
                    value={quantity}
                    onChange={(next) => onChange(line.sku, next)}
                    disabled={disabled}
                    label={t.quantityOf(line.name)}
                    itemName={line.name}
                    rules={line.quantity_rules ?? null}
                    name={`qty-${line.sku}`}
                  />
                )
              ) : null}
              <span className="ml-auto font-semibold tabular-nums" data-testid="request-line-total">
                {money(draft ? line.unit_price * quantity : line.row_total)}
              </span>
            </div>
            {offPack ? (
              <p
                className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border border-warn-600 bg-warn-50 px-3 py-2 text-sm text-warn-900"
                data-testid="request-line-pack"
              >
                <span className="flex items-start gap-2">
                  <Icon name="alert" size="s" className="mt-0.5 shrink-0" />
                  {t.offPack(describeRules(line.quantity_rules) ?? '')}
                </span>
                {draft ? (
                  <button
                    type="button"
                    className="link min-h-11 font-semibold"
                    onClick={() => onChange(line.sku, offPack.suggestion)}
                    disabled={disabled}
                  >
                    {t.roundLine(offPack.suggestion)}
                  </button>
                ) : null}
              </p>
            ) : null}
            {line.change ? (
              <p className="text-sm text-warn-900" data-testid="request-line-change">
                {line.change}
              </p>
            ) : null}
          </li>
        )
      })}
    </ul>
  )
}
