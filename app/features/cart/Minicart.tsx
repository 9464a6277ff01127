import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { messages } from '../../lib/messages'
import { cartMessages } from './cartMessages'
import { Drawer } from '../../ui/Drawer'
import { Spinner } from '../../ui/Spinner'
import { useMinimumDelay } from '../../ui/useMinimumDelay'
import { CartLine } from './CartLine'
import { CartTotals } from './CartTotals'
import { FreeShippingIndicator } from './FreeShippingIndicator'
import { cartQuery } from './queries'
import { setRecentlyAdded, useRecentlyAdded } from './recentlyAdded'

/** spec §9: resize handling is debounced 150 ms. */
export const MINICART_RESIZE_DEBOUNCE_MS = 150

function useCompact(): boolean {
  const [compact, setCompact] = useState(false)
  useEffect(() => {
    let timer = 0
    const measure = () => setCompact(window.innerHeight < 640)
    const onResize = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(measure, MINICART_RESIZE_DEBOUNCE_MS)
    }
    measure()
    window.addEventListener('resize', onResize)
    return () => {
      window.removeEventListener('resize', onResize)
      window.clearTimeout(timer)
    }
  }, [])
  return compact
}

/** spec §2 minicart: side panel (max 480 px) with items, totals, free shipping and 'to cart'. */
export default function Minicart({
  open,
  onClose,
  navId,
}: {
  open: boolean
  onClose: () => void
  navId: string | null
}) {
  const { data, isPending } = useQuery({ ...cartQuery(navId), enabled: open })
  const recent = useRecentlyAdded()
  const compact = useCompact()
  const showLoading = useMinimumDelay(isPending && !data)
  const cart = data?.cart ?? null
  const count = cart?.total_quantity ?? 0

  const footer =
    cart && cart.items.length > 0 ? (
      <div className="flex flex-col gap-3">
        <FreeShippingIndicator cart={cart} />
        {cart.prices ? (
          <CartTotals cart={cart} />
        ) : (
          <p className="text-sm text-ink-muted">{cartMessages.guestPrices}</p>
        )}
        <Link to="/cart" className="btn-primary w-full" onClick={onClose} data-testid="minicart-to-cart">
          {cartMessages.toCart}
        </Link>
      </div>
    ) : null

  return (
    <Drawer
      open={open}
      onClose={() => {
        setRecentlyAdded(null)
        onClose()
      }}
      title={`${messages.cart.title} (${cartMessages.itemCount(count)})`}
      maxWidth={480}
      footer={footer}
      testId="minicart"
    >
      {isPending && !data ? (
        <p className="flex min-h-8 items-center gap-2 text-ink-muted" data-testid="minicart-loading">
          {showLoading ? (
            <>
              <Spinner size="s" delayMs={0} /> {cartMessages.loading}
            </>
          ) : null}
        </p>
      ) : !cart || cart.items.length === 0 ? (
        <div className="flex flex-col items-start gap-3" data-testid="minicart-empty">
          <p className="font-semibold">{cartMessages.empty}</p>
          <p className="text-ink-muted">{cartMessages.emptyNext}</p>
          <Link to="/category/$" params={{ _splat: 'kaikki-tuotteet' }} className="btn-secondary" onClick={onClose}>
            {messages.nav.allProducts}
          </Link>
        </div>
      ) : (
        <>
          {recent && recent.length > 0 ? (
            <p
              className="mb-2 rounded-md bg-brand-50 px-3 py-2 text-sm font-semibold text-brand-900"
              data-testid="minicart-recent"
            >
              {cartMessages.recentlyAdded}: {recent.map((i) => i.product.name).join(', ')}
            </p>
          ) : null}
          <ul className="divide-y divide-line">
            {cart.items.map((item) => (
              <CartLine key={item.id} item={item} navId={navId} compact={compact} />
            ))}
          </ul>
        </>
      )}
    </Drawer>
  )
}
