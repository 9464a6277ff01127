import type { ReactNode } from 'react'
import type { Cart } from '../../../contract/schemas/cart'
import { Button } from '../../ui/Button'
import { useStoreFormat } from '../session/useStoreFormat'
import { checkoutMessages } from './checkoutMessages'

/**
 * The terms, what is still missing, and "Lähetä tilaus" beside the total. It comes after the
 * summary, never before it, and on the phone it is a bar stuck to the bottom of the screen, so
 * the total is in view when the order is sent (docs/decisions/058-one-page-checkout-and-repeat-orders.md).
 * The terms open in a new tab: the checkout stays as it was.
 */
export function PlaceOrderPanel({
  cart,
  terms,
  onTermsChange,
  missing,
  errors,
  busyLabel,
  disabled,
  onSend,
  sendForApproval,
}: {
  cart: Cart
  terms: boolean
  onTermsChange: (ticked: boolean) => void
  missing: string[]
  errors: ReactNode
  /** The button's text while the details are saved or the order is sent. */
  busyLabel: string | null
  disabled: boolean
  onSend: () => void
  /** spec §12: when an approval rule catches the cart, this takes the place of the terms and the send. */
  sendForApproval?: ReactNode
}) {
  const { money } = useStoreFormat()
  const total = cart.prices?.grand_total.value
  return (
    <div
      className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-line bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.08)] md:static md:mx-0 md:border-0 md:p-0 md:shadow-none md:self-start"
      data-testid="place-order-panel"
    >
      {sendForApproval ? (
        <div className="flex flex-col gap-3" data-testid="checkout-send-for-approval">
          {sendForApproval}
        </div>
      ) : (
        <>
          <label className="tap flex items-center gap-3">
            <input
              type="checkbox"
              className="h-5 w-5 accent-brand-700"
              checked={terms}
              onChange={(e) => onTermsChange(e.target.checked)}
              data-testid="terms"
            />
            <span>
              {checkoutMessages.termsBefore}
              <a className="link" href="/toimitusehdot" target="_blank" rel="noopener" data-testid="terms-link">
                {checkoutMessages.termsLink}
                <span className="sr-only"> {checkoutMessages.termsNewTab}</span>
              </a>
            </span>
          </label>
          {missing.length > 0 ? (
            <p className="text-sm text-ink-muted" data-testid="checkout-missing">
              {checkoutMessages.missing} {missing.join(', ')}
            </p>
          ) : null}
          {errors}
          <div className="flex items-center justify-between gap-3">
            <p className="flex flex-col leading-tight" data-testid="place-order-total">
              <span className="text-sm text-ink-muted">{checkoutMessages.total}</span>
              <span className="text-lg font-bold">{total === undefined ? '–' : money(total)}</span>
            </p>
            <Button onClick={onSend} disabled={disabled} data-testid="place-order">
              {busyLabel ?? checkoutMessages.placeOrder}
            </Button>
          </div>
        </>
      )}
    </div>
  )
}
