import { Link } from '@tanstack/react-router'
import { cartMessages } from '../cart/cartMessages'
import { checkoutMessages } from './checkoutMessages'

/** The checkout of a customer without the ordering scope (spec §6): why, and the way back to the cart. */
export function CheckoutForbidden() {
  return (
    <div className="card mx-auto flex max-w-xl flex-col items-start gap-3" data-testid="checkout-forbidden">
      <h1 className="page-title">{checkoutMessages.title}</h1>
      <p>{cartMessages.noOrderPermission}</p>
      <div className="flex flex-wrap gap-3">
        <Link to="/cart" className="btn-primary">
          {cartMessages.toCart}
        </Link>
        <Link to="/account/permissions" className="btn-secondary">
          {cartMessages.toPermissions}
        </Link>
      </div>
    </div>
  )
}
