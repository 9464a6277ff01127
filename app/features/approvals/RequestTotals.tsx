import { useStoreFormat } from '../session/useStoreFormat'
import { approvalsMessages as t } from './approvalsMessages'
import type { RequestTotalsView } from './requestTotals'

/** The request's total in the action panel (spec §12): goods alv 0 %, VAT, a shipping estimate, the total. */
export function RequestTotals({ totals }: { totals: RequestTotalsView }) {
  const { money } = useStoreFormat()
  const row = 'flex justify-between gap-4'
  return (
    <section className="flex flex-col gap-1 text-sm" aria-label={t.totalsLabel} data-testid="request-totals">
      <dl className="flex flex-col gap-1">
        <div className={row}>
          <dt>{t.goods}</dt>
          <dd className="tabular-nums">{money(totals.goods)}</dd>
        </div>
        {totals.shipping ? (
          <div className={row}>
            <dt>{t.shipping(totals.shipping.name)}</dt>
            <dd className="tabular-nums" data-testid="request-total-shipping">
              {money(totals.shippingAmount)}
            </dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>{t.vat}</dt>
          <dd className="tabular-nums" data-testid="request-total-vat">
            {money(totals.vat)}
          </dd>
        </div>
        <div className={`${row} border-t border-line pt-2 text-base font-bold`}>
          <dt>{t.grandTotal}</dt>
          <dd className="tabular-nums" data-testid="request-total-grand">
            {money(totals.grand)}
          </dd>
        </div>
      </dl>
      {totals.shipping ? <p className="text-xs text-ink-muted">{t.shippingNote}</p> : null}
    </section>
  )
}
