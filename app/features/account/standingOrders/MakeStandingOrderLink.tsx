import { AppLink } from '../../../ui/AppLink'
import { Icon } from '../../../ui/Icon'
import { useMayOpen } from '../../session/useMayOpen'
import { standingOrdersMessages as m } from './standingOrdersMessages'

/**
 * "Tee vakiotilaus" (docs/decisions/079-standing-orders.md) from the cart, a shopping list or an
 * order: offered only to a user whose scope opens the standing orders (`orders`).
 */
export function MakeStandingOrderLink({
  search,
  className = '',
}: {
  search: Record<string, string>
  className?: string
}) {
  const mayOpen = useMayOpen()
  if (!mayOpen('/account/standing-orders')) return null
  const href = `/account/standing-orders?${new URLSearchParams(search).toString()}`
  return (
    <AppLink href={href} className={`btn-secondary ${className}`} data-testid="make-standing-order">
      <Icon name="repeat" size="s" />
      {m.makeOne}
    </AppLink>
  )
}
