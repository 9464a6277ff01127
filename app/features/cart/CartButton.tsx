import { useQuery } from '@tanstack/react-query'
import { messages } from '../../lib/messages'
import { Icon } from '../../ui/Icon'
import { openMinicart } from './minicartEvents'
import { cartQuery } from './queries'

/** spec §2 header cart icon with the item count; opens the minicart. */
export function CartButton({ navId }: { navId: string | null }) {
  const { data } = useQuery(cartQuery(navId))
  const count = data?.cart?.total_quantity ?? 0
  return (
    <a
      href="/cart"
      onClick={(event) => {
        event.preventDefault()
        openMinicart()
      }}
      className="icon-btn relative"
      aria-label={messages.cart.buttonLabel(count)}
      data-testid="header-cart"
    >
      <Icon name="cart" size="m" />
      {count > 0 ? (
        <span
          className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-xs font-bold text-white"
          data-testid="header-cart-count"
          aria-hidden="true"
        >
          {count > 999 ? '999+' : count}
        </span>
      ) : null}
    </a>
  )
}
